import CompatSupport
import SpecimenUI

public let compatCase = CompatCase("UIColorProtocolPattern", width: 100, height: 30,
    probes: [.at(20, 15, "#E53935"), .at(80, 15, "#43A047")]) {
    Banner()
}
