import CompatSupport
import SpecimenUI

public let compatCase = CompatCase("FillStrokeBorderChain", width: 120, height: 40,
    probes: [.at(60, 1, "#000000"), .at(60, 6, "#FF9500"), .at(2, 20, "#000000")]) {
    Button("Edit") {}.buttonStyle(OutlinedFillStyle())
}
