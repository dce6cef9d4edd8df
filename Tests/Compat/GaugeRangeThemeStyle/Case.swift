import CompatSupport
import SpecimenUI

// Two 60-pt rings (x 10…70 and 90…150, y 10…70), each a quarter full from twelve o'clock: 60 of
// 0…240 in the standard theme's orange on gray 5, 900 of 600…1800 in the ocean theme's blue on
// its pale blue; the rest of each ring (the lower right too) keeps the track colour.
public let compatCase = CompatCase("GaugeRangeThemeStyle", width: 160, height: 80,
    probes: [.at(60, 20, "#FF9500"), .at(20, 60, "#E5E5EA"), .at(140, 20, "#007AFF"),
             .at(100, 60, "#D9EDFF"), .at(140, 60, "#D9EDFF"), .at(20, 20, "#E5E5EA"), .at(80, 40, "#FFFFFF")]) {
    CalorieGauges()
}
