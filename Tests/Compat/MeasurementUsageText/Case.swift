import CompatSupport
import Foundation
import SpecimenUI

// What the row's texts say, checked as pixels: each swatch is green when the formatted string is
// what an iPhone in en_US shows (18 °C for the weather is "64°F"; 4.2 km on a road is "2.6 mi";
// `formatted()` of 5 km is "3.1 mi"), red otherwise. The row itself draws its light cyan card.
public let compatCase = CompatCase("MeasurementUsageText", width: 240, height: 80,
    probes: [.at(4, 22, "#D6EEFA"), .at(10, 70, "#34C759"), .at(40, 70, "#34C759"), .at(70, 70, "#34C759")]) {
    let temperature = Measurement(value: 18, unit: UnitTemperature.celsius)
    let trail = Measurement(value: 4_200, unit: UnitLength.meters)
    let checks = [
        temperature.formatted(.measurement(width: .abbreviated, usage: .weather)) == "64°F",
        trail.formatted(.trailLength) == "2.6 mi",
        Measurement(value: 5, unit: UnitLength.kilometers).formatted() == "3.1 mi",
    ]
    VStack(alignment: .leading, spacing: 16) {
        ForecastRow(temperature: temperature, trail: trail)
        HStack(spacing: 10) {
            ForEach(checks.indices, id: \.self) { index in
                Rectangle().fill(checks[index] ? Color.green : Color.red).frame(width: 20, height: 20)
            }
        }
    }
    .frame(width: 240, height: 80, alignment: .topLeading)
}
