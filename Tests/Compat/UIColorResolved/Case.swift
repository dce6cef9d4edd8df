import CompatSupport
import SpecimenUI

public let compatCase = CompatCase("UIColorResolved", width: 100, height: 30,
    probes: [.at(20, 15, "#2C2C2E"), .at(80, 15, "#E5E5EA")]) {
    PinnedSwatch()
}
