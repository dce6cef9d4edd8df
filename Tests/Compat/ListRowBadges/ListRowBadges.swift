import SwiftUI

// A mailbox list with counts, as iOS 15+ code writes it: an Int badge, a zero badge (hidden),
// a string badge and a styled Text badge.
struct MailboxList: View {
    let unread: Int
    var body: some View {
        List {
            Text("Inbox").badge(unread)
            Text("Drafts").badge(0)
            Text("Server").badge("Default")
            Text("Flagged").badge(Text("9").foregroundColor(.red).bold())
        }
        .listStyle(.plain)
    }
}
