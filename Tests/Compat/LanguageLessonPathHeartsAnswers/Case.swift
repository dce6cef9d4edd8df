import CompatSupport
import SpecimenUI

// The path's nodes are placed by `.position` inside a `GeometryReader`, snaking left and right: the first two done nodes
// are gold (88, 97) and (140, 175) with their darker lip 5 pt below (101, 128) and (161, 206), the current one green
// (88, 253), the locked one grey (28, 331); between the first two the dashed trail leaves the page white (101, 175).
// Three of five hearts are red (303, 35), the rest grey (320, 35); the XP bar is green to 60 % (60, 35) over its track
// (240, 35). The right answer is tinted green (210, 130), the wrong pick red (215, 182), the other white (215, 237); the
// loudest waveform sample reaches 14 pt above the row's middle (232, 272) where a quiet one does not (204, 272).
public let compatCase = CompatCase("LanguageLessonPathHeartsAnswers", width: 360, height: 400, probes: [
        .at(88, 97, "#FFC700"), .at(140, 175, "#FFC700"), .at(101, 128, "#E69900"), .at(161, 206, "#E69900"),
        .at(88, 253, "#59CC02"), .at(28, 331, "#E5E5EA"), .at(101, 175, "#FFFFFF"), .at(303, 35, "#FF3B30"),
        .at(320, 35, "#D1D1D6"), .at(60, 35, "#34C759"), .at(240, 35, "#E4E4E5"), .at(210, 130, "#E0F6E6"),
        .at(215, 182, "#FFE1E0"), .at(215, 237, "#FFFFFF"), .at(232, 272, "#007AFF"), .at(204, 272, "#FFFFFF")]) {
    LessonScreen(
        nodes: [
            LessonNode(id: 0, icon: "star.fill", state: .done),
            LessonNode(id: 1, icon: "book.fill", state: .done),
            LessonNode(id: 2, icon: "star.fill", state: .current),
            LessonNode(id: 3, icon: "mic.fill", state: .locked),
        ],
        choices: [AnswerChoice(word: "la manzana", isCorrect: true), AnswerChoice(word: "el perro"), AnswerChoice(word: "la casa")],
        pickedIndex: 1,
        levels: [0.2, 0.5, 0.9, 0.4, 1.0, 0.6, 0.3, 0.8, 0.5, 0.2, 0.7, 0.4])
}
