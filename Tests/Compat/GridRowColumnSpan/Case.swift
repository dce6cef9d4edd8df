import CompatSupport
import SpecimenUI

// 284 pt inside the padding: three columns of (284 − 2 × 12) / 3 = 86.7 pt at x 8, 106.7 and 205.3.
// The grid is 40 + 16 + 40 + 16 + 50 = 162 pt tall, centred: rows start at y 19, 75 and 131. The teal
// cell spans columns 2 and 3 and the gap between them (x 200 in row 2), where row 1 shows the gap; in the
// bottom-aligned last row the 30-pt red bar fills y 151–181 of its 50-pt row, white above.
public let compatCase = CompatCase("GridRowColumnSpan", width: 300, height: 200,
    probes: [.at(250, 95, "#30B0C7"), .at(200, 95, "#30B0C7"), .at(200, 40, "#FFFFFF"),
             .at(150, 170, "#FF3B30"), .at(150, 140, "#FFFFFF"), .at(250, 140, "#AF52DE"), .at(50, 95, "#007AFF")]) {
    LegendGrid()
}
