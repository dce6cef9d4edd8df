import CompatSupport
import SpecimenUI

public let compatCase = CompatCase("SensoryFeedbackForms", width: 40, height: 40,
    probes: [.at(2, 2, "#000000")]) {
    Toggle("Favourite", isOn: .constant(true)).toggleStyle(StarToggleStyle())
}
