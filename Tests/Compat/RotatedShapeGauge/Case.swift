import CompatSupport
import SpecimenUI

// The ring starts at the bottom left (135°) and runs clockwise; half the value fills the left and
// top-left part. The bottom of the ring is the gap; the right side is the grey track.
public let compatCase = CompatCase("RotatedShapeGauge", width: 60, height: 60,
    probes: [.at(2, 30, "#AF52DE", tolerance: 8), .at(30, 57, "#FFFFFF"), .at(58, 30, "#DDDDDF", tolerance: 8),
             .at(2, 40, "#AF52DE", tolerance: 8), .at(56, 45, "#DDDDDF", tolerance: 8),
             .at(30, 30, "#FFFFFF")]) {
    ProgressView(value: 0.5)
        .progressViewStyle(ArcGaugeStyle())
}
