import SwiftUI

// A note screen advertising Handoff as iOS 14+ code writes it: `userActivity(_:isActive:_:)`
// filling an `NSUserActivity`, the `element:` form, and `onContinueUserActivity` inside a
// `ViewModifier`; `onOpenURL` beside them.
enum NoteActivity {
    static let viewing = "com.example.notes.viewing"
}

struct ContinueNoteModifier: ViewModifier {
    let onContinue: (String) -> Void

    func body(content: Content) -> some View {
        content
            .onContinueUserActivity(NoteActivity.viewing) { activity in
                if let id = activity.userInfo?["id"] as? String {
                    onContinue(id)
                }
            }
    }
}

struct NoteCard: View {
    let title: String
    let id: String?
    @State private var visible = true

    var body: some View {
        Text(title)
            .font(.headline)
            .padding()
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(Color.yellow.opacity(0.35), in: RoundedRectangle(cornerRadius: 12))
            .userActivity(NoteActivity.viewing, isActive: visible) { activity in
                activity.title = title
                activity.isEligibleForHandoff = true
                activity.isEligibleForSearch = true
                activity.addUserInfoEntries(from: ["id": id ?? ""])
                activity.keywords = ["note", title]
            }
            .userActivity("com.example.notes.editing", element: id) { id, activity in
                activity.userInfo = ["id": id]
            }
            .modifier(ContinueNoteModifier { _ in })
            .onOpenURL { _ in }
    }
}
