import CompatSupport
import SpecimenUI

public let compatCase = CompatCase("UIColorHexInt", width: 80, height: 30,
    probes: [.at(3, 15, "#34C759"), .at(77, 3, "#34C759")]) {
    SuccessBadge()
}
