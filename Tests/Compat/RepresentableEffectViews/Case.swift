import CompatSupport
import SpecimenUI

// The blur view draws the dark system material (forced dark by `.systemMaterialDark`) over
// the orange in its 60-pt middle, blurring the orange band with the white under it (lighter and
// less red than the tint over plain orange, #4C3719); the vibrancy view draws nothing; the running large spinner
// draws its top spoke in its red tint around an empty centre, the stopped one (hidden when
// stopped) leaves its 20 pt empty, and the medium one draws in the secondary label colour.
public let compatCase = CompatCase("RepresentableEffectViews", width: 150, height: 100,
    probes: [.at(10, 20, "#FF9500"), .at(75, 20, "#4C3E1F"), .at(75, 50, "#FFFFFF"),
             .at(45, 65, "#FF3B30"), .at(45, 80, "#FFFFFF"), .at(83, 72, "#FFFFFF"), .at(113, 72, "#8A8A8E")]) {
    LoadingCard()
}
