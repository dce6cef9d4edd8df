import SwiftUI

// An edit form bound straight to a managed object: `@ObservedObject var habit`, bindings through computed
// wrappers over optional attributes, an Int16 picker, a toggle animating a reminder row in, and saving the
// environment's context from a toolbar button and when the object changes.

/// Stands for the class Xcode generates from the model.
final class Habit: NSManagedObject {
    var title: String?
    var notes: String?
    var priority: Int16 = 1
    var reminderEnabled = false
    var reminderTime: Date?
    var streak: Int16 = 0
}

extension Habit {
    var habitTitle: String {
        get { title ?? "" }
        set { title = newValue }
    }

    var habitNotes: String {
        get { notes ?? "" }
        set { notes = newValue }
    }

    var habitReminderTime: Date {
        get { reminderTime ?? Date(timeIntervalSince1970: 8 * 3600) }
        set { reminderTime = newValue }
    }

    static func example(in context: NSManagedObjectContext) -> Habit {
        let habit = Habit(context: context)
        habit.title = "Morning run"
        habit.priority = 2
        habit.reminderEnabled = true
        habit.reminderTime = Date(timeIntervalSince1970: 7 * 3600)
        habit.streak = 12
        return habit
    }
}

struct HabitEditForm: View {
    @Environment(\.managedObjectContext) private var viewContext
    @Environment(\.dismiss) private var dismiss
    @ObservedObject var habit: Habit

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    TextField("Title", text: $habit.habitTitle, prompt: Text("Name your habit"))
                    Picker("Priority", selection: $habit.priority) {
                        Text("Low").tag(Int16(0))
                        Text("Medium").tag(Int16(1))
                        Text("High").tag(Int16(2))
                    }
                    LabeledContent("Streak", value: "\(habit.streak) days")
                }

                Section {
                    Toggle("Remind me", isOn: $habit.reminderEnabled.animation())
                    if habit.reminderEnabled {
                        DatePicker("Time", selection: $habit.habitReminderTime, displayedComponents: .hourAndMinute)
                    }
                } header: {
                    Text("Reminder")
                } footer: {
                    Text("Reminders repeat every day at this time.")
                }

                Section("Notes") {
                    TextField("Notes", text: $habit.habitNotes, axis: .vertical)
                        .lineLimit(3, reservesSpace: true)
                }
            }
            .formStyle(.grouped)
            .disabled(habit.isDeleted)
            .navigationTitle("Edit Habit")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") {
                        try? viewContext.save()
                        dismiss()
                    }
                }
            }
            .onReceive(habit.objectWillChange) { _ in
                if viewContext.hasChanges {
                    try? viewContext.save()
                }
            }
        }
    }
}
