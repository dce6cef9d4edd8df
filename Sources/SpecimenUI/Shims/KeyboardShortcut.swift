import Foundation

// Keyboard shortcuts (iOS 14 with a hardware keyboard, macOS). A still render has no keyboard, so
// a shortcut compiles and changes nothing drawn (iOS shows shortcuts only in the Command-key HUD).

/// Key equivalents that consist of a single character (SwiftUI's `KeyEquivalent`).
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
  /// The character value that the key equivalent represents.
  public var character: Character
  public init(_ character: Character) { self.character = character }
  public init(extendedGraphemeClusterLiteral character: Character) { self.character = character }

  // Apple's values: the Unicode private-use function-key characters, or the ASCII control ones.
  public static let upArrow = KeyEquivalent("\u{F700}")
  public static let downArrow = KeyEquivalent("\u{F701}")
  public static let leftArrow = KeyEquivalent("\u{F702}")
  public static let rightArrow = KeyEquivalent("\u{F703}")
  public static let escape = KeyEquivalent("\u{1B}")
  public static let delete = KeyEquivalent("\u{8}")
  public static let deleteForward = KeyEquivalent("\u{F728}")
  public static let home = KeyEquivalent("\u{F729}")
  public static let end = KeyEquivalent("\u{F72B}")
  public static let pageUp = KeyEquivalent("\u{F72C}")
  public static let pageDown = KeyEquivalent("\u{F72D}")
  public static let clear = KeyEquivalent("\u{F739}")
  public static let tab = KeyEquivalent("\t")
  public static let space = KeyEquivalent(" ")
  public static let `return` = KeyEquivalent("\r")
}

/// A set of key modifiers that you can add to a gesture or shortcut (SwiftUI's `EventModifiers`).
public struct EventModifiers: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let capsLock = EventModifiers(rawValue: 1 << 0)
  public static let shift = EventModifiers(rawValue: 1 << 1)
  public static let control = EventModifiers(rawValue: 1 << 2)
  public static let option = EventModifiers(rawValue: 1 << 3)
  public static let command = EventModifiers(rawValue: 1 << 4)
  public static let numericPad = EventModifiers(rawValue: 1 << 5)
  public static let all: EventModifiers = [.capsLock, .shift, .control, .option, .command, .numericPad]
}

/// Keyboard shortcuts that you apply to buttons and toggles (SwiftUI's `KeyboardShortcut`).
public struct KeyboardShortcut: Hashable, Sendable {
  /// The key equivalent that the user presses in conjunction with any specified modifier keys.
  public var key: KeyEquivalent
  /// The modifier keys that the user presses in conjunction with a key equivalent.
  public var modifiers: EventModifiers
  public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) { (self.key, self.modifiers) = (key, modifiers) }
  /// The standard keyboard shortcut for the default button (Return).
  public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
  /// The standard keyboard shortcut for cancelling (Escape).
  public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])
}

nonisolated extension View {
  /// Assigns a keyboard shortcut to the modified control (nothing is drawn for it).
  public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View { inert() }
  /// Assigns a keyboard shortcut to the modified control (nothing is drawn for it).
  public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View { inert() }
  /// Assigns an optional keyboard shortcut to the modified control (nothing is drawn for it).
  @_disfavoredOverload
  public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View { inert() }
}
