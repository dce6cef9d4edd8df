import CompatSupport
import SpecimenUI

// "Temperature" takes its width at 20 pt (over 100 pt), then the default value "°C" (not its key).
public let compatCase = CompatCase("LocalizedStringResourceText", width: 240, height: 24,
    probes: [.at(1, 12, "#34C759"), .at(98, 2, "#34C759"), .at(235, 12, "#FFFFFF")]) {
    ResourceLabels()
        .frame(width: 240, height: 24, alignment: .leading)
}
