import Foundation

/// A container for attaching a label to a value-bearing view.
nonisolated public struct LabeledContent<Label: View, Content: View>: View {
  let label: Label
  let content: Content
  /// Whether the content is a formatted value (`init(_:value:)`), which iOS shows in the secondary color.
  let isValue: Bool

  /// Creates a standard labeled element, with a view that conveys the value of the element and a label.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
    self.isValue = false
  }

  public var body: some View {
    let configuration = LabeledContentStyleConfiguration(
      label: .init(label), content: .init(content), isValue: isValue)
    return EnvironmentValues.current.styledBody(\.labeledContentStyle) { $0._anyBody(configuration: configuration) }
  }
}

extension LabeledContent where Label == Text {
  /// Creates a labeled view that generates its label from a localized string key.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }
  /// Creates a labeled view that generates its label from a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }
}

extension LabeledContent where Label == Text, Content == Text {
  /// Creates a labeled informational view: a title from a localized string key and a string value.
  public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
    self.label = Text(titleKey)
    self.content = Text(value)
    self.isValue = true
  }
  /// Creates a labeled informational view: a title and a value, both strings.
  @_disfavoredOverload
  public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
    self.label = Text(title)
    self.content = Text(value)
    self.isValue = true
  }
}

extension LabeledContent where Label == Text, Content == Text {
  /// Creates a labeled informational view from a formatted value (iOS 16), formatted as `Text(_:format:)`.
  public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
  where F.FormatInput: Equatable, F.FormatOutput == String {
    self.label = Text(titleKey)
    self.content = Text(value, format: format)
    self.isValue = true
  }
  /// Creates a labeled informational view from a title string and a formatted value (iOS 16).
  @_disfavoredOverload
  public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F)
  where F.FormatInput: Equatable, F.FormatOutput == String {
    self.label = Text(title)
    self.content = Text(value, format: format)
    self.isValue = true
  }
}

extension LabeledContent where Label == LabeledContentStyleConfiguration.Label, Content == LabeledContentStyleConfiguration.Content {
  /// Creates labeled content based on a labeled content style configuration.
  public init(_ configuration: LabeledContentStyleConfiguration) {
    self.label = configuration.label
    self.content = configuration.content
    self.isValue = configuration.isValue
  }
}
