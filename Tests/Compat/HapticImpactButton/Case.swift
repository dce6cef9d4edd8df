import CompatSupport
import SpecimenUI

public let compatCase = CompatCase("HapticImpactButton", width: 200, height: 50,
    probes: [.at(4, 25, "#FFCC00"), .at(196, 25, "#FFCC00")]) {
    Button("Feed") {}.buttonStyle(HapticButtonStyle())
}
