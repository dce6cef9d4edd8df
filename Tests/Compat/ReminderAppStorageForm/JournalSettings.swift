import SwiftUI

// Journal settings stored with @AppStorage: a Date made storable the way apps do it (a RawRepresentable
// extension of their own), a String-backed theme enum, and switches that a Group disables together.

extension Date: RawRepresentable {
    public var rawValue: String { String(timeIntervalSinceReferenceDate) }

    public init?(rawValue: String) {
        guard let interval = Double(rawValue) else { return nil }
        self = Date(timeIntervalSinceReferenceDate: interval)
    }
}

enum JournalTheme: String, CaseIterable, Identifiable {
    case system, light, dark
    var id: Self { self }

    var title: String {
        switch self {
        case .system: return "System"
        case .light: return "Light"
        case .dark: return "Dark"
        }
    }
}

enum JournalDefaults {
    static let reminderTime = Date(timeIntervalSinceReferenceDate: 20 * 3600)
}

struct JournalSettingsView: View {
    @AppStorage("journal.theme") private var theme: JournalTheme = .system
    @AppStorage("journal.remind") private var remindMe = true
    @AppStorage("journal.reminderTime") private var reminderTime: Date = JournalDefaults.reminderTime
    @AppStorage("journal.smartFeatures") private var smartFeatures = false
    @AppStorage("journal.transcribe") private var transcribe = true

    var body: some View {
        Form {
            Section(header: Text("Appearance")) {
                Picker("Theme", selection: $theme) {
                    ForEach(JournalTheme.allCases) { theme in
                        Text(theme.title).tag(theme)
                    }
                }
            }

            Section(header: Text("Reminders")) {
                Toggle("Remind me to write", isOn: $remindMe)
                DatePicker("Reminder time", selection: $reminderTime, displayedComponents: .hourAndMinute)
                    .disabled(!remindMe)
            }

            Section(header: Text("Smart features"), footer: Text("Everything runs on this device.")) {
                Toggle("Enable smart features", isOn: $smartFeatures)
                Group {
                    Toggle("Transcribe recordings", isOn: $transcribe)
                }
                .disabled(!smartFeatures)
            }
        }
    }
}
