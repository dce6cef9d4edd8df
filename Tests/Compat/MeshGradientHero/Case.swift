import CompatSupport
import SpecimenUI

// Corners take their vertex colours; the middle mixes all four (bilinear).
public let compatCase = CompatCase("MeshGradientHero", width: 130, height: 60,
    probes: [.at(4, 1, "#FF3B30", tolerance: 12), .at(101, 1, "#007AFF", tolerance: 12),
             .at(4, 58, "#34C759", tolerance: 12), .at(101, 58, "#FFCC00", tolerance: 12),
             .at(52, 30, "#8C9262", tolerance: 16), .at(1, 30, "#FFFFFF"), .at(115, 30, "#000000"), .at(115, 5, "#FFFFFF")]) {
    HStack(spacing: 5) {
        HeroCard()
        MeshStyledBadge()
    }
}
