import CompatSupport
import SpecimenUI

// At rest the style's scale is 1: the 100-pt capsule spans x 30–130 (at 0.9 it would start at 35).
public let compatCase = CompatCase("PrimitiveLongPressModifier", width: 160, height: 80,
    probes: [.at(31, 40, "#34C759"), .at(129, 40, "#34C759", tolerance: 12), .at(28, 40, "#FFFFFF"), .at(80, 21, "#34C759")]) {
    PalTile()
}
