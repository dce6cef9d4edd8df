import SwiftUI

/// A folder list shared with the Mac app: a dot per folder shows whether the app is active (AppKit's
/// application notifications), a context menu acts on the selected rows, and the dot's VoiceOver label is
/// built from a view.
struct SyncStatusList: View {
    @State private var isActive = NSApp.isActive
    @State private var selection: Set<String> = []
    let folders = ["Inbox", "Archive"]

    var body: some View {
        List(folders, id: \.self, selection: $selection) { name in
            HStack {
                Circle()
                    .fill(isActive ? Color.green : Color.gray)
                    .frame(width: 12, height: 12)
                    .accessibilityLabel { _ in
                        Text(isActive ? "Syncing" : "Paused")
                    }
                Text(name)
            }
        }
        .listStyle(.plain)
        .contextMenu(forSelectionType: String.self) { items in
            Button("Reveal \(items.count) in Finder") {
                NSWorkspace.shared.activateFileViewerSelecting([])
            }
        } primaryAction: { items in
            selection = items
        }
        .onReceive(NotificationCenter.default.publisher(for: NSApplication.didBecomeActiveNotification)) { _ in
            isActive = true
        }
        .onReceive(NotificationCenter.default.publisher(for: NSApplication.willResignActiveNotification)) { _ in
            isActive = false
        }
    }
}
