import CompatSupport
import SpecimenUI

// Ranked by total: Priya's gold badge (74, 112), Mia's bronze (74, 176). The round columns are trailing-aligned,
// so Mia's "8" sits under the end of Priya's "100" (246, 172), not at the column's start (221, 172). Under 30 s
// the timer capsule is red at 15 % (275, 30). The dice are shapes: the five's middle pip (96, 269), the one's only
// pip (264, 269) with its corner bare (253, 258), the two's corner pips (141, 258; 163, 280) and bare middle
// (152, 269), all on the green mat (30, 300).
public let compatCase = CompatCase("ScoreboardGridDiceTimer", width: 360, height: 330, probes: [
        .at(74, 112, "#FFC700"), .at(74, 176, "#CC8033"), .at(246, 172, "#000000", tolerance: 40), .at(221, 172, "#FFFFFF"),
        .at(275, 30, "#FFE1E0"), .at(96, 269, "#000000"), .at(264, 269, "#000000"), .at(253, 258, "#FFFFFF"),
        .at(141, 258, "#000000"), .at(163, 280, "#000000"), .at(152, 269, "#FFFFFF"), .at(30, 300, "#5CD27A")]) {
    GameScoreboard(
        players: [PlayerScore(name: "Mia", rounds: [12, 30, 8]), PlayerScore(name: "Jonas", rounds: [25, 40, 15]),
                  PlayerScore(name: "Priya", rounds: [5, 9, 100]), PlayerScore(name: "Leo", rounds: [0, 7, 3])],
        dice: [5, 2, 6, 1], secondsLeft: 24)
}
