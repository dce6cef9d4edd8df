import Foundation

/// A specification for the appearance and interaction of a text field.
///
/// As in SwiftUI its one requirement is underscored: a style receives the bare field
/// (placeholder or text, no border) as a `TextField<_Label>` and decorates it.
public protocol TextFieldStyle {
  /// The view a style makes from a text field.
  associatedtype _Body: View
  /// Creates the view that represents the text field `configuration`.
  @ViewBuilder func _body(configuration: TextField<Self._Label>) -> Self._Body
  /// The label type of the text field a style receives.
  typealias _Label = _TextFieldStyleLabel
}

/// The type-erased label of the text field a text field style receives.
nonisolated public struct _TextFieldStyleLabel: View, ErasedContentView {
  package let content: AnyView
  init(_ content: some View) { self.content = AnyView(content) }
  public var body: Never { primitiveBody(Self.self) }
}

nonisolated extension TextFieldStyle {
  /// The style's body for `configuration`, type-erased.
  func _anyBody(configuration: TextField<_TextFieldStyleLabel>) -> AnyView {
    AnyView(_body(configuration: configuration) as _Body)
  }
}

struct TextFieldStyleKey: EnvironmentKey {
  static var defaultValue: any TextFieldStyle { DefaultTextFieldStyle() }
}

extension EnvironmentValues {
  /// The style of the text fields and secure fields in this environment.
  var textFieldStyle: any TextFieldStyle {
    get { self[StyleStack<any TextFieldStyle>.self].last ?? TextFieldStyleKey.defaultValue }
    set { self[StyleStack<any TextFieldStyle>.self].append(newValue) }
  }
}

nonisolated extension View {
  /// Sets the style for text fields within this view.
  public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
    environmentChange { $0.textFieldStyle = style }
  }
}
