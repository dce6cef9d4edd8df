import CompatSupport
import SpecimenUI

public let compatCase = CompatCase("ToggleWrapsConfiguration", width: 220, height: 60,
    probes: [.at(3, 30, "#CBEBF1"), .at(165, 30, "#34C759")]) {
    Toggle("Alerts", isOn: .constant(true)).toggleStyle(CardToggleStyle())
}
