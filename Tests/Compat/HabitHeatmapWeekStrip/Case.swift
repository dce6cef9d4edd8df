import CompatSupport
import SpecimenUI

// Week strip: Monday done in indigo (36, 38), Wednesday missed in grey (119, 46). Heat map filled down each
// column first: day 0 missed, grey (22, 145); day 1 at half level under it (22, 162); day 7 at the full
// level at the top of the second column (39, 145).
public let compatCase = CompatCase("HabitHeatmapWeekStrip", width: 320, height: 300, probes: [
        .at(36, 38, "#5856D6", tolerance: 24), .at(119, 46, "#EEEEEF", tolerance: 8), .at(22, 145, "#EEEEEF", tolerance: 8),
        .at(22, 162, "#7ECEDC", tolerance: 16), .at(39, 145, "#30B0C7", tolerance: 16)]) {
    VStack(alignment: .leading, spacing: 20) {
        WeekStrip(done: [true, true, false, true, false, false, false], todayIndex: 3)
        HabitHeatmap(history: HabitHistory(name: "Water", color: .teal, levels: (0..<84).map { Double(($0 * 7) % 5) / 4 }))
    }
    .padding(16)
}
