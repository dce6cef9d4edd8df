import Foundation

/// A control for presenting a menu of actions, drawn closed: its label, as its menu style draws it.
nonisolated public struct Menu<Label: View, Content: View>: View {
  let label: Label
  let content: Content
  let primaryAction: (() -> Void)?

  /// Creates a menu with a custom label.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
    primaryAction = nil
  }

  /// Creates a menu with a custom primary action and custom label.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void) {
    self.content = content()
    self.label = label()
    self.primaryAction = primaryAction
  }

  public var body: some View {
    let configuration = MenuStyleConfiguration(
      label: .init(label), content: .init(content), primaryAction: primaryAction)
    let label = self.label
    return EnvironmentValues.current.styledBody(\.menuStyle) { $0._anyBody(configuration: configuration) }
      .accessibilityRole { context in AccessibilityRole(kind: .menu, label: context.resolve(label), isEnabled: context.environment.isEnabled) }
  }
}

extension Menu where Label == Text {
  /// Creates a menu that generates its label from a localized string key.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }
  /// Creates a menu that generates its label from a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }
  /// Creates a menu with a custom primary action that generates its label from a localized string key.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
    self.init(content: content, label: { Text(titleKey) }, primaryAction: primaryAction)
  }
}

extension Menu where Label == SpecimenUI.Label<Text, Image> {
  /// Creates a menu that generates its label from a localized string key and system image.
  public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
    self.init(content: content) { SpecimenUI.Label(titleKey, systemImage: systemImage) }
  }
  /// Creates a menu that generates its label from a string and system image.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
    self.init(content: content) { SpecimenUI.Label(title, systemImage: systemImage) }
  }
}

extension Menu where Label == MenuStyleConfiguration.Label, Content == MenuStyleConfiguration.Content {
  /// Creates a menu based on a style configuration (inside a `MenuStyle`, drawn with the next style out).
  public init(_ configuration: MenuStyleConfiguration) {
    label = configuration.label
    content = configuration.content
    primaryAction = configuration.primaryAction
  }
}
