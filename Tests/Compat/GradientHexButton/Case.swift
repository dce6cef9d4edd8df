import CompatSupport
import SpecimenUI

public let compatCase = CompatCase("GradientHexButton", width: 200, height: 60,
    probes: [.at(21, 30, "#FF0000", tolerance: 8), .at(179, 30, "#0000FF", tolerance: 8)]) {
    Button("Upgrade") {}.buttonStyle(GradientButtonStyle())
}
