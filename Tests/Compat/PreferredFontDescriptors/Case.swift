import CompatSupport
import SpecimenUI

public let compatCase = CompatCase("PreferredFontDescriptors", width: 160, height: 70,
    // Bars of 4 × 12, 17 and 28 pt (caption1, body, title1) from x = 18: each ends where its size says.
    probes: [.at(64, 10, "#5856D6"), .at(67, 10, "#FFFFFF"), .at(84, 22, "#5856D6"), .at(87, 22, "#FFFFFF"),
             .at(128, 34, "#5856D6"), .at(131, 34, "#FFFFFF")]) {
    TypeScaleBars()
}
