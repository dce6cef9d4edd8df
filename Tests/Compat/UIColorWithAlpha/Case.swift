import CompatSupport
import SpecimenUI

public let compatCase = CompatCase("UIColorWithAlpha", width: 120, height: 40,
    probes: [.at(3, 3, "#80BDFF")]) {
    InfoCallout()
}
