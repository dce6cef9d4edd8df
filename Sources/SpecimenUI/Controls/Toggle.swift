import Foundation

/// A control that toggles between on and off states.
///
/// Its look comes from the toggle style in the environment (a switch by default, as on iOS);
/// the state is the binding's current value, forced by the caller, never by a tap.
nonisolated public struct Toggle<Label: View>: View {
  let isOn: Binding<Bool>
  let isMixed: Bool
  let label: Label

  /// Creates a toggle that displays a custom label.
  public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.isOn = isOn
    self.isMixed = false
    self.label = label()
  }

  public var body: some View {
    let configuration = ToggleStyleConfiguration(
      label: ToggleStyleConfiguration.Label(label), isOn: isOn, isMixed: isMixed)
    let label = self.label, value = isMixed ? "mixed" : (isOn.wrappedValue ? "on" : "off")
    return EnvironmentValues.current.styledBody(\.toggleStyle) { $0.makeErasedBody(configuration: configuration) }
      // VoiceOver reads a switch's value as on/off (UISwitch's accessibilityValue "1"/"0").
      .accessibilityRole { context in AccessibilityRole(kind: .toggle, label: context.resolve(label), value: value, isEnabled: context.environment.isEnabled) }
  }
}

extension Toggle where Label == Text {
  /// Creates a toggle that generates its label from a localized string key.
  public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(titleKey) }
  }
  /// Creates a toggle that generates its label from a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(title) }
  }
}

extension Toggle where Label == SpecimenUI.Label<Text, Image> {
  /// Creates a toggle with a system image and a title from a localized string key.
  public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { SpecimenUI.Label(titleKey, systemImage: systemImage) }
  }
  /// Creates a toggle with a system image and a title from a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { SpecimenUI.Label(title, systemImage: systemImage) }
  }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
  /// Creates a toggle based on a toggle style configuration.
  public init(_ configuration: ToggleStyleConfiguration) {
    self.isOn = configuration.$isOn
    self.isMixed = configuration.isMixed
    self.label = configuration.label
  }
}
