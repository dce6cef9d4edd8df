import Foundation

/// The active appearance expected of controls in a window (a macOS concept; cells are drawn as in the key window).
public enum ControlActiveState: String, CaseIterable, Hashable, Sendable {
  case key, active, inactive
}

struct ControlActiveStateKey: EnvironmentKey { static let defaultValue = ControlActiveState.key }

extension EnvironmentValues {
  /// The active appearance expected of controls in a window; `.key` unless a cell sets it.
  public var controlActiveState: ControlActiveState {
    get { self[ControlActiveStateKey.self] }
    set { self[ControlActiveStateKey.self] = newValue }
  }
}
