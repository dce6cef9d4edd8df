import CompatSupport
import SpecimenUI

public let compatCase = CompatCase("UIColorLightDarkText", width: 100, height: 50,
    probes: [.at(50, 10, "#000000"), .at(50, 35, "#999999"), .at(5, 35, "#000000")]) {
    HeroOverlay()
}
