import SwiftUI

/// An app file: the scenes an iOS app declares, around the screen it opens on. (In the app the type
/// is marked `@main`; a test target has its own entry point, so it is not here.)
struct JournalApp: App {
    @Environment(\.scenePhase) private var scenePhase
    @State private var store = EntryStore()
    private let showsSettings = false

    var body: some Scene {
        WindowGroup {
            EntryEditor()
                .environment(store)
        }
        .onChange(of: scenePhase) { _, phase in
            if phase == .background { store.save() }
        }

        if showsSettings {
            WindowGroup("Settings", id: "settings") {
                Text("Settings")
            }
        }
    }
}

@Observable final class EntryStore {
    var saved = 0
    func save() { saved += 1 }
}

/// The first screen: its title is bound to a string the user can rename from the bar (iOS 16).
struct EntryEditor: View {
    @State private var title = "Morning Pages"

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading, spacing: 12) {
                Text("Write three pages before breakfast.")
                    .foregroundStyle(.secondary)
                Spacer()
            }
            .padding()
            .frame(maxWidth: .infinity, alignment: .leading)
            .navigationTitle($title)
            .navigationBarTitleDisplayMode(.inline)
        }
    }
}
