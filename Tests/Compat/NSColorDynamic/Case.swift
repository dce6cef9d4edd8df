import CompatSupport
import SpecimenUI

public let compatCase = CompatCase("NSColorDynamic", width: 80, height: 40, colorScheme: .dark,
    probes: [.at(40, 20, "#333333")]) {
    MacCard()
}
