import CompatSupport
import SpecimenUI

// The wind symbol draws (its draw-on effect is at rest), the rain cloud's active draw-off hides it
// (white where it would be), the thermometer draws flat red; the orange 24-pt bar sits at the
// bottom and the screen's content ends above it.
public let compatCase = CompatCase("DrawSymbolsSafeAreaBar", width: 160, height: 100,
    probes: [.at(20, 20, "#30B0C7"), .at(60, 18, "#FFFFFF"), .at(95, 12, "#FF463B", tolerance: 6),
             .at(80, 90, "#FF9500"), .at(80, 74, "#FFFFFF")]) {
    ComposeScreen()
}
