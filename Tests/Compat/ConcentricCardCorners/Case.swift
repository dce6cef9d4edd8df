import CompatSupport
import SpecimenUI

// The header band's top corners follow the card's 24-pt container shape (white outside them), its
// bottom corners stay square (indigo at the left edge); the badge's concentric corners, with no
// container shape, fall back to their 12-pt minimum; the tile's literal 8 rounds it.
public let compatCase = CompatCase("ConcentricCardCorners", width: 200, height: 80,
    probes: [.at(4, 7, "#FFFFFF"), .at(101, 6, "#FFFFFF"), .at(3, 33, "#5856D6"), .at(15, 25, "#5856D6"),
             .at(52, 60, "#E6E5F9"), .at(111, 21, "#FFFFFF"), .at(130, 40, "#FF9500"), .at(159, 21, "#FFFFFF"),
             .at(197, 59, "#FFFFFF"), .at(178, 40, "#00C7BE")]) {
    HStack(spacing: 8) {
        ConcentricCard()
        MinimumBadge()
        FixedTile()
    }
}
