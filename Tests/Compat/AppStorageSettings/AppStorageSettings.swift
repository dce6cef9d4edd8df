import SwiftUI

// A settings form backed by user defaults.

enum AppTheme: String, CaseIterable {
    case system, light, dark
    var swatch: Color {
        switch self {
        case .system: return .gray
        case .light: return .yellow
        case .dark: return .indigo
        }
    }
}

enum SettingsKeys {
    static let notifications = "settings.notifications"
    static let theme = "settings.theme"
}

struct SettingsForm: View {
    @AppStorage(SettingsKeys.notifications) private var notificationsOn = true
    @AppStorage(SettingsKeys.theme) private var theme: AppTheme = .dark
    @AppStorage("settings.volume") private var volume = 0.5
    @AppStorage("settings.nickname") private var nickname: String?
    @SceneStorage("settings.tab") private var selectedTab = 0
    @State private var confirmReset = false

    var body: some View {
        Form {
            Toggle("Notifications", isOn: $notificationsOn)
            HStack {
                Text("Theme")
                Spacer()
                RoundedRectangle(cornerRadius: 4)
                    .fill(theme.swatch)
                    .frame(width: 40, height: 20)
            }
            Slider(value: $volume, in: 0...1, onEditingChanged: { _ in },
                   minimumValueLabel: Text("0"), maximumValueLabel: Text("1")) {
                Text("Volume")
            }
            TextField("Nickname", text: Binding(get: { nickname ?? "" }, set: { nickname = $0 }))
                .autocapitalization(.none)
                .disableAutocorrection(true)
        }
        .formStyle(.grouped)
        .confirmationDialog("Reset settings?", isPresented: $confirmReset, titleVisibility: .visible) {
            Button("Reset", role: .destructive) { notificationsOn = true }
        } message: {
            Text("This can't be undone.")
        }
    }
}
