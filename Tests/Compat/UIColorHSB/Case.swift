import CompatSupport
import SpecimenUI

public let compatCase = CompatCase("UIColorHSB", width: 100, height: 30,
    probes: [.at(20, 15, "#FF0000"), .at(80, 15, "#800000")]) {
    PressedSwatch()
}
