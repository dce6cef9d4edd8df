import SwiftUI

// A contacts screen as iOS 17 code writes it: a searchable list inside a navigation stack with a
// prompt, suggestions and programmatic presentation, falling back to the search empty state.
struct ContactsScreen: View {
    @State private var query = ""
    @State private var searching = false
    @Environment(\.isSearching) private var isSearching
    let names: [String]

    var body: some View {
        NavigationStack {
            List(names, id: \.self) { name in
                Text(name)
            }
            .overlay {
                if names.isEmpty {
                    ContentUnavailableView.search
                }
            }
            .navigationTitle("Contacts")
            .searchable(text: $query, isPresented: $searching, placement: .navigationBarDrawer(displayMode: .always),
                        prompt: "Name or number")
            .searchSuggestions {
                Text("Anna").searchCompletion("Anna")
            }
            .onSubmit(of: .search) {}
        }
        .background(isSearching ? Color.red : Color.clear)
    }
}
