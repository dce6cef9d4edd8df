import SwiftUI

struct NowPlayingAccessory: View {
    @Environment(\.tabViewBottomAccessoryPlacement) private var placement

    var body: some View {
        HStack(spacing: 12) {
            RoundedRectangle(cornerRadius: 6)
                .fill(.indigo)
                .frame(width: 32, height: 32)
            if placement == .expanded {
                Text("Midnight City")
                    .font(.subheadline.weight(.semibold))
                Spacer()
            }
            Image(systemName: "play.fill")
            Image(systemName: "forward.fill")
        }
    }
}

struct LibraryScreen: View {
    var body: some View {
        NavigationStack {
            List {
                Text("Playlists")
                Text("Artists")
                Text("Albums")
            }
            .navigationTitle("Library")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Sort", systemImage: "arrow.up.arrow.down") {}
                }
                ToolbarSpacer(.fixed, placement: .topBarTrailing)
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Add", systemImage: "plus") {}
                }
            }
        }
    }
}

struct PlayerTabs: View {
    @State private var selection = 0

    var body: some View {
        TabView(selection: $selection) {
            Tab("Library", systemImage: "house", value: 0) {
                LibraryScreen()
            }
            Tab("Search", systemImage: "magnifyingglass", value: 1) {
                Text("Search")
            }
        }
        .tabViewBottomAccessory {
            NowPlayingAccessory()
        }
    }
}
