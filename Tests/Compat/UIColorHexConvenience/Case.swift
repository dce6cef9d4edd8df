import CompatSupport
import SpecimenUI

public let compatCase = CompatCase("UIColorHexConvenience", width: 200, height: 48,
    probes: [.at(6, 24, "#6200EE"), .at(194, 24, "#6200EE")]) {
    Button("Sign in") {}.buttonStyle(BrandButtonStyle())
}
