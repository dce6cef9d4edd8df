import SwiftUI
import WidgetKit
import AppIntents

/// An interactive habit widget (iOS 17): each row's button and toggle perform App Intents whose
/// parameters identify the habit; the intents are never performed in a still.
struct CompleteHabitIntent: AppIntent {
    static var title: LocalizedStringResource = "Complete Habit"
    static var description = IntentDescription("Marks a habit as done for today.")
    static var isDiscoverable: Bool = false

    @Parameter(title: "Habit ID")
    var habitID: String

    @Parameter(title: "Count", default: 1)
    var count: Int

    init() {}

    init(habitID: String) {
        self.habitID = habitID
    }

    func perform() async throws -> some IntentResult {
        return .result()
    }
}

struct RemindersIntent: SetValueIntent {
    static let title: LocalizedStringResource = "Reminders"

    @Parameter(title: "Enabled")
    var value: Bool

    @MainActor
    func perform() async throws -> some IntentResult & ReturnsValue<Bool> {
        .result(value: value)
    }
}

struct Habit: Identifiable {
    let id: String
    let name: String
    let isDone: Bool
}

struct HabitEntry: TimelineEntry {
    let date: Date
    let habits: [Habit]
    let remindersOn: Bool
}

struct HabitWidgetView: View {
    var entry: HabitEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            ForEach(entry.habits) { habit in
                HStack {
                    Button(intent: CompleteHabitIntent(habitID: habit.id)) {
                        Image(systemName: habit.isDone ? "checkmark.circle.fill" : "circle")
                            .foregroundStyle(habit.isDone ? .green : .secondary)
                    }
                    .buttonStyle(.plain)
                    Text(habit.name)
                        .strikethrough(habit.isDone)
                }
            }
            Toggle("Reminders", isOn: entry.remindersOn, intent: RemindersIntent())
                .tint(.orange)
        }
        .padding()
        .containerBackground(.white, for: .widget)
    }
}
