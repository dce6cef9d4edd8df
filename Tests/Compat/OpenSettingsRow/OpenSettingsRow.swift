import SwiftUI

// A settings screen's permission section: when notifications are off it offers a row that opens
// the app's page in the Settings app through `UIApplication.openSettingsURLString`; the row only
// shows when that string makes a URL.

struct NotificationSettingsSection: View {
    @State private var remindersOn = true
    let notificationsAllowed: Bool

    private var settingsURL: URL? { URL(string: UIApplication.openSettingsURLString) }

    var body: some View {
        Form {
            Section("Notifications") {
                Toggle("Daily reminder", isOn: $remindersOn)
                if !notificationsAllowed, let settingsURL {
                    Button {
                        UIApplication.shared.open(settingsURL)
                    } label: {
                        Label("Open Settings", systemImage: "gear")
                    }
                    .tint(.red)
                }
            }
        }
    }
}
