import CompatSupport
import SpecimenUI

// `.flexible` widens the prominent button to the 220 pt offered (green at both ends) and the two
// chips to half each; `.fitted` keeps "Later" to its label; the chip's title stands 2 pt from its icon
// (the "T" of "Tips" at x = 60, 3 pt further right with the default spacing).
public let compatCase = CompatCase("FlexibleGlassButtons", width: 240, height: 150,
    probes: [.at(30, 34, "#34C759"), .at(210, 34, "#34C759"), .at(60, 76, "#FFFFFF"), .at(120, 66, "#EAEAEB"),
             .at(20, 117, "#FFCC00"), .at(225, 117, "#FFCC00"), .at(120, 117, "#FFFFFF"),
             .at(60, 118, "#000000", tolerance: 8), .at(64, 118, "#FFCC00")]) {
    OnboardingFooter()
}
