import Foundation
import SwiftUI

// A detail screen's action row as apps write it: share links in their default and custom-label
// forms, and an EditButton that reads the edit mode its container sets.
struct ArticleActions: View {
    let url = URL(string: "https://example.com/article")!

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            ShareLink(item: url)
            ShareLink(item: url, subject: Text("Read this"), message: Text("Worth a look"),
                      preview: SharePreview("Article", image: Image(systemName: "doc"))) {
                Color.green.frame(width: 40, height: 20)
            }
            ShareLink("Send", item: "plain text")
            EditButton()
            EditButton()
                .environment(\.editMode, .constant(.active))
            EditModeSwatch()
                .environment(\.editMode, .constant(.transient))
        }
    }
}

// Green when the environment's edit mode reads back as editing.
struct EditModeSwatch: View {
    @Environment(\.editMode) private var editMode
    var body: some View {
        (editMode?.wrappedValue.isEditing == true ? Color.green : Color.red)
            .frame(width: 30, height: 10)
    }
}
