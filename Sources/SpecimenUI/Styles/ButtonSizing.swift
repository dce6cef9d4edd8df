import Foundation

/// The sizing behavior of buttons and other button-like controls (iOS 26).
///
/// The bordered and glass button styles adapt to it: `.flexible` widens the platter to the width
/// offered, the label centred in it; `.automatic` and `.fitted` size the platter to its label.
public struct ButtonSizing: Hashable, Sendable {
  let name: String
  /// The default button sizing behavior appropriate for the button's contextual placement and platform.
  public static var automatic: ButtonSizing { ButtonSizing(name: "automatic") }
  /// Sizes a button along its primary axis to fit its inner content, compressing if necessary.
  public static var fitted: ButtonSizing { ButtonSizing(name: "fitted") }
  /// Sizes a button flexibly along its primary axis, filling its available space by expanding or
  /// compressing beyond its ideal size.
  public static var flexible: ButtonSizing { ButtonSizing(name: "flexible") }
}

private struct ButtonSizingKey: EnvironmentKey { static let defaultValue = ButtonSizing.automatic }

extension EnvironmentValues {
  /// The preferred sizing behavior of buttons in the view hierarchy (iOS 26), set with `buttonSizing(_:)`.
  public internal(set) var buttonSizing: ButtonSizing {
    get { self[ButtonSizingKey.self] }
    set { self[ButtonSizingKey.self] = newValue }
  }
}

nonisolated extension View {
  /// The preferred sizing behavior of buttons in the view hierarchy (iOS 26).
  public func buttonSizing(_ sizing: ButtonSizing) -> some View {
    environmentChange { $0.buttonSizing = sizing }
  }
}
