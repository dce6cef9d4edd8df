import CompatSupport
import SpecimenUI

// The glow spreads outside the capsule (light purple 2 and 9 pt above it); the opaque blur mixes
// the stripes to grey and spreads nothing past their frame (white at x = 91).
public let compatCase = CompatCase("BlurGlowButton", width: 120, height: 40,
    probes: [.at(20, 20, "#AF52DE", tolerance: 6), .at(40, 8, "#DFB9F2", tolerance: 20), .at(40, 1, "#F9F1FC", tolerance: 8),
             .at(2, 20, "#FFFFFF", tolerance: 12), .at(100, 20, "#808080", tolerance: 40), .at(91, 20, "#FFFFFF"), .at(115, 2, "#FFFFFF")]) {
    HStack(spacing: 20) {
        Button("Go") {}
            .buttonStyle(GlowButtonStyle())
        FrostedStripes()
    }
}
