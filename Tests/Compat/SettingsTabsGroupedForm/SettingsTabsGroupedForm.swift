import SwiftUI

/// The panes of a developer tool's settings.
enum SettingsPane: Hashable {
    case general, network, advanced
}

enum UpdateChannel: String, CaseIterable, Identifiable {
    case stable = "Stable"
    case beta = "Beta"
    case nightly = "Nightly"

    var id: String { rawValue }
}

/// A settings window's root: one tab per pane.
struct ToolSettingsView: View {
    @State private var pane: SettingsPane = .general

    var body: some View {
        TabView(selection: $pane) {
            GeneralPane()
                .tabItem { Label("General", systemImage: "gearshape") }
                .tag(SettingsPane.general)
            Text("Proxy and timeouts")
                .tabItem { Label("Network", systemImage: "network") }
                .tag(SettingsPane.network)
            Text("Experimental flags")
                .tabItem { Label("Advanced", systemImage: "wrench.and.screwdriver") }
                .tag(SettingsPane.advanced)
        }
    }
}

struct GeneralPane: View {
    @AppStorage("launchAtLogin") private var launchAtLogin = true
    @AppStorage("verboseLogging") private var verboseLogging = false
    @AppStorage("channel") private var channel: UpdateChannel = .beta
    @State private var sendsCrashReports = true

    var body: some View {
        Form {
            Section("Startup") {
                Toggle("Launch at login", isOn: $launchAtLogin)
                Toggle("Verbose logging", isOn: $verboseLogging)
            }
            Section {
                Picker("Update channel", selection: $channel) {
                    ForEach(UpdateChannel.allCases) { channel in
                        Text(channel.rawValue).tag(channel)
                    }
                }
                .pickerStyle(.menu)
                Toggle("Send crash reports", isOn: $sendsCrashReports)
                    .tint(.indigo)
            } header: {
                Text("Updates")
            } footer: {
                Text("Nightly builds are not signed.")
            }
            Section("About") {
                LabeledContent("Build") {
                    Text("4.2.0 (1187)")
                        .font(.system(.body, design: .monospaced))
                }
                LabeledContent("Device ID", value: "A1F3-09CE")
            }
        }
        .formStyle(.grouped)
    }
}
