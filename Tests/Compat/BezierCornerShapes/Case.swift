import CompatSupport
import SpecimenUI

// Top-left and bottom-right are cut round (white in the very corner), the other two stay square
// (red to the corner pixel); the ticks are the one square translated by 0, 10 and 20 pt.
public let compatCase = CompatCase("BezierCornerShapes", width: 100, height: 70,
    probes: [.at(1, 1, "#FFFFFF"), .at(98, 1, "#FF3B30"), .at(98, 58, "#FFFFFF"), .at(1, 58, "#FF3B30"),
             .at(50, 30, "#FF3B30"), .at(2, 67, "#007AFF"), .at(12, 67, "#007AFF"), .at(22, 67, "#007AFF"),
             .at(7, 67, "#FFFFFF"), .at(32, 67, "#FFFFFF")]) {
    CornerBadge()
}
