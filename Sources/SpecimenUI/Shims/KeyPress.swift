import Foundation

/// A key press event, as `onKeyPress` hands it to its action (iOS 17).
public struct KeyPress: Sendable {
  /// The phases a key press goes through.
  public struct Phases: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The user pressed down on a key.
    public static let down = Phases(rawValue: 1 << 0)
    /// The user held a key down to issue a sequence of repeating events.
    public static let `repeat` = Phases(rawValue: 1 << 1)
    /// The user released a key.
    public static let up = Phases(rawValue: 1 << 2)
    /// Every phase.
    public static let all: Phases = [.down, .repeat, .up]
  }

  /// A result value returned from a key press action.
  public enum Result: Sendable {
    /// The action consumed the event.
    case handled
    /// The action ignored the event, which continues to propagate.
    case ignored
  }

  /// The phase of the key press event.
  public let phase: Phases
  /// The key equivalent of the event.
  public let key: KeyEquivalent
  /// The characters of the event.
  public let characters: String
  /// The modifier keys held down with the key.
  public let modifiers: EventModifiers
}

nonisolated extension View {
  /// Performs an action when `key` is pressed while the view has focus; never runs in a still.
  public func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result) -> some View { inert() }
  /// Performs an action when `key` goes through one of `phases`; never runs in a still.
  public func onKeyPress(_ key: KeyEquivalent, phases: KeyPress.Phases,
                         action: @escaping (KeyPress) -> KeyPress.Result) -> some View { inert() }
  /// Performs an action when one of `keys` is pressed; never runs in a still.
  public func onKeyPress(keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat],
                         action: @escaping (KeyPress) -> KeyPress.Result) -> some View { inert() }
  /// Performs an action when a key with one of `characters` is pressed; never runs in a still.
  public func onKeyPress(characters: CharacterSet, phases: KeyPress.Phases = [.down, .repeat],
                         action: @escaping (KeyPress) -> KeyPress.Result) -> some View { inert() }
  /// Performs an action for any key press in `phases`; never runs in a still.
  public func onKeyPress(phases: KeyPress.Phases = [.down, .repeat],
                         action: @escaping (KeyPress) -> KeyPress.Result) -> some View { inert() }
}
