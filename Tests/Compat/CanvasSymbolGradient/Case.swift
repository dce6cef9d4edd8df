import CompatSupport
import SpecimenUI

// The 160-pt canvas is centred (origin 70, 20). The yellow disc fills its top-left 40 pt; the hexagon
// symbol, drawn in the canvas's red-to-blue gradient, covers its centre in a mix of the two (neither
// red, blue nor the default black); the canvas's top-right corner stays clear.
public let compatCase = CompatCase("CanvasSymbolGradient", width: 300, height: 200,
    probes: [.at(85, 35, "#FFCC00"), .at(150, 100, "#7E5B98"), .at(215, 35, "#FFFFFF")]) {
    BadgeCanvas()
}
