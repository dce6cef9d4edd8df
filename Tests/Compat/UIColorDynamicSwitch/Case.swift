import CompatSupport
import SpecimenUI

public let compatCase = CompatCase("UIColorDynamicSwitch", width: 120, height: 40,
    probes: [.at(3, 3, "#F2F2F7"), .at(60, 20, "#5856D6")]) {
    ChipView()
}
