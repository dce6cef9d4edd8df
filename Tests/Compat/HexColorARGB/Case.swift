import CompatSupport
import SpecimenUI

public let compatCase = CompatCase("HexColorARGB", width: 150, height: 40,
    probes: [.at(25, 20, "#FF00AA"), .at(75, 20, "#2E7D32"), .at(125, 20, "#000000")]) {
    SwatchRow()
}
