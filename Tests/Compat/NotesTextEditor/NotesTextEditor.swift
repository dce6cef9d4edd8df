import SwiftUI

// A notes screen: a plain editor, and a card-styled editor that hides its own background.

struct NotesEditor: View {
    @State private var draft = "Hello"
    @State private var summary = ""
    @FocusState private var focused: Bool

    var body: some View {
        VStack(spacing: 0) {
            TextEditor(text: $draft)
                .focused($focused)
                .frame(height: 60)
            TextEditor(text: $summary)
                .scrollContentBackground(.hidden)
                .frame(height: 40)
                .toolbar {
                    ToolbarItemGroup(placement: .keyboard) {
                        Spacer()
                        Button("Done") { focused = false }
                    }
                }
        }
        .background(Color.yellow)
    }
}
