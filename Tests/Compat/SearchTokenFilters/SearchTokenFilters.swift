import SwiftUI

// A recipe list as iOS 16–17 code writes token search: `searchable(text:tokens:token:)` with a
// switch over the token, suggestions completing tokens with `searchCompletion(_:)`, and the iOS 17
// `editableTokens:` form with a binding per token.
enum DietToken: String, Hashable, Identifiable, CaseIterable {
    case vegetarian, glutenFree, quick
    var id: Self { self }
}

struct RecipeSearchScreen: View {
    @State private var query = ""
    @State private var tokens: [DietToken] = []

    var body: some View {
        NavigationStack {
            List(["Shakshuka", "Pad thai"], id: \.self) { Text($0) }
                .navigationTitle("Recipes")
                .searchable(text: $query, tokens: $tokens, prompt: "Dish or ingredient") { token in
                    switch token {
                    case .vegetarian: Label("Vegetarian", systemImage: "leaf")
                    case .glutenFree: Text("Gluten-free")
                    case .quick: Text("Under 30 min")
                    }
                }
                .searchSuggestions {
                    ForEach(DietToken.allCases) { token in
                        Text(token.rawValue).searchCompletion(token)
                    }
                }
        }
    }
}

struct PantrySearchScreen: View {
    @State private var query = ""
    @State private var tokens: [DietToken] = []
    @State private var presented = false

    var body: some View {
        NavigationStack {
            Text("Pantry")
                .searchable(text: $query, editableTokens: $tokens, isPresented: $presented) { $token in
                    Text(token.rawValue)
                }
        }
    }
}
