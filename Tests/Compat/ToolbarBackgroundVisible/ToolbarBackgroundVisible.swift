import SwiftUI

/// A branded navigation bar: the team colour behind a light title, asked for with the iOS 16 toolbar
/// modifiers on the stack's root.
struct BrandedOrdersScreen: View {
    var body: some View {
        NavigationStack {
            List {
                Text("Order #1042")
                Text("Order #1043")
            }
            .navigationTitle("Orders")
            .navigationBarTitleDisplayMode(.inline)
            .toolbarBackground(Color.teal, for: .navigationBar)
            .toolbarBackground(.visible, for: .navigationBar)
            .toolbarColorScheme(.dark, for: .navigationBar)
        }
    }
}

/// A style with no visibility asked for: at rest, scrolled to the top, iOS keeps the bar clear.
struct PlainTintedScreen: View {
    var body: some View {
        NavigationStack {
            Text("Nothing scrolled yet")
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
                .navigationTitle("Inbox")
                .navigationBarTitleDisplayMode(.inline)
                .toolbarBackground(.orange)
        }
    }
}
