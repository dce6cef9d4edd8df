import CompatSupport
import SpecimenUI

// The gauge's value arc is a teal band (left side and top, by its round cap) around an empty
// centre and an empty gap at the bottom, over a grey track on the right; the divider is cut into
// 8-pt dashes with 4-pt gaps; the trend line's miter join reaches above its peak at (116, 22).
public let compatCase = CompatCase("StrokedPathGauge", width: 160, height: 80,
    probes: [.at(12, 35, "#30B0C7"), .at(38, 9, "#30B0C7"), .at(64, 35, "#E2E2E3"),
             .at(40, 35, "#FFFFFF"), .at(40, 61, "#FFFFFF"), .at(10, 74, "#AF52DE"), .at(18, 74, "#FFFFFF"),
             .at(24, 74, "#AF52DE"), .at(98, 40, "#FF9500"), .at(116, 19, "#FF9500")]) {
    HStack(spacing: 8) {
        GaugeCard(value: 0.5)
        TrendLine(points: [CGPoint(x: 0, y: 0.2), CGPoint(x: 0.5, y: 0.8), CGPoint(x: 1, y: 0.3)])
            .frame(width: 72, height: 60)
    }
    .padding(4)
}
