import SwiftUI

/// A document screen: a renamable title with a title menu, a search field that keeps the title in
/// place when it opens, and a status line a widget would dim while its intent runs.
struct RecipeDocumentScreen: View {
    @State private var title = "Sourdough"
    @State private var query = ""

    var body: some View {
        NavigationStack {
            List {
                Text("Levain 100 g")
                Text("Flour 500 g")
                Text("Updated just now")
                    .font(.footnote)
                    .foregroundStyle(.secondary)
                    .invalidatableContent()
            }
            .navigationTitle($title)
            .navigationBarTitleDisplayMode(.inline)
            .toolbarTitleMenu {
                RenameButton()
                Button("Duplicate", systemImage: "plus.square.on.square") {}
            }
            .toolbar {
                ToolbarTitleMenu()
            }
            .searchable(text: $query, prompt: "Ingredients")
            .searchPresentationToolbarBehavior(.avoidHidingContent)
            .modifier(MinimizedSearch())
        }
    }
}

/// The iOS 26 search toolbar behavior, behind an availability check as shipping code writes it.
private struct MinimizedSearch: ViewModifier {
    func body(content: Content) -> some View {
        if #available(iOS 26.0, *) {
            content.searchToolbarBehavior(.minimize)
        } else {
            content
        }
    }
}
