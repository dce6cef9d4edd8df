import CompatSupport
import SpecimenUI

public let compatCase = CompatCase("SensoryFeedbackButton", width: 140, height: 44,
    probes: [.at(30, 22, "#007AFF"), .at(1, 1, "#FFFFFF")]) {
    Button("Share") {}.buttonStyle(CapsuleActionStyle())
}
