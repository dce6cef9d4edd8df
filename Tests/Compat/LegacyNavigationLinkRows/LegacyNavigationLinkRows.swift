import SwiftUI

// An iOS 13-era settings list: links that take their destination as a view value, a titled link,
// a programmatic link bound to `isActive`, and `isDetailLink(false)` for iPad.
struct AccountDetail: View {
    let name: String
    var body: some View { Text("Signed in as \(name)") }
}

struct LegacySettingsLinks: View {
    @State private var showsAbout = true

    var body: some View {
        NavigationView {
            List {
                NavigationLink(destination: AccountDetail(name: "Ada")) {
                    HStack {
                        Color.orange.frame(width: 20, height: 20)
                        Text("Account")
                    }
                }
                .isDetailLink(false)
                NavigationLink("Privacy", destination: Text("Privacy settings"))
                NavigationLink(destination: Text("About this app"), isActive: $showsAbout) {
                    Text("About")
                }
            }
            .listStyle(GroupedListStyle())
            .navigationBarTitle("Settings", displayMode: .inline)
        }
        .navigationViewStyle(StackNavigationViewStyle())
    }
}
