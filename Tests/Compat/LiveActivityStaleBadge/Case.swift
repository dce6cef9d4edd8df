import CompatSupport
import SpecimenUI

// The courier photo path names no file, so `UIImage(contentsOfFile:)` is nil (as on iOS) and the
// green placeholder circle shows (34, 40); the stale badge's `ContainerRelativeShape` has no
// container shape above it, so it is a plain rectangle: red right into its top-trailing corner
// (342, 29; the badge ends at the 16-pt padding, x 344, and is about 28 pt tall round y 40).
public let compatCase = CompatCase("LiveActivityStaleBadge", width: 360, height: 80,
    probes: [.at(34, 40, "#34C759"), .at(342, 29, "#FF3B30")]) {
    DeliveryLockScreenView(state: .init(minutesLeft: 12, stage: "Out for delivery"), isStale: true)
}
