import CompatSupport
import SpecimenUI

// 22.35 m/s is 50 mph, half of the US tile's 100-mph scale, and 80 km/h, 40% of the German tile's
// 200. Each upper half-ring (centre 60 pt in, radius 60, 14 pt wide) runs from 9 o'clock over the
// top: the US arc ends at 12 o'clock, green just left of it (66, 11) and grey track just right (74, 11);
// the German one stops short of the top: green at 36° (161, 35), grey at 12 o'clock (210, 11).
public let compatCase = CompatCase("LocaleSpeedUnitGauge", width: 280, height: 140,
    probes: [.at(66, 11, "#34C759", tolerance: 12), .at(74, 11, "#EDEDED", tolerance: 12),
             .at(161, 35, "#34C759", tolerance: 12), .at(210, 11, "#EDEDED", tolerance: 12)]) {
    SpeedTiles()
        .frame(width: 280, height: 140, alignment: .topLeading)
}
