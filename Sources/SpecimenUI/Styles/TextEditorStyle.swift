import Foundation

/// A specification for the appearance and interaction of a text editor (iOS 17).
@MainActor @preconcurrency
public protocol TextEditorStyle {
  /// A view that represents the body of a text editor.
  associatedtype Body: View
  /// Creates a view that represents the body of a text editor.
  @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
  /// The properties of a text editor.
  typealias Configuration = TextEditorStyleConfiguration
}

/// The properties of a text editor: opaque, as in SwiftUI; a style shows the editor itself only
/// through a built-in style's `makeBody(configuration:)`.
public struct TextEditorStyleConfiguration {
  /// The editor as iOS draws it with no decoration.
  let editor: AnyView
}

/// The default text editor style: on iOS the editor with no decoration (`TextEditor` describes the drawing).
nonisolated public struct AutomaticTextEditorStyle: TextEditorStyle {
  /// Creates an instance of the default text editor style.
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { configuration.editor }
}

/// A text editor style with no decoration; on iOS the same drawing as the automatic style.
nonisolated public struct PlainTextEditorStyle: TextEditorStyle {
  /// Creates a plain text editor style.
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { configuration.editor }
}

nonisolated extension TextEditorStyle where Self == AutomaticTextEditorStyle {
  /// The default text editor style, based on the text editor's context.
  public static var automatic: AutomaticTextEditorStyle { AutomaticTextEditorStyle() }
}

nonisolated extension TextEditorStyle where Self == PlainTextEditorStyle {
  /// A text editor style with no decoration.
  public static var plain: PlainTextEditorStyle { PlainTextEditorStyle() }
}

nonisolated extension TextEditorStyle {
  func _anyBody(configuration: Configuration) -> AnyView {
    nonisolated(unsafe) let (style, configuration) = (self, configuration)
    return MainActorBridge.call { AnyView(style.makeBody(configuration: configuration) as Body) }
  }
}

extension EnvironmentValues {
  /// The style of text editors in this environment.
  var textEditorStyle: any TextEditorStyle {
    get { self[StyleStack<any TextEditorStyle>.self].last ?? AutomaticTextEditorStyle() }
    set { self[StyleStack<any TextEditorStyle>.self].append(newValue) }
  }
}

nonisolated extension View {
  /// Sets the style for text editors within this view (iOS 17).
  public func textEditorStyle(_ style: some TextEditorStyle) -> some View {
    environmentChange { $0.textEditorStyle = style }
  }
}
