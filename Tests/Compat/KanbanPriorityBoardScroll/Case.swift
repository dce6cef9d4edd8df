import CompatSupport
import SpecimenUI

// `contentMargins(.horizontal, 16, for: .scrollContent)` starts the first 200-pt column 16 pt in (12, 100 white;
// 20, 100 grey), and the next column follows 12 pt after it (222, 100 white; 232, 100 grey), cut by the
// screen's edge. The columns sort their cards by priority, highest first: the To Do column opens with the red
// HIGH badge (40, 95) above the blue LOW one (40, 168); Doing's MEDIUM badge is orange (252, 95).
public let compatCase = CompatCase("KanbanPriorityBoardScroll", width: 320, height: 260, probes: [
        .at(12, 100, "#FFFFFF"), .at(20, 100, "#F2F2F7"), .at(222, 100, "#FFFFFF"), .at(232, 100, "#F2F2F7"),
        .at(40, 95, "#FF3B30", tolerance: 4), .at(40, 168, "#007AFF", tolerance: 4), .at(252, 95, "#FF9500", tolerance: 4)]) {
    KanbanBoardView(columns: [
        BoardColumn(title: "To Do", cards: [
            BoardCard(title: "Write release notes", priority: .low),
            BoardCard(title: "Fix login crash", priority: .high),
        ]),
        BoardColumn(title: "Doing", cards: [
            BoardCard(title: "Onboarding copy", priority: .medium),
        ]),
        BoardColumn(title: "Done", cards: []),
    ])
}
