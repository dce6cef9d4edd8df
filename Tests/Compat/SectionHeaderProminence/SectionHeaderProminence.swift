import SwiftUI

// A settings form written the iOS 15 way: a section header with increased prominence, a footer,
// one row with its own background and no separator.
struct NotificationSettingsForm: View {
    @State private var allowsBadges = true

    var body: some View {
        List {
            Section {
                Toggle("Badges", isOn: $allowsBadges)
                Text("Sounds")
                    .listRowBackground(Color.purple)
                    .listRowSeparator(.hidden)
            } header: {
                Text("Alerts")
            } footer: {
                Text("Shown on the lock screen.")
            }
            .headerProminence(.increased)
        }
        .listStyle(.insetGrouped)
    }
}
