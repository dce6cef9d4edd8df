import CompatSupport
import SpecimenUI

// Two rows of five 24-pt stars 4 pt apart. The tint rectangle covers `rating / 5` of the row and is
// masked by the stars, so the tint shows only inside them: in the first row (rating 3) the first and
// third stars are yellow (24, 20) and (96, 20), the fourth grey 4 (128, 20), and the gap between the
// first two stays white (42, 20) though the rectangle covers it. In the second row (4.5, orange) the
// fifth star is orange in its leading half (156, 56) and grey 4 in its trailing half (170, 56).
public let compatCase = CompatCase("MaskedStarRating", width: 180, height: 80,
    probes: [.at(24, 20, "#FFCC00"), .at(96, 20, "#FFCC00"), .at(128, 20, "#D1D1D6"), .at(42, 20, "#FFFFFF"),
             .at(156, 56, "#FF9500"), .at(170, 56, "#D1D1D6")]) {
    VStack(alignment: .leading, spacing: 12) {
        RatingStars(rating: 3)
        RatingStars(rating: 4.5, tint: .orange)
    }
    .padding(8)
    .frame(width: 180, height: 80, alignment: .topLeading)
}
