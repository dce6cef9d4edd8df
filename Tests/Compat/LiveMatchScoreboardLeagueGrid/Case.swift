import CompatSupport
import SpecimenUI

private let northport = Club(code: "NPT", color: .red)
private let eastvale = Club(code: "EVL", color: .blue)
private let millbrook = Club(code: "MLB", color: .green)
private let harbour = Club(code: "HBR", color: .orange)

// The live dot is red (154, 88). Possession 58–42 splits the bar at 58 % of its width: red up to it (200, 220), blue
// after the 2-pt gap (212, 220). The table's Form column is trailing-aligned by `gridColumnAlignment(.trailing)` on its
// header, so a shorter form ends under the longest one: Eastvale's three dots end at the column's trailing edge (red 269,
// green 282 and 295 on y 342) and leave its leading part white (243, 342); Harbour's two as well (red at 295, white at 269
// on y 398); Northport's five fill it (green at 243, 314).
public let compatCase = CompatCase("LiveMatchScoreboardLeagueGrid", width: 360, height: 470, probes: [
        .at(154, 88, "#FF3B30"), .at(200, 220, "#FF3B30"), .at(212, 220, "#007AFF"), .at(243, 342, "#FFFFFF"),
        .at(269, 342, "#FF3B30"), .at(282, 342, "#34C759"), .at(295, 342, "#34C759"), .at(269, 398, "#FFFFFF"),
        .at(295, 398, "#FF3B30"), .at(243, 314, "#34C759")]) {
    MatchCentreView(
        home: northport,
        away: eastvale,
        standings: [
            Standing(position: 1, club: northport, played: 12, goalDifference: 14, points: 29,
                     form: [.win, .win, .draw, .win, .win]),
            Standing(position: 2, club: eastvale, played: 12, goalDifference: 9, points: 25,
                     form: [.loss, .win, .win]),
            Standing(position: 3, club: millbrook, played: 11, goalDifference: 0, points: 18,
                     form: [.draw, .loss, .win, .draw]),
            Standing(position: 4, club: harbour, played: 12, goalDifference: -6, points: 11,
                     form: [.loss, .loss]),
        ])
}
