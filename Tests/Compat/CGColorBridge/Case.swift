import CompatSupport
import SpecimenUI

public let compatCase = CompatCase("CGColorBridge", width: 60, height: 60,
    probes: [.at(3, 3, "#800080"), .at(30, 30, "#80FF00")]) {
    BorderedAvatar()
}
