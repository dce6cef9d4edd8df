import CompatSupport
import SpecimenUI

// On indigo: the card's glass is 70% near-white (#C9C9EF) inside a rounded rectangle, so the
// corner at (25, 25) stays indigo; the badge's `.never` glass leaves (212, 22) indigo; the ornament
// hangs below the card (its top on the card's bottom edge, `contentAlignment: .top`) on its own
// glass, with the blue backward symbol at (80, 148), and ends above y 170; the hidden ornament is not drawn.
public let compatCase = CompatCase("VisionGlassOrnamentPanel", width: 240, height: 200,
    probes: [.at(120, 60, "#C9C9EF"), .at(25, 25, "#5856D6"), .at(212, 22, "#5856D6"),
             .at(120, 160, "#C9C9EF"), .at(80, 148, "#007AFF", tolerance: 6), .at(120, 170, "#5856D6"), .at(120, 8, "#5856D6")]) {
    ZStack(alignment: .top) {
        Color.indigo
        NowPlayingCard()
            .padding(.top, 20)
    }
}
