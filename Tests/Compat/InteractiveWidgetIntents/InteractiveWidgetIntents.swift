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

/// The widget's configuration (Xcode 15's template shape): an enum parameter and a provider that
/// builds entries for the configured intent; never run in a still.
enum HabitFilter: String, AppEnum {
    case all, open

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Habits"
    static var caseDisplayRepresentations: [HabitFilter: DisplayRepresentation] = [
        .all: "All habits",
        .open: DisplayRepresentation(title: "Open habits", subtitle: "Not done today", image: .init(systemName: "circle")),
    ]
}

struct HabitConfigurationIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource = "Habits"

    @Parameter(title: "Show", default: .all)
    var filter: HabitFilter
}

struct HabitProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> HabitEntry {
        HabitEntry(date: Date(), habits: [], remindersOn: false)
    }

    func snapshot(for configuration: HabitConfigurationIntent, in context: Context) async -> HabitEntry {
        placeholder(in: context)
    }

    func timeline(for configuration: HabitConfigurationIntent, in context: Context) async -> Timeline<HabitEntry> {
        Timeline(entries: [placeholder(in: context)], policy: .atEnd)
    }
}

struct HabitWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "Habits", intent: HabitConfigurationIntent.self, provider: HabitProvider()) { entry in
            HabitWidgetView(entry: entry)
        }
        .configurationDisplayName("Habits")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

#Preview(as: .systemMedium) {
    HabitWidget()
} timeline: {
    HabitEntry(date: .now, habits: [Habit(id: "read", name: "Read", isDone: false)], remindersOn: true)
    HabitEntry(date: .now, habits: [Habit(id: "read", name: "Read", isDone: true)], remindersOn: false)
}
