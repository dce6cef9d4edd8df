import CompatSupport
import SpecimenUI

// A done chore: its check filled green (36, 123) and its title struck through in red (66, 124); an open
// chore's circle in grey (34, 167); the grouped background above the list (150, 60).
public let compatCase = CompatCase("ChecklistStrikeToggleTasks", width: 320, height: 400, probes: [
        .at(36, 123, "#34C759", tolerance: 24), .at(66, 124, "#FF665D", tolerance: 30), .at(34, 167, "#8F8F93", tolerance: 30),
        .at(150, 60, "#F2F2F7")]) {
    ChoreChecklist(chores: [
        ChoreItem(title: "Water the plants", isDone: true),
        ChoreItem(title: "Take out recycling"),
        ChoreItem(title: "Pay rent", isDone: true),
    ], due: Date(timeIntervalSinceReferenceDate: 190_000_000))
}
