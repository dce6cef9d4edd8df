import CompatSupport
import SpecimenUI

// Question 1 of 4 answered with "Jupiter": the progress bar is indigo for its first quarter (60, 56) and grey
// track after (200, 56); the streak badge is orange at 15 % (280, 32) round an orange flame (251, 32). The
// answers are revealed and disabled, so each plain button is drawn at half opacity: "Mars", the right answer,
// green (150, 233), the wrong pick red (150, 293), the other two grey (150, 173; 150, 353); nothing below them
// (150, 400).
public let compatCase = CompatCase("QuizAnswerFeedbackStreak", width: 360, height: 460, probes: [
        .at(60, 56, "#5856D6", tolerance: 4), .at(200, 56, "#E4E4E5", tolerance: 4), .at(280, 32, "#FFEFD9", tolerance: 3),
        .at(251, 32, "#FF9808", tolerance: 8), .at(150, 173, "#F8F8FB"), .at(150, 233, "#99E3AC", tolerance: 4),
        .at(150, 293, "#FF9D97", tolerance: 4), .at(150, 353, "#F8F8FB"), .at(150, 400, "#FFFFFF")]) {
    QuizScreen(questions: [
        QuizQuestion(prompt: "Which planet is known as the Red Planet?", answers: ["Venus", "Mars", "Jupiter", "Mercury"], correctIndex: 1),
        QuizQuestion(prompt: "What is the largest ocean?", answers: ["Atlantic", "Pacific"], correctIndex: 1),
        QuizQuestion(prompt: "How many legs does a spider have?", answers: ["Six", "Eight"], correctIndex: 1),
        QuizQuestion(prompt: "Which gas do plants take in?", answers: ["Oxygen", "Carbon dioxide"], correctIndex: 1),
    ], picked: 2, streak: 3, score: 40)
}
