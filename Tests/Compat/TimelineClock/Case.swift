import CompatSupport
import SpecimenUI

// Every TimelineView draws the render's reference date, 09:41 UTC: the minute hand points
// at 41 minutes (246°, black at x 22, y 48; the 12 o'clock position stays yellow), the
// periodic schedule's text reads that time, and the cadence is `.live` (blue square).
public let compatCase = CompatCase("TimelineClock", width: 260, height: 80,
    probes: [.at(22, 48, "#000000"), .at(40, 20, "#FFCC00"), .at(58, 32, "#FFCC00"), .at(170, 40, "#007AFF")]) {
    ClockFace()
        .frame(width: 260, height: 80, alignment: .leading)
}
