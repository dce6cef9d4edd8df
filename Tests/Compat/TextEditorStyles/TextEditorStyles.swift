import SwiftUI

/// A notes editor on a cream sheet: the system editor, its own background hidden, padded onto a
/// rounded card.
@available(iOS 17.0, *)
struct CreamPaperEditorStyle: TextEditorStyle {
    @Environment(\.colorScheme) private var scheme
    func makeBody(configuration: Configuration) -> some View {
        AutomaticTextEditorStyle()
            .makeBody(configuration: configuration)
            .scrollContentBackground(.hidden)
            .padding(12)
            .background(scheme == .dark ? Color(white: 0.15) : Color(red: 1, green: 0.98, blue: 0.9),
                        in: RoundedRectangle(cornerRadius: 12, style: .continuous))
    }
}

@available(iOS 17.0, *)
extension TextEditorStyle where Self == CreamPaperEditorStyle {
    static var creamPaper: CreamPaperEditorStyle { .init() }
}

struct ShoppingNotes: View {
    @State private var note = "Oat milk"
    @State private var draft = "Draft"
    var body: some View {
        VStack(spacing: 0) {
            if #available(iOS 17.0, *) {
                TextEditor(text: $note)
                    .textEditorStyle(.creamPaper)
                    .frame(height: 80)
                TextEditor(text: $draft)
                    .textEditorStyle(.plain)
                    .frame(height: 60)
            } else {
                TextEditor(text: $note)
            }
        }
        .padding(10)
        .background(Color.mint)
    }
}
