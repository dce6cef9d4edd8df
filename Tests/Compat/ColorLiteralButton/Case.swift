import CompatSupport
import SpecimenUI

public let compatCase = CompatCase("ColorLiteralButton", width: 120, height: 40,
    probes: [.at(5, 20, "#001F3F"), .at(115, 20, "#FF7F50")]) {
    Button("Go") {}.buttonStyle(LiteralButtonStyle())
}
