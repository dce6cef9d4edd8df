import CompatSupport
import SpecimenUI

// The goal rule sits at 130 on the 100–160 scale: a green dash (58, 171), then a gap showing the red area under
// the week's line (63, 171), whose gradient runs from the area's own top (147) to the floor, as Swift Charts maps it. HbA1c's bar: grey scale before the normal band (72, 308), the band green at 45 %
// (90, 308), the in-range value a green dot (140, 308); LDL is out of range, an orange dot near the end (262, 356).
public let compatCase = CompatCase("VitalsTrendLabRangeCard", width: 360, height: 420, probes: [
        .at(58, 171, "#80B671", tolerance: 8), .at(63, 171, "#F5C8C6", tolerance: 6), .at(72, 308, "#E5E5EA"),
        .at(90, 308, "#95D7A8", tolerance: 4), .at(140, 308, "#34C759"), .at(262, 356, "#FF9500")]) {
    VitalsCard(
        readings: zip(1...7, [142, 138, 147, 135, 128, 133, 126]).map { PressureReading(day: $0, systolic: Double($1)) },
        results: [LabResult(name: "HbA1c", unit: "%", value: 5.2, normal: 4...5.6, scale: 3...9),
                  LabResult(name: "LDL", unit: "mmol/L", value: 3.9, normal: 0...3, scale: 0...5)])
}
