import SwiftUI

// An iOS 13-era settings sheet: navigationBarTitle, navigationBarItems and a stack style.
struct LegacySettingsSheet: View {
    @State private var region = 0
    @State private var showsOriginalTitle = true

    var body: some View {
        NavigationView {
            Form {
                Toggle(isOn: $showsOriginalTitle) { Text("Original titles") }
                Picker(selection: $region, label: Text("Region"), content: {
                    Text("United States").tag(0)
                    Text("France").tag(1)
                })
            }
            .navigationBarTitle(Text("Settings"), displayMode: .inline)
            .navigationBarItems(
                leading: Color.red.frame(width: 20, height: 20),
                trailing: Color.blue.frame(width: 20, height: 20))
        }
        .navigationViewStyle(StackNavigationViewStyle())
    }
}
