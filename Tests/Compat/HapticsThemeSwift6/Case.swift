import CompatSupport
import SpecimenUI

nonisolated(unsafe) public let compatCase = CompatCase("HapticsThemeSwift6", width: 160, height: 40,
    probes: [.at(10, 20, "#5856D6"), .at(140, 20, "#5856D6")]) {
    HStack(spacing: 0) {
        Button("Brand") {}.buttonStyle(BrandButtonStyle())
        Toggle("On", isOn: .constant(true)).toggleStyle(DotToggleStyle())
    }
}
