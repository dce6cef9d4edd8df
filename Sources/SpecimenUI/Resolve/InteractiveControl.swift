import Foundation

/// A control a person can tap, recorded on the node its style's body resolved to.
///
/// The audit reads it to find tappable frames (Apple's 44×44 pt minimum, HIG "Accessibility")
/// and to judge text inside a disabled control at the lower `contrast-disabled` severity.
public struct InteractiveControl: Hashable, Sendable {
  /// The control's SwiftUI type: "Button", "Toggle", "Slider", "Stepper", "Picker", "TextField", "SecureField", "Menu", "Link".
  public var kind: String
  /// Whether the control was enabled in its environment (`.disabled(_:)` and `isEnabled`).
  public var isEnabled: Bool

  public init(kind: String, isEnabled: Bool) {
    self.kind = kind
    self.isEnabled = isEnabled
  }
}

extension View {
  /// Marks the node this view resolves to as an interactive control of `kind`; layout-neutral.
  package func interactiveControl(_ kind: String) -> some View {
    node { child, context in
      child.control = InteractiveControl(kind: kind, isEnabled: context.environment.isEnabled)
      return child
    }
  }
}
