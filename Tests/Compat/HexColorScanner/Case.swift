import CompatSupport
import SpecimenUI

public let compatCase = CompatCase("HexColorScanner", width: 200, height: 50,
    probes: [.at(4, 25, "#FF5733"), .at(195, 25, "#FF5733")]) {
    Button("Continue") {}.buttonStyle(.primary)
}
