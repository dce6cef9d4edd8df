import SwiftUI

/// A Mac menu bar utility: no window, only an extra in the menu bar whose window-style panel shows
/// the sync status, and a settings scene.
struct SyncMonitorApp: App {
    @State private var isSyncing = false

    var body: some Scene {
        MenuBarExtra {
            SyncStatusPanel(usedBytes: 46_000_000_000, quotaBytes: 200_000_000_000)
        } label: {
            Label("Sync Monitor", systemImage: isSyncing ? "arrow.triangle.2.circlepath" : "checkmark.icloud")
        }
        .menuBarExtraStyle(.window)

        Settings {
            Text("Sync Monitor Settings")
                .padding()
        }
    }
}

/// The extra's panel: a header, the storage used as a capacity gauge, controls and a quit row.
struct SyncStatusPanel: View {
    let usedBytes: Int64
    let quotaBytes: Int64
    @State private var opensAtLogin = true

    private var fractionText: String {
        (Double(usedBytes) / Double(quotaBytes)).formatted(.percent.precision(.fractionLength(0)))
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack {
                Label("Sync Monitor", systemImage: "icloud")
                    .font(.headline)
                Spacer()
                Text("Up to date")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            Gauge(value: Double(usedBytes), in: 0...Double(quotaBytes)) {
                Text("Storage")
            } currentValueLabel: {
                Text("\(fractionText) used")
                    .monospacedDigit()
            }
            .gaugeStyle(.accessoryLinearCapacity)
            .tint(.orange)
            Divider()
            ControlGroup {
                Button("Pause", systemImage: "pause.fill") {}
                Button("Sync Now", systemImage: "arrow.clockwise") {}
            }
            Toggle("Open at Login", isOn: $opensAtLogin)
                .toggleStyle(.switch)
            Divider()
            HStack {
                Button("Quit Sync Monitor") {
                    NSApplication.shared.terminate(nil)
                }
                .keyboardShortcut("q")
                .buttonStyle(.borderless)
                Spacer()
                Button("Settings…", systemImage: "gearshape") {}
                    .labelStyle(.iconOnly)
                    .buttonStyle(.borderless)
                    .help("Open the settings window")
            }
        }
        .padding(14)
        .frame(width: 290)
    }
}
