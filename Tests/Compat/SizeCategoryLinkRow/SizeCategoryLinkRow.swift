import SwiftUI

// A settings row as snapshot tests write it: a link in the tint colour, a text field with
// keyboard options, swipe actions and a context menu, rendered at an accessibility size set
// through the iOS 13 `sizeCategory` environment value.
struct SupportRow: View {
    @Environment(\.sizeCategory) private var sizeCategory
    @State private var email = ""

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Link(destination: URL(string: "https://example.com/help")!) {
                Color.accentColor.frame(width: 30, height: 20)
            }
            // Green when the environment reads back an accessibility category.
            (sizeCategory.isAccessibilityCategory ? Color.green : Color.red)
                .frame(width: 30, height: 20)
            TextField("Email", text: $email)
                .keyboardType(.emailAddress)
                .textInputAutocapitalization(.never)
                .autocorrectionDisabled()
                .submitLabel(.done)
                .onSubmit {}
                .frame(width: 0, height: 0)
                .hidden()
            Text("Help")
                .textSelection(.enabled)
                .swipeActions(edge: .trailing) { Button("Delete", role: .destructive) {} }
                .contextMenu { Button("Copy") {} }
                .background(Color.yellow)
        }
        .refreshable {}
        .scrollDismissesKeyboard(.interactively)
    }
}
