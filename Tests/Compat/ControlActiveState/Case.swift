import CompatSupport
import SpecimenUI

public let compatCase = CompatCase("ControlActiveState", width: 200, height: 30,
    probes: [.at(53, 3, "#007AFF"), .at(147, 3, "#8E8E93")]) {
    HStack(spacing: 0) {
        Button("Key") {}.buttonStyle(WindowAwareButtonStyle())
        Button("Back") {}.buttonStyle(WindowAwareButtonStyle()).environment(\.controlActiveState, .inactive)
    }
}
