import CompatSupport
import SpecimenUI

// Two 40×120 needles at (20, 20) and (100, 20) on light grey: each hub (a 40-pt circle, centre 60 pt
// down) is black inside the triangle's base (40, 70), (120, 70) and below it (40, 90), (120, 90); each
// needle black up its shaft (40, 45), (120, 45); grey beside the tip (55, 30). (The union's stroke
// also draws the triangle's base across the hub, where iOS strokes only the outer edge.)
public let compatCase = CompatCase("UnionNeedleGauge", width: 180, height: 160,
    probes: [.at(40, 70, "#000000"), .at(120, 70, "#000000"), .at(40, 90, "#000000"), .at(120, 90, "#000000"),
             .at(40, 45, "#000000"), .at(120, 45, "#000000"), .at(55, 30, "#D9D9D9")]) {
    NeedlePair()
        .frame(width: 180, height: 160, alignment: .topLeading)
}
