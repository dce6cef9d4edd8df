import SwiftUI

// Privacy settings written with the iOS 13 section initializer: a header and a footer view per section,
// toggles that cannot change yet (disabled), a colour well, and a footer of two centred lines.
struct PrivacySettingsForm: View {
    @State private var analytics = true
    @State private var crashReports = false
    @State private var highlight = Color.orange

    var body: some View {
        Form {
            Section(header: Text("Sharing"), footer: Text("Reports never include your messages.")) {
                Toggle("Share analytics", isOn: $analytics)
                Toggle("Send crash reports", isOn: $crashReports)
                    .disabled(true)
            }

            Section(header: Text("Look"), footer: HStack {
                Spacer()
                VStack(spacing: 4) {
                    Text("Version 2.4.0")
                    Text("Build 7731")
                }
                Spacer()
            }) {
                ColorPicker("Highlight", selection: $highlight)
            }
        }
    }
}
