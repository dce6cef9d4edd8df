import CompatSupport
import SpecimenUI

public let compatCase = CompatCase("PlatformColorAlias", width: 50, height: 30,
    probes: [.at(25, 15, "#0080FF")]) {
    PlatformSwatch()
}
