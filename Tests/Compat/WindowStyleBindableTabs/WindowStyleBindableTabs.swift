import SwiftUI
import Observation

@Observable
final class ReaderPreferences {
    var showsOnboarding = false
    var largeText = true
}

@Observable
final class LibraryStore {
    var books = ["Dune", "Emma", "Ulysses"]
}

struct LibraryTab: View {
    @Environment(LibraryStore.self) private var store

    var body: some View {
        List(store.books, id: \.self) { book in
            Text(book)
        }
    }
}

struct ReaderSettingsTab: View {
    @Environment(ReaderPreferences.self) private var preferences

    var body: some View {
        @Bindable var preferences = preferences
        Form {
            Toggle("Large text", isOn: $preferences.largeText)
        }
    }
}

struct ReaderRootView: View {
    @Environment(ReaderPreferences.self) private var preferences
    @State private var selection = 1

    var body: some View {
        @Bindable var preferences = preferences

        TabView(selection: $selection) {
            LibraryTab()
                .tabItem { Label("Library", systemImage: "books.vertical") }
                .tag(0)
            ReaderSettingsTab()
                .tabItem { Label("Settings", systemImage: "gear") }
                .tag(1)
        }
        .sheet(isPresented: $preferences.showsOnboarding) {
            Text("Welcome")
        }
    }
}

struct ReaderApp: App {
    @State private var preferences = ReaderPreferences()
    @State private var store = LibraryStore()

    var body: some Scene {
        WindowGroup {
            ReaderRootView()
                .environment(preferences)
                .environment(store)
        }
        .windowStyle(.automatic)

        WindowGroup(id: "reader") {
            Text("Reader")
        }
        .windowStyle(.plain)
    }
}

#Preview(windowStyle: .automatic) {
    ReaderRootView()
        .environment(ReaderPreferences())
        .environment(LibraryStore())
}

#Preview("Volume", windowStyle: .volumetric, traits: .fixedLayout(width: 400, height: 400)) {
    ReaderRootView()
        .environment(ReaderPreferences())
        .environment(LibraryStore())
}
