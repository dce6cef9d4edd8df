import CompatSupport
import SpecimenUI

public let compatCase = CompatCase("ButtonInButtonStyle", width: 100, height: 30,
    probes: [.at(3, 3, "#FF3B30"), .at(97, 3, "#FFCC00")]) {
    Button("Main") {}.buttonStyle(OutlinedGroupStyle())
}
