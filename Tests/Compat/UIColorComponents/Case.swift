import CompatSupport
import SpecimenUI

public let compatCase = CompatCase("UIColorComponents", width: 100, height: 30,
    probes: [.at(20, 15, "#336699"), .at(80, 15, "#6699CC")]) {
    TintedPill()
}
