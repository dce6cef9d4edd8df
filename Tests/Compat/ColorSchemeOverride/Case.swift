import CompatSupport
import SpecimenUI

// Drawn in the light scheme, the card's content sees the dark one: a black card.
public let compatCase = CompatCase("ColorSchemeOverride", width: 120, height: 50,
    probes: [.at(4, 4, "#000000"), .at(115, 45, "#000000")]) {
    Button("Upgrade") {}
        .buttonStyle(PromoCardStyle())
}
