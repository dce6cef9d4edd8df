import CompatSupport
import SpecimenUI

public let compatCase = CompatCase("ImportUIKit", width: 100, height: 40,
    probes: [.at(10, 20, "#F2F2F7"), .at(85, 20, "#FF3B30")]) {
    KeyboardDismissBar()
}
