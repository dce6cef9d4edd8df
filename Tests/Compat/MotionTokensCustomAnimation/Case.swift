import CompatSupport
import SpecimenUI

// The favourite toggle at rest, on: a pink-tinted capsule (pink at 15 % over white) with a pink
// heart at its leading end and the count after it; white outside the capsule.
public let compatCase = CompatCase("MotionTokensCustomAnimation", width: 120, height: 50,
    probes: [.at(8, 25, "#FEE1E6"), .at(22, 25, "#FF2D55"), .at(115, 25, "#FFFFFF"), .at(60, 3, "#FFFFFF")]) {
    FavoriteCounter(count: 41)
        .padding(5)
        .frame(width: 120, height: 50, alignment: .leading)
}
