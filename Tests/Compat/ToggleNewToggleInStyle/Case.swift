import CompatSupport
import SpecimenUI

public let compatCase = CompatCase("ToggleNewToggleInStyle", width: 100, height: 38,
    probes: [.at(50, 4, "#FF9500"), .at(50, 24, "#007AFF")]) {
    Toggle("Sync", isOn: .constant(true))
        .toggleStyle(LabeledBoxToggleStyle())
        .toggleStyle(BlockToggleStyle())
}
