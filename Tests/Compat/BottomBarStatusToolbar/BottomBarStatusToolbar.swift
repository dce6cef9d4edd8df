import SwiftUI

/// A mail-style folder screen: a filter button, a status line and a compose button in the bottom toolbar,
/// as separate items, and a keyboard accessory item that only shows while typing.
struct FolderStatusScreen: View {
    @State private var unreadOnly = false
    @FocusState private var searchFocused: Bool

    var body: some View {
        NavigationStack {
            VStack(spacing: 12) {
                Image(systemName: "tray")
                    .font(.system(size: 40))
                    .foregroundStyle(.secondary)
                Text("No Mail")
                    .font(.headline)
            }
            .navigationTitle("Archive")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .bottomBar) {
                    Button {
                        unreadOnly.toggle()
                    } label: {
                        Label("Filter", systemImage: "line.3.horizontal.decrease.circle")
                    }
                }
                ToolbarItem(placement: .status) {
                    VStack(spacing: 1) {
                        Text("Updated Just Now")
                            .font(.caption)
                        Text("2 Unread")
                            .font(.caption2)
                            .foregroundStyle(.secondary)
                    }
                }
                ToolbarItem(placement: .bottomBar) {
                    Button {
                    } label: {
                        Label("Compose", systemImage: "square.and.pencil")
                    }
                }
                ToolbarItem(placement: .keyboard) {
                    Button("Done") { searchFocused = false }
                        .frame(maxWidth: .infinity, alignment: .trailing)
                }
            }
        }
        .tint(.indigo)
    }
}
