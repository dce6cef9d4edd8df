import CompatSupport
import SpecimenUI

public let compatCase = CompatCase("DisabledEnvironmentStyle", width: 200, height: 40,
    probes: [.at(3, 3, "#34C759"), .at(197, 3, "#C7C7CC")]) {
    HStack(spacing: 0) {
        Button("On") {}.buttonStyle(EnabledAwareStyle())
        Button("Off") {}.buttonStyle(EnabledAwareStyle()).disabled(true)
    }
}
