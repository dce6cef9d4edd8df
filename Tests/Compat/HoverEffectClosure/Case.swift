import CompatSupport
import SpecimenUI

public let compatCase = CompatCase("HoverEffectClosure", width: 100, height: 40,
    probes: [.at(3, 3, "#30B0C7")]) {
    Button("Open") {}.buttonStyle(HoverCardStyle())
}
