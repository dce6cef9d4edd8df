import CompatSupport
import SpecimenUI

public let compatCase = CompatCase("MenuButtonStyle", width: 120, height: 36,
    probes: [.at(3, 3, "#FF3B30"), .at(117, 33, "#FF3B30")]) {
    MoreMenu()
}
