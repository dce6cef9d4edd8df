import CompatSupport
import SpecimenUI

// Drawn at the phase the shimmer holds before it appears (0): the band's full-opacity stop at 10 %
// of the width (x = 20), the rest at 30 % (systemRed #FF3B30 at 0.3 over white is #FFC4C1, systemBlue
// #007AFF is #B2D7FF); the second bar's corners are rounded off, the third is not masked.
public let compatCase = CompatCase("ShimmerModifierAnimation", width: 200, height: 60,
    probes: [.at(20, 10, "#FF3B30", tolerance: 4), .at(150, 10, "#FFC4C1"),
             .at(20, 30, "#007AFF", tolerance: 5), .at(150, 30, "#B2D7FF"), .at(0, 20, "#FFFFFF"),
             .at(150, 50, "#34C759")]) {
    VStack(spacing: 0) {
        Color.red.frame(width: 200, height: 20).shimmering()
        Color.blue.frame(width: 200, height: 20).placeholderBar()
        Color.green.frame(width: 200, height: 20).shimmering(active: false)
    }
}
