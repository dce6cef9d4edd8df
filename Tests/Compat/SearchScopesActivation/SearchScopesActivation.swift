import SwiftUI

// A library search screen as iOS 16.4 code writes it: `searchScopes(_:activation:_:)` with
// `.onSearchPresentation` (and `.onTextEntry` on a second list), `ContentUnavailableView.search(text:)`
// as the empty overlay, suggestions. At rest the field sits under the large title and no scope bar
// shows: scopes appear only while searching.
enum ShelfScope: String, CaseIterable, Identifiable {
    case books = "Books", authors = "Authors"
    var id: Self { self }
}

struct ShelfSearchScreen: View {
    @State private var query = ""
    @State private var scope: ShelfScope = .books

    var body: some View {
        NavigationStack {
            List {
                Text("Dune").listRowBackground(Color.teal)
                Text("Emma")
            }
            .overlay {
                if query == "zzz" {
                    ContentUnavailableView.search(text: query)
                }
            }
            .navigationTitle("Shelf")
            .searchable(text: $query, prompt: "Title or author")
            .searchScopes($scope, activation: .onSearchPresentation) {
                ForEach(ShelfScope.allCases) { Text($0.rawValue).tag($0) }
            }
            .searchSuggestions {
                Text("Dune").searchCompletion("Dune")
            }
        }
    }
}

struct AuthorSearchList: View {
    @State private var query = ""
    @State private var scope: ShelfScope = .authors

    var body: some View {
        List(["Austen"], id: \.self) { Text($0) }
            .searchable(text: $query)
            .searchScopes($scope, activation: .onTextEntry) {
                Text("Books").tag(ShelfScope.books)
                Text("Authors").tag(ShelfScope.authors)
            }
    }
}
