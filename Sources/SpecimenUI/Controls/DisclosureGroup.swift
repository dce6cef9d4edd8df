import Foundation

/// A view that shows or hides another content view, based on the state of a disclosure control.
///
/// Nothing is tapped in a static render: the group is collapsed unless created with an
/// `isExpanded` binding whose value is true.
nonisolated public struct DisclosureGroup<Label: View, Content: View>: View {
  let label: Label
  let content: () -> Content
  let isExpanded: Binding<Bool>

  /// Creates a disclosure group with the given label and content views (collapsed).
  public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
    self.init(isExpanded: .constant(false), content: content, label: label)
  }

  /// Creates a disclosure group with the given label and content views, and a binding to the expansion state.
  public init(isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content
    self.isExpanded = isExpanded
  }

  public var body: some View {
    let configuration = DisclosureGroupStyleConfiguration(
      label: .init(label), content: .init(content()), isExpanded: isExpanded)
    return EnvironmentValues.current.styledBody(\.disclosureGroupStyle) { $0._anyBody(configuration: configuration) }
  }
}

extension DisclosureGroup where Label == Text {
  /// Creates a disclosure group, using a provided localized string key to create a text view for the label.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }
  /// Creates a disclosure group, using a provided string to create a text view for the label.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ label: S, @ViewBuilder content: @escaping () -> Content) {
    self.init(content: content) { Text(label) }
  }
  /// Creates a disclosure group with a localized title and a binding to the expansion state.
  public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
    self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
  }
  /// Creates a disclosure group with a title string and a binding to the expansion state.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ label: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
    self.init(isExpanded: isExpanded, content: content) { Text(label) }
  }
}

extension DisclosureGroup where Label == DisclosureGroupStyleConfiguration.Label, Content == DisclosureGroupStyleConfiguration.Content {
  /// Creates a disclosure group based on a style configuration.
  public init(_ configuration: DisclosureGroupStyleConfiguration) {
    let body = configuration.content
    self.init(isExpanded: configuration.$isExpanded, content: { body }, label: { configuration.label })
  }
}
