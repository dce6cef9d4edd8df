import CompatSupport
import SpecimenUI

// Two of six lessons done: the ring style trims its purple stroke to a third from twelve o'clock, so it is drawn
// at one (71, 50) and three o'clock (84, 72) and only the faint track shows at six (58, 98) and nine (32, 72). The
// Variables group is expanded (chevron turned down, 323, 167) and lists its lessons, the first done (green check,
// 42, 195).
public let compatCase = CompatCase("CourseOutlineRingStyleMarkdown", width: 360, height: 460, probes: [
        .at(71, 50, "#AF52DE"), .at(84, 72, "#AF52DE"), .at(58, 98, "#EFDCF8"), .at(32, 72, "#EFDCF8"),
        .at(323, 167, "#0E81FF", tolerance: 16), .at(42, 195, "#34C759")]) {
    CourseOutlineView(
        modules: [CourseModule(title: "Variables", lessons: [Lesson(title: "let and var", minutes: 6, done: true),
                                                             Lesson(title: "Type inference", minutes: 8, done: true),
                                                             Lesson(title: "Optionals", minutes: 12, done: false)]),
                  CourseModule(title: "Control flow", lessons: [Lesson(title: "if and guard", minutes: 7, done: false),
                                                                Lesson(title: "switch", minutes: 9, done: false)]),
                  CourseModule(title: "Functions", lessons: [Lesson(title: "Parameters", minutes: 10, done: false)])],
        openModule: "Variables", streak: 12)
}
