import CompatSupport
import SpecimenUI

// The readers add nothing to layout or drawing: red 60×30 over blue 60×20 at the top left,
// white beside them.
public let compatCase = CompatCase("GeometryChangeReader", width: 80, height: 60,
    probes: [.at(30, 15, "#FF3B30"), .at(30, 40, "#007AFF"), .at(70, 15, "#FFFFFF"), .at(30, 55, "#FFFFFF")]) {
    MeasuredHeader(log: SizeLog())
}
