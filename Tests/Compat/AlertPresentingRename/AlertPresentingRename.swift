import SwiftUI

/// A tag list whose rename and delete prompts are alerts built from the tag they present: actions made by an
/// initializer reference, a text field in the alert, and titles given as a string and as a `Text`.
struct TagListScreen: View {
    @State private var renaming: String?
    @State private var isRenaming = false
    @State private var deleting: Set<String>?
    @State private var isDeleting = false
    @State private var draft = ""

    var body: some View {
        NavigationStack {
            List(["Travel", "Work", "Family"], id: \.self) { tag in
                Label(tag, systemImage: "tag")
                    .swipeActions {
                        Button("Delete", role: .destructive) {
                            deleting = [tag]
                            isDeleting = true
                        }
                    }
            }
            .navigationTitle("Tags")
            .alert(String("Rename Tag"), isPresented: $isRenaming, presenting: renaming) { tag in
                TextField(tag, text: $draft)
                Button("Rename") {}
                Button("Cancel", role: .cancel) {}
            }
            .alert(Text("Delete Tags?"), isPresented: $isDeleting, presenting: deleting, actions: DeleteTagsActions.init)
            .alert(Text("Delete Tags?"), isPresented: $isDeleting, presenting: deleting) { tags in
                DeleteTagsActions(tags)
            } message: { tags in
                Text("\(tags.count) tags will be removed from every note.")
            }
        }
    }
}

/// The actions of the delete prompt, made from the tags it presents.
struct DeleteTagsActions: View {
    let tags: Set<String>
    init(_ tags: Set<String>) { self.tags = tags }

    var body: some View {
        Button("Delete \(tags.count)", role: .destructive) {}
        Button("Cancel", role: .cancel) {}
    }
}
