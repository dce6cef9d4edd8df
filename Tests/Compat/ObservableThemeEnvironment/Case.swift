import CompatSupport
import SpecimenUI

// HStack of the button (about 98 × 36 pt), a badge in the theme's accent, a badge with no theme (grey).
public let compatCase = CompatCase("ObservableThemeEnvironment", width: 160, height: 40,
    probes: [.at(10, 20, "#5957D6"), .at(40, 4, "#5957D6"), .at(126, 20, "#5957D6"), .at(146, 20, "#8E8E93")]) {
    ObservableThemeScreen()
}
