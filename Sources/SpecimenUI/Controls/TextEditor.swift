import Foundation

/// A view that can display and edit long-form text.
///
/// Drawn at rest as iOS lays out its `UITextView`: the bound text in the environment's font
/// (body by default), wrapped, starting 5 pt in from the leading edge (the text container's
/// line fragment padding) and 8 pt down (its top inset), in a view that takes all the space
/// offered, on the system background unless `.scrollContentBackground(.hidden)` is set (UIKit:
/// `NSTextContainer.lineFragmentPadding` 5, `UITextView.textContainerInset` 8, 0, 8, 0).
/// No caret, selection or keyboard is drawn; long text is clipped at the bottom, as the
/// unscrolled view shows it. The text editor style (`.textEditorStyle(_:)`, iOS 17) makes the body
/// from that drawing; `.automatic` and `.plain` show it as it is.
nonisolated public struct TextEditor: View {
  let text: Binding<String>

  /// Creates a plain text editor.
  public init(text: Binding<String>) { self.text = text }

  public var body: some View {
    let configuration = TextEditorStyleConfiguration(editor: AnyView(TextEditorSurface(text: text)))
    return EnvironmentValues.current.styledBody(\.textEditorStyle) { $0._anyBody(configuration: configuration) }
  }
}

/// The editor as drawn with no decoration; it reads its environment where the style places it, so a
/// style's `.scrollContentBackground(.hidden)` around it hides its background.
nonisolated struct TextEditorSurface: View {
  let text: Binding<String>

  var body: some View {
    let background = EnvironmentValues.current.scrollContentBackground == .hidden
      ? Color.clear : Color(uiColor: .systemBackground)
    return Text(verbatim: text.wrappedValue)
      .multilineTextAlignment(.leading)
      .padding(.horizontal, 5)
      .padding(.vertical, 8)
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
      .background(background)
      .clipped()
  }
}
