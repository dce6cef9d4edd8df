import SwiftUI

// An iPad-first root as iOS 18 apps write it: a sidebar-adaptable tab view whose customization is
// persisted in `@AppStorage`, tabs with customization identifiers, one tab only in the sidebar, one
// hidden from the tab bar by default, a sidebar-only playlist section with section actions, and a
// sidebar header. Tabs name their values with a leading dot (`value: .browse`), typed by the tab
// view's selection, inside the section too. On an iPhone the same code shows a tab bar of the remaining tabs.
enum LibraryTab: String, Hashable {
    case listenNow, browse, radio, downloads, search, roadTrip

    var customizationID: String { "com.example.tunes.\(rawValue)" }
}

struct TunesRootView: View {
    @AppStorage("tunes.sidebarCustomization") private var customization: TabViewCustomization
    @State private var selection: LibraryTab = .listenNow

    var body: some View {
        TabView(selection: $selection) {
            Tab("Listen Now", systemImage: "play.circle", value: .listenNow) {
                Color.pink
            }
            .customizationID(LibraryTab.listenNow.customizationID)

            Tab("Browse", systemImage: "square.grid.2x2", value: .browse) {
                Color.blue
            }
            .customizationID(LibraryTab.browse.customizationID)
            .badge(3)

            Tab("Radio", systemImage: "dot.radiowaves.left.and.right", value: .radio) {
                Color.orange
            }
            .customizationID(LibraryTab.radio.customizationID)
            .tabPlacement(.sidebarOnly)

            Tab("Downloads", systemImage: "arrow.down.circle", value: .downloads) {
                Color.green
            }
            .customizationID(LibraryTab.downloads.customizationID)
            .defaultVisibility(.hidden, for: .tabBar)

            Tab(value: .search, role: .search) {
                Color.gray
            }
            .customizationID(LibraryTab.search.customizationID)

            TabSection("Playlists") {
                Tab("Road Trip", systemImage: "music.note.list", value: .roadTrip) {
                    Color.purple
                }
                .customizationID(LibraryTab.roadTrip.customizationID)
                .tabPlacement(.sidebarOnly)
            }
            .customizationID("com.example.tunes.playlists")
            .sectionActions {
                Button("New Playlist", systemImage: "plus") {}
            }
        }
        .tabViewStyle(.sidebarAdaptable)
        .tabViewCustomization($customization)
        .tabViewSidebarHeader {
            Text("Tunes").font(.title2.bold())
        }
        .tabViewSidebarBottomBar {
            Button("Account", systemImage: "person.crop.circle") {}
        }
        .tint(.pink)
    }
}

/// Resets what a person hid or reordered, as a settings row would.
func resetSidebar(_ customization: inout TabViewCustomization) {
    customization.resetVisibility()
    customization.resetSectionOrder()
    customization[sidebarVisibility: LibraryTab.radio.customizationID] = .visible
}
