import CompatSupport
import SpecimenUI

// Three mint circles scaled to 0.4, 0.6 and 0.8 of 120 pt by `scaleEffect` stack their 22 % fills: three layers at the
// centre (80, 111), two at (110, 111), one at (122, 111) and the night sky past the largest (134, 111). The session
// ring's `trim(from: 0, to: 0.5)`, turned -90°, runs from twelve o'clock clockwise to six: mint at the top (219, 56),
// right (274, 111) and bottom (219, 166), the faint track on the left (164, 111). The stage bars hang from the top of
// an `HStack(alignment: .top)`, lowered by padding: awake (30, 229), core (50, 256) with the sky above it (50, 232),
// deep (72, 268). Done days in the streak grid are mint (188, 301), others faint (150, 301).
public let compatCase = CompatCase("BreathingRingsSleepStagesStreak", width: 300, height: 400, probes: [
        .at(80, 111, "#07707A"), .at(110, 111, "#095968"), .at(122, 111, "#0C3B51"), .at(134, 111, "#0F1433"),
        .at(219, 56, "#00C7BE"), .at(274, 111, "#00C7BE"), .at(219, 166, "#00C7BE"), .at(164, 111, "#2B304B"),
        .at(30, 229, "#FF9500"), .at(50, 256, "#007AFF"), .at(50, 232, "#0F1433"), .at(72, 268, "#5856D6"),
        .at(188, 301, "#00C7BE"), .at(150, 301, "#272B47")]) {
    SleepSessionScreen()
}
