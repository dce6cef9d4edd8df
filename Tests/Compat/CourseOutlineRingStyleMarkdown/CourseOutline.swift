import SwiftUI

struct Lesson: Identifiable {
    let id = UUID()
    let title: String
    let minutes: Int
    let done: Bool
}

struct CourseModule: Identifiable {
    let id = UUID()
    let title: String
    let lessons: [Lesson]
    var completed: Int { lessons.filter(\.done).count }
}

/// A progress ring drawn from the configuration's fraction, with the percentage in the middle.
struct RingProgressStyle: ProgressViewStyle {
    var tint: Color = .purple
    var lineWidth: CGFloat = 6

    func makeBody(configuration: Configuration) -> some View {
        let fraction = configuration.fractionCompleted ?? 0
        ZStack {
            Circle()
                .stroke(tint.opacity(0.2), lineWidth: lineWidth)
            Circle()
                .trim(from: 0, to: fraction)
                .stroke(tint, style: StrokeStyle(lineWidth: lineWidth, lineCap: .round))
                .rotationEffect(.degrees(-90))
            Text(fraction, format: .percent.precision(.fractionLength(0)))
                .font(.system(size: 11, weight: .bold, design: .rounded))
                .contentTransition(.numericText())
        }
    }
}

struct LessonRow: View {
    let lesson: Lesson

    var body: some View {
        HStack {
            Image(systemName: lesson.done ? "checkmark.circle.fill" : "circle")
                .foregroundStyle(lesson.done ? Color.green : Color.secondary)
            Text(lesson.title)
                .strikethrough(lesson.done, color: .secondary)
            Spacer()
            Text("\(lesson.minutes) min")
                .font(.caption)
                .foregroundStyle(.secondary)
        }
    }
}

struct CourseOutlineView: View {
    let modules: [CourseModule]
    let openModule: String
    let streak: Int

    var body: some View {
        List {
            Section {
                HStack(spacing: 14) {
                    ProgressView(value: Double(modules.map(\.completed).reduce(0, +)),
                                 total: Double(modules.map(\.lessons.count).reduce(0, +)))
                        .progressViewStyle(RingProgressStyle())
                        .frame(width: 52, height: 52)
                    VStack(alignment: .leading, spacing: 2) {
                        Text("**Swift basics** · _beginner_")
                        Text("Streak: **\(streak)** days 🔥")
                            .font(.subheadline)
                            .foregroundStyle(.secondary)
                            .contentTransition(.numericText(value: Double(streak)))
                    }
                }
            }
            ForEach(modules) { module in
                DisclosureGroup(isExpanded: .constant(module.title == openModule)) {
                    ForEach(module.lessons) { lesson in
                        LessonRow(lesson: lesson)
                    }
                } label: {
                    HStack {
                        Text(module.title).font(.headline)
                        Spacer()
                        Text("\(module.completed)/\(module.lessons.count)")
                            .font(.caption.monospacedDigit())
                            .foregroundStyle(.secondary)
                    }
                }
            }
        }
        .listStyle(.insetGrouped)
    }
}
