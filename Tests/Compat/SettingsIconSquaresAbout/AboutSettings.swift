import SwiftUI

// A settings screen in the Settings app's manner: rows with white symbols on coloured rounded squares, a count
// badge, Link and ShareLink rows, compact section spacing, and a version read from the bundle's Info.plist.

struct SettingsIcon: View {
    let systemName: String
    let color: Color

    var body: some View {
        Image(systemName: systemName)
            .font(.system(size: 15, weight: .semibold))
            .foregroundStyle(.white)
            .frame(width: 29, height: 29)
            .background(color, in: RoundedRectangle(cornerRadius: 7, style: .continuous))
    }
}

struct SettingsIconRow: View {
    let title: String
    let systemName: String
    let color: Color

    var body: some View {
        Label {
            Text(title)
        } icon: {
            SettingsIcon(systemName: systemName, color: color)
        }
    }
}

struct AboutSettingsView: View {
    private let appStoreURL = URL(string: "https://apps.apple.com/app/id000000000")!

    private var appVersion: String {
        Bundle.main.infoDictionary?["CFBundleShortVersionString"] as? String ?? "1.0"
    }

    private var buildNumber: String {
        Bundle.main.object(forInfoDictionaryKey: "CFBundleVersion") as? String ?? "1"
    }

    var body: some View {
        NavigationStack {
            List {
                Section {
                    NavigationLink {
                        Text("Notifications")
                    } label: {
                        SettingsIconRow(title: "Notifications", systemName: "bell.badge.fill", color: .red)
                    }
                    .badge(3)
                    NavigationLink {
                        Text("Appearance")
                    } label: {
                        SettingsIconRow(title: "Appearance", systemName: "paintbrush.fill", color: .indigo)
                    }
                }

                Section {
                    Link(destination: URL(string: "https://example.com/privacy")!) {
                        SettingsIconRow(title: "Privacy Policy", systemName: "hand.raised.fill", color: .blue)
                    }
                    ShareLink(item: appStoreURL) {
                        SettingsIconRow(title: "Share the App", systemName: "square.and.arrow.up", color: .green)
                    }
                } footer: {
                    Text("Version \(appVersion) (\(buildNumber))")
                }

                Section("About") {
                    LabeledContent("Version", value: appVersion)
                }
            }
            .listSectionSpacing(.compact)
            .navigationTitle("Settings")
        }
    }
}
