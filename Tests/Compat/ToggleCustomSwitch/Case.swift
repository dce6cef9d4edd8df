import CompatSupport
import SpecimenUI

public let compatCase = CompatCase("ToggleCustomSwitch", width: 200, height: 30,
    probes: [.at(158, 15, "#FF2D55"), .at(185, 15, "#FFFFFF")]) {
    Toggle("Dark mode", isOn: .constant(true)).toggleStyle(PillSwitchStyle())
}
