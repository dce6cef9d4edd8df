import CompatSupport
import SpecimenUI

public let compatCase = CompatCase("ToggleCheckbox", width: 200, height: 30,
    probes: [.at(10, 15, "#34C759")]) {
    Toggle("Remember me", isOn: .constant(true)).toggleStyle(.checkbox)
}
