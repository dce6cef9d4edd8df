import SwiftUI

// Two empty states as an inbox screen and a search screen write them (iOS 17): a custom one
// with a description and a retry action, and the system's search one naming the query.
struct InboxEmptyState: View {
    var body: some View {
        ContentUnavailableView {
            Label("No Mail", systemImage: "tray.fill")
        } description: {
            Text("New mail you receive appears here.")
        } actions: {
            Button("Refresh") {}
                .buttonStyle(.borderedProminent)
        }
    }
}

struct SearchEmptyState: View {
    let query: String
    var body: some View {
        if query.isEmpty {
            ContentUnavailableView("Start Searching", systemImage: "magnifyingglass",
                                   description: Text("Type a name above."))
        } else {
            ContentUnavailableView.search(text: query)
        }
    }
}
