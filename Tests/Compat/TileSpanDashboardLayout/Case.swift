import CompatSupport
import SpecimenUI

// Three 100-pt columns 10 pt apart in 320 pt, rows 40 pt: the 2 × 2 red tile at x 0-210, y 0-90; green and
// blue in the third column's two rows (x 220-320, y 0-40 and 50-90); orange across the third row
// (y 100-140); purple, with no span set, one cell at the start of the fourth (y 150-190). Each tile is
// placed by its top-leading corner (`place(at:proposal:)`'s default anchor).
public let compatCase = CompatCase("TileSpanDashboardLayout", width: 320, height: 200,
    probes: [.at(100, 45, "#FF3B30"), .at(270, 20, "#34C759"), .at(270, 70, "#007AFF"), .at(215, 45, "#FFFFFF"),
             .at(160, 120, "#FF9500"), .at(160, 95, "#FFFFFF"), .at(50, 170, "#AF52DE"), .at(150, 170, "#FFFFFF")]) {
    TodayDashboard()
        .frame(width: 320, height: 200, alignment: .topLeading)
}
