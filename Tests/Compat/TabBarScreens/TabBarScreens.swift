import SwiftUI

// A root tab view as apps write it: an enum selection, `.tabItem` with a Label and with an
// Image + Text pair, a badge on one tab; beside it an onboarding pager with iOS 18 `Tab`s.
enum RootTab: Hashable { case home, inbox, settings }

struct RootTabs: View {
    @State private var selection: RootTab = .inbox
    var body: some View {
        TabView(selection: $selection) {
            Color.green
                .tabItem { Label("Home", systemImage: "house") }
                .tag(RootTab.home)
            Color.orange
                .tabItem {
                    Image(systemName: "tray")
                    Text("Inbox")
                }
                .badge(3)
                .tag(RootTab.inbox)
            Color.purple
                .tabItem { Label("Settings", systemImage: "gear") }
                .tag(RootTab.settings)
        }
        .tint(.red)
    }
}

struct OnboardingPager: View {
    @State private var page = 1
    var body: some View {
        TabView(selection: $page) {
            Tab("One", systemImage: "1.circle", value: 0) { Color.blue }
            Tab("Two", systemImage: "2.circle", value: 1) { Color.indigo }
            Tab("Three", systemImage: "3.circle", value: 2) { Color.teal }
        }
        .tabViewStyle(.page(indexDisplayMode: .always))
        .indexViewStyle(.page(backgroundDisplayMode: .always))
    }
}
