import Foundation

/// The appearance and behavior of a form.
///
/// A form on an iPhone is drawn grouped whichever built-in style is set (`.automatic` is
/// `.grouped` on iOS; `.columns` is a macOS layout). A custom style's `makeBody` is not called:
/// forms draw their standard grouped look (docs/unsupported.md).
public protocol FormStyle {
  /// A view that represents the appearance and interaction of a form.
  associatedtype Body: View
  /// Creates a view that represents the body of a form.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  /// The properties of a form instance.
  typealias Configuration = FormStyleConfiguration
}

/// The properties of a form instance.
public struct FormStyleConfiguration {
  /// A type-erased content of a form.
  nonisolated public struct Content: View {
    public var body: some View { EmptyView() }
  }
  /// A view that is the content of the form.
  public let content = Content()
}

/// The default form style.
public struct AutomaticFormStyle: FormStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { configuration.content }
}
/// A form style with grouped rows.
public struct GroupedFormStyle: FormStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { configuration.content }
}
/// A non-scrolling form style with a trailing aligned column of labels next to a leading aligned column of values.
public struct ColumnsFormStyle: FormStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { configuration.content }
}

extension FormStyle where Self == AutomaticFormStyle {
  /// The default form style.
  public static var automatic: AutomaticFormStyle { .init() }
}
extension FormStyle where Self == GroupedFormStyle {
  /// A form style with grouped rows.
  public static var grouped: GroupedFormStyle { .init() }
}
extension FormStyle where Self == ColumnsFormStyle {
  /// A non-scrolling form style with a trailing aligned column of labels next to a leading aligned column of values.
  public static var columns: ColumnsFormStyle { .init() }
}

nonisolated extension View {
  /// Sets the style for forms in a view hierarchy (forms are drawn grouped, as on an iPhone).
  public func formStyle<S: FormStyle>(_ style: S) -> some View { inert() }
}
