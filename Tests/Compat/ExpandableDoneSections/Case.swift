import CompatSupport
import SpecimenUI

// The open task (blue), the expanded 2024 section's two rows (green, orange), and nothing under the collapsed
// 2023 header, where its red row would be.
public let compatCase = CompatCase("ExpandableDoneSections", width: 393, height: 420,
    probes: [.at(40, 84, "#007AFF"), .at(40, 190, "#34C759"), .at(40, 234, "#FF9500"), .at(40, 340, "#F2F2F7")]) {
    DoneSectionsView(
        open: [DoneTask(title: "Dune", color: .blue)],
        doneByYear: [(key: 2024, value: [DoneTask(title: "Alien", color: .green), DoneTask(title: "Heat", color: .orange)]),
                     (key: 2023, value: [DoneTask(title: "Up", color: .red)])],
        expandedYears: [2024])
}
