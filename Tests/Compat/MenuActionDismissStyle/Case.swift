import CompatSupport
import SpecimenUI

public let compatCase = CompatCase("MenuActionDismissStyle", width: 180, height: 50,
    // The closed menu: its label on the style's night capsule (x 29…150), nothing of its items.
    probes: [.at(35, 25, "#1E2133"), .at(90, 9, "#1E2133"), .at(155, 25, "#FFFFFF"), .at(2, 2, "#FFFFFF")]) {
    FontSizeMenu()
}
