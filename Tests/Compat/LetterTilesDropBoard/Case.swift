import CompatSupport
import SpecimenUI

// Three of five stars filled yellow (90, 62; 160, 62), the last outlined (its middle shows the board, 230, 62). The
// empty drop slots are dashed: a dash (149, 97) then a gap showing the board (156, 97). The placed C fills the first
// slot teal (70, 145). The tray's tiles are pink, orange, green and blue, each over a paler copy 5 pt lower
// (40, 234). The Check capsule is green (180, 300) over its lighter shadow (180, 312).
public let compatCase = CompatCase("LetterTilesDropBoard", width: 320, height: 360, probes: [
        .at(90, 62, "#FFCC00"), .at(160, 62, "#FFCC00"), .at(230, 62, "#FFF9E1"),
        .at(149, 97, "#30B0C7"), .at(156, 97, "#FFF9E1"), .at(70, 145, "#30B0C7"),
        .at(40, 205, "#FF2D55"), .at(108, 205, "#FF9500"), .at(192, 205, "#34C759"), .at(240, 190, "#007AFF"),
        .at(40, 234, "#FF8893"), .at(180, 300, "#34C759"), .at(180, 312, "#AEE5AB")]) {
    SpellingBoard(word: "CAT", placed: ["C", nil, nil], tray: "TAOB")
}
