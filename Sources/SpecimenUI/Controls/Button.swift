import Foundation

/// A value that describes the purpose of a button.
public struct ButtonRole: Hashable, Sendable, CustomStringConvertible {
  let name: String
  /// A role that indicates a destructive action.
  public static let destructive = ButtonRole(name: "destructive")
  /// A role that indicates a button that cancels an operation.
  public static let cancel = ButtonRole(name: "cancel")
  /// A role that indicates a button that confirms an operation (iOS 26).
  public static let confirm = ButtonRole(name: "confirm")
  /// A role that indicates a button that closes the current operation without losing progress (iOS 26).
  public static let close = ButtonRole(name: "close")
  public var description: String { name }
}

/// A control that initiates an action.
///
/// Its look comes from the button style in the environment; its pressed state from the
/// environment's `isPressed` (forced by the renderer), never from a gesture.
nonisolated public struct Button<Label: View>: View {
  let role: ButtonRole?
  let action: () -> Void
  let label: Label

  /// Creates a button that displays a custom label.
  public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
    self.init(role: nil, action: action, label: label)
  }

  /// Creates a button with a specified role that displays a custom label.
  public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
    self.role = role
    self.action = action
    self.label = label()
  }

  public var body: some View {
    let environment = EnvironmentValues.current
    let configuration = PrimitiveButtonStyleConfiguration(
      role: role, label: PrimitiveButtonStyleConfiguration.Label(label), action: action)
    return environment.styledBody(\.buttonStyle) { $0.makeBody(configuration: configuration, environment: environment) }
      .accessibilityRole { context in AccessibilityRole(kind: .button, isEnabled: context.environment.isEnabled) }
  }
}

extension Button where Label == Text {
  /// Creates a button that generates its label from a localized string key.
  public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
    self.init(role: nil, action: action) { Text(titleKey) }
  }
  /// Creates a button that generates its label from a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
    self.init(role: nil, action: action) { Text(title) }
  }
  /// Creates a button with a specified role that generates its label from a localized string key.
  public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
    self.init(role: role, action: action) { Text(titleKey) }
  }
  /// Creates a button with a specified role that generates its label from a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
    self.init(role: role, action: action) { Text(title) }
  }
}

extension Button where Label == SpecimenUI.Label<Text, Image> {
  /// Creates a button with a system image and a title from a localized string key.
  public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
    self.init(role: nil, action: action) { SpecimenUI.Label(titleKey, systemImage: systemImage) }
  }
  /// Creates a button with a role, a system image and a title from a localized string key.
  public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
    self.init(role: role, action: action) { SpecimenUI.Label(titleKey, systemImage: systemImage) }
  }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
  /// Creates a button based on a configuration for a style with a custom appearance and custom interaction behavior.
  public init(_ configuration: PrimitiveButtonStyleConfiguration) {
    self.role = configuration.role
    self.action = configuration.action
    self.label = configuration.label
  }
}

/// The label a button makes from its role (iOS 26's `Button(role:action:)`): the role's symbol, read by its name.
nonisolated public struct DefaultButtonLabel: View {
  let role: ButtonRole
  public var body: some View {
    let (title, symbol): (String, String) = switch role {
    case .confirm: ("Done", "checkmark")
    case .close: ("Close", "xmark")
    case .destructive: ("Delete", "trash")
    default: ("Cancel", "xmark")
    }
    return Image(systemName: symbol).accessibilityLabel(Text(title))
  }
}

extension Button where Label == DefaultButtonLabel {
  /// Creates a button that displays a default label for its role (iOS 26): an `xmark` for `.cancel` and
  /// `.close`, a `checkmark` for `.confirm`, a `trash` for `.destructive`.
  public init(role: ButtonRole, action: @escaping () -> Void) {
    self.init(role: role, action: action) { DefaultButtonLabel(role: role) }
  }
}
