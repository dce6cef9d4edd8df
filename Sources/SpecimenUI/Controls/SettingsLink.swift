import Foundation

/// A control that opens the app's `Settings` scene (macOS 14): drawn as a button of its label, so the
/// button style around it applies; it opens nothing in a render.
nonisolated public struct SettingsLink<Label: View>: View {
  let label: Label

  /// Creates a settings link with a custom label.
  public init(@ViewBuilder label: () -> Label) {
    self.label = label()
  }

  public var body: some View {
    Button(action: {}) { label }
  }
}

extension SettingsLink where Label == DefaultSettingsLinkLabel {
  /// Creates a settings link with the default system label.
  public init() {
    self.init { DefaultSettingsLinkLabel() }
  }
}

/// The default label of a `SettingsLink`: "Settings…", as macOS names the app menu's item.
nonisolated public struct DefaultSettingsLinkLabel: View {
  public var body: some View { Text("Settings…") }
}

/// An action that presents the app's settings scene (`@Environment(\.openSettings)`, macOS 14); nothing
/// opens in a render.
public struct OpenSettingsAction: Sendable {
  /// Opens the settings scene (nothing happens in a render).
  public func callAsFunction() {}
}

private struct OpenSettingsKey: EnvironmentKey { static let defaultValue = OpenSettingsAction() }

extension EnvironmentValues {
  /// An action that presents the app's settings scene.
  public var openSettings: OpenSettingsAction {
    get { self[OpenSettingsKey.self] }
    set { self[OpenSettingsKey.self] = newValue }
  }
}
