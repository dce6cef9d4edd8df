import CompatSupport
import SpecimenUI

// The editor's own background is hidden by `.scrollContentBackground(.hidden)`, so the paper colour behind it shows
// (100, 330), (290, 330) and (160, 380). The picked mood has a mint ring (185, 87) over a 25 % mint disc (207, 68); the
// others sit on grey discs (38, 70). Heat map cells are full green for the best days (112, 226), (134, 248), half green
// for a middling one (46, 226) and grey when empty (90, 226).
public let compatCase = CompatCase("MoodJournalHeatmapPromptEditor", width: 320, height: 470, probes: [
        .at(100, 330, "#FFF8E1"), .at(290, 330, "#FFF8E1"), .at(160, 380, "#FFF8E1"), .at(185, 87, "#00C7BE"),
        .at(207, 68, "#BFF0EE"), .at(38, 70, "#F2F2F7"), .at(112, 226, "#34C759"), .at(134, 248, "#34C759"),
        .at(46, 226, "#99E2AB"), .at(90, 226, "#F2F2F7")]) {
    JournalTodayScreen(
        mood: .good,
        weeks: [
            [2, 3, 0, 4, 1, 2, 3],
            [0, 0, 2, 3, 4, 4, 2],
            [1, 2, 3, 0, 2, 3, 4],
            [4, 3, 2, 1, 0, 0, 0],
        ])
}
