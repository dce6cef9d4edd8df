import CompatSupport
import SpecimenUI

// Reached stops are joined by a solid blue line (23, 120); from the last reached stop on, the connector is stroked
// with `StrokeStyle(dash: [4, 4])`, so grey dashes (23, 145) alternate with white gaps (23, 150) down to the next,
// grey dot (23, 180). The status badge is a capsule of orange at 15 % (230, 42), (298, 42); the courier's call button
// is `.borderedProminent` tinted green (255, 300); the barcode's bars are black (17, 375), (50, 375) with clear bars
// between them (22, 375).
public let compatCase = CompatCase("ParcelTimelineETABarcode", width: 320, height: 420, probes: [
        .at(23, 120, "#007AFF"), .at(23, 145, "#8E8E93"), .at(23, 150, "#FFFFFF"), .at(23, 180, "#D1D1D6"),
        .at(230, 42, "#FFEFD9"), .at(298, 42, "#FFEFD9"), .at(255, 300, "#34C759"), .at(17, 375, "#000000"),
        .at(50, 375, "#000000"), .at(22, 375, "#FFFFFF")]) {
    ParcelTrackingScreen(events: [
        TrackingEvent(title: "Picked up", place: "Leeds depot", isReached: true),
        TrackingEvent(title: "In transit", place: "Manchester hub", isReached: true),
        TrackingEvent(title: "Out for delivery", place: "Local van", isReached: false),
        TrackingEvent(title: "Delivered", place: "Front door", isReached: false),
    ])
}
