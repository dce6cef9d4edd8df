import SwiftUI

/// What the composer edits before the reminder is saved.
final class ReminderDraft: ObservableObject {
    @Published var title: String
    @Published var remindEnabled: Bool
    @Published var remindAt: Date
    @Published var due: Date
    @Published var note: String?

    init(title: String, remindEnabled: Bool, remindAt: Date, due: Date) {
        self.title = title
        self.remindEnabled = remindEnabled
        self.remindAt = remindAt
        self.due = due
    }

    var canSave: Bool { !title.trimmingCharacters(in: .whitespaces).isEmpty }
}

/// A Mac reminder composer: the alert time in AppKit's text-field date picker, the due day with its stepper.
struct ReminderComposer: View {
    @ObservedObject var draft: ReminderDraft
    var onCancel: () -> Void = {}
    var onSave: () -> Void = {}

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            TextField("Reminder", text: $draft.title)
                .textFieldStyle(.roundedBorder)
            Toggle("Alert", isOn: $draft.remindEnabled)
                .toggleStyle(.switch)
                .controlSize(.small)
                .onChange(of: draft.remindEnabled) { _, _ in draft.note = nil }
            if draft.remindEnabled {
                DatePicker("Alert at", selection: $draft.remindAt, displayedComponents: [.date, .hourAndMinute])
                    .labelsHidden()
                    .datePickerStyle(.field)
            }
            DatePicker("Due", selection: $draft.due, displayedComponents: .date)
                .datePickerStyle(.stepperField)
            if let note = draft.note {
                Text(note).font(.caption).foregroundStyle(.red)
            }
            Spacer(minLength: 0)
            HStack {
                Spacer()
                Button("Cancel", action: onCancel).buttonStyle(.bordered)
                Button("Add", action: onSave).buttonStyle(.borderedProminent)
                    .disabled(!draft.canSave)
            }
        }
        .padding(16)
    }
}
