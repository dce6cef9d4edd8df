import CompatSupport
import SpecimenUI

// Four 20-pt bands in the 200×80 canvas: the first and third filled with blue at 15% (100, 10) and
// (100, 50), the second white (100, 30); the red 2-pt baseline along the bottom (100, 79).
public let compatCase = CompatCase("CanvasContextHelpers", width: 200, height: 80,
    probes: [.at(100, 10, "#D9EBFF", tolerance: 6), .at(100, 50, "#D9EBFF", tolerance: 6), .at(100, 30, "#FFFFFF"),
             .at(100, 79, "#FF3B30", tolerance: 6)]) {
    ChartBackdropView()
}
