import CompatSupport
import SpecimenUI

// The 60-pt avatar: indigo ring, teal centre, the corner outside the ellipse clear; the 1-pt grey
// swatch stretched to 120 × 14 pt solid to its last column; the striped art's red border, a black
// stripe and a yellow gap.
public let compatCase = CompatCase("RendererPlaceholderImages", width: 260, height: 120,
    probes: [.at(13, 40, "#5856D6"), .at(40, 40, "#30B0C7"), .at(10, 10, "#FFFFFF"),
             .at(150, 17, "#D1D1D6"), .at(201, 17, "#D1D1D6"), .at(150, 24, "#FFFFFF"),
             .at(83, 50, "#FF3B30"), .at(86, 50, "#000000"), .at(96, 50, "#FFCC00")]) {
    FeedPlaceholderRow()
        .frame(width: 260, height: 120, alignment: .topLeading)
}
