import SwiftUI

// An iOS 26 tab app: a search tab whose label comes from its role, a tab bar that minimizes on
// scroll, soft scroll edges under the bars, and previews with several traits and
// @Previewable state.

enum LibraryTab: Hashable {
    case books, stats, search
}

struct LibraryTabs: View {
    @State private var selection: LibraryTab = .books
    @State private var query = ""

    var body: some View {
        TabView(selection: $selection) {
            Tab("Books", systemImage: "book", value: LibraryTab.books) {
                ScrollView {
                    VStack(spacing: 0) {
                        Color.mint.frame(height: 60)
                        Color.indigo.frame(height: 60)
                    }
                }
                .scrollEdgeEffectStyle(.soft, for: .top)
                .scrollEdgeEffectHidden(true, for: .bottom)
            }
            Tab(value: LibraryTab.stats) {
                Color.orange
            }
            .customizationID("library.stats")
            Tab(value: LibraryTab.search, role: .search) {
                Text("Search").searchable(text: $query)
            }
        }
        .tabBarMinimizeBehavior(.onScrollDown)
        .scrollEdgeEffectStyle(.hard, for: .all)
    }
}

#Preview("Library", traits: .sizeThatFitsLayout, .portrait) {
    @Previewable @State var selection: LibraryTab = .search
    LibraryTabs()
        .onAppear { selection = .books }
}

#Preview(traits: .landscapeLeft) {
    @Previewable @State var query = "Dune"
    Text(query)
}
