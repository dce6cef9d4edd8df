import Foundation

/// A stylized view, with an optional label, that visually collects a logical grouping of content.
nonisolated public struct GroupBox<Label: View, Content: View>: View {
  let label: Label
  let content: Content

  /// Creates a group box with the provided label and view content.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
  }

  /// Creates a group box with the provided label and view content.
  @available(iOS, deprecated: 100000.0, renamed: "GroupBox(content:label:)")
  public init(label: Label, @ViewBuilder content: () -> Content) {
    self.label = label
    self.content = content()
  }

  public var body: some View {
    let configuration = GroupBoxStyleConfiguration(label: .init(label), content: .init(content))
    return EnvironmentValues.current.styledBody(\.groupBoxStyle) { $0._anyBody(configuration: configuration) }
  }
}

extension GroupBox where Label == EmptyView {
  /// Creates an unlabeled group box with the provided view content.
  public init(@ViewBuilder content: () -> Content) {
    self.init(content: content) { EmptyView() }
  }
}

extension GroupBox where Label == Text {
  /// Creates a group box with the provided view content and title.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }
  /// Creates a group box with the provided view content and title string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }
}

extension GroupBox where Label == GroupBoxStyleConfiguration.Label, Content == GroupBoxStyleConfiguration.Content {
  /// Creates a group box based on a style configuration.
  public init(_ configuration: GroupBoxStyleConfiguration) {
    self.label = configuration.label
    self.content = configuration.content
  }
}
