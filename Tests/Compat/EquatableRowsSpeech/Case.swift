import CompatSupport
import SpecimenUI

// Both rows drawn, each from its own values (the green-tinted incoming row above the red-tinted
// outgoing one, the green amount at the trailing edge); the modifiers around them draw nothing.
public let compatCase = CompatCase("EquatableRowsSpeech", width: 300, height: 110,
    probes: [.at(150, 20, "#E7F8EB"), .at(150, 80, "#FFE8E6"), .at(150, 55, "#FFFFFF"), .at(270, 28, "#52CF72", tolerance: 12)]) {
    TransfersScreen()
}
