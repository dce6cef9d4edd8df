import CompatSupport
import SpecimenUI

// The dial is 180 pt round about (160, 120). 22° of 10…30 fills 60 % of the 270° track that
// `trim(from: 0, to: 0.75)` turned by 135° opens at the bottom: from the lower left past nine o'clock (72, 120)
// and twelve o'clock (160, 32) to just past the top, so three o'clock is bare track (248, 120) and the bottom
// stays open (160, 208). The white knob, offset to three o'clock and turned by the same 297°, sits at the arc's
// end (201, 40). The energy bar is green for 3.2 of 8 kWh (60, 258) and grey track beyond (200, 258).
public let compatCase = CompatCase("ThermostatTrimDialGauge", width: 320, height: 300, probes: [
        .at(72, 120, "#FF9500", tolerance: 4), .at(160, 32, "#FF9500", tolerance: 4),
        .at(248, 120, "#E5E5EA", tolerance: 4), .at(160, 208, "#FFFFFF"), .at(201, 40, "#FFFFFF", tolerance: 6),
        .at(60, 258, "#34C759", tolerance: 4), .at(200, 258, "#E4E4E5", tolerance: 6)]) {
    ClimateCard(target: 22, mode: .heat, kilowattHours: 3.2)
}
