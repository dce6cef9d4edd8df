import Foundation

/// A control for selecting from a set of mutually exclusive values.
///
/// Its options are the views of its content; the option whose tag (`.tag(_:)`, or the id
/// a `ForEach` gives each view) equals the selection is the selected one — see
/// `contentSubviews(of:)`. Its look comes from the picker style in the environment.
nonisolated public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
  let selection: Binding<SelectionValue>
  let label: Label
  let content: Content

  /// Creates a picker that displays a custom label.
  public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.selection = selection
    self.content = content()
    self.label = label()
  }

  public var body: some View {
    let options = contentSubviews(of: content)
    let selected = AnyHashable(selection.wrappedValue)
    let configuration = _PickerStyleConfiguration(
      label: AnyView(label), options: options,
      selectedIndex: options.firstIndex { tagMatches($0.tag, selected) })
    if configuration.selectedIndex == nil, !options.isEmpty {
      reportUnmatchedSelection(selection.wrappedValue, of: "Picker", among: options, kind: "option", drawn: "no option is drawn selected")
    }
    let label = self.label
    let chosen = configuration.selectedIndex.map { options[$0] }
    let style = EnvironmentValues.current.pickerStyle
    let exposes = style is SegmentedPickerStyle || style is InlinePickerStyle
    return EnvironmentValues.current.styledBody(\.pickerStyle) { $0._makeBody(configuration: configuration) }
      // The value is the selected option's text, as a menu picker reads it.
      .accessibilityRole { context in
        var role = AccessibilityRole(kind: .picker, label: context.resolve(label), value: chosen.flatMap { context.resolve($0).spokenText }, isEnabled: context.environment.isEnabled)
        role.exposesChildren = exposes
        return role
      }
  }
}

extension Picker where Label == Text {
  /// Creates a picker that generates its label from a localized string key.
  public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
    self.init(selection: selection, content: content) { Text(titleKey) }
  }
  /// Creates a picker that generates its label from a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
    self.init(selection: selection, content: content) { Text(title) }
  }
}
