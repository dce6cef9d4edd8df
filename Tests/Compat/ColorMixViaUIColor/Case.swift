import CompatSupport
import SpecimenUI

public let compatCase = CompatCase("ColorMixViaUIColor", width: 50, height: 30,
    probes: [.at(25, 15, "#808080")]) {
    BlendSwatch()
}
