import Foundation

// List, text-input and bar modifiers whose effect is interaction or keyboard behaviour: at rest on
// iOS none of them draws anything (a row's swipe actions and context menu are hidden until a
// gesture, pull-to-refresh shows nothing until pulled, the keyboard is not up), so they compile
// and leave the view unchanged. Apple: View.refreshable, swipeActions, contextMenu, submitLabel,
// textSelection, scrollDismissesKeyboard, textInputAutocapitalization, autocorrectionDisabled,
// keyboardType, onSubmit.

/// The label used for the return key of the software keyboard.
public struct SubmitLabel: Sendable, Equatable {
  let name: String
  public static let done = SubmitLabel(name: "done")
  public static let go = SubmitLabel(name: "go")
  public static let send = SubmitLabel(name: "send")
  public static let join = SubmitLabel(name: "join")
  public static let route = SubmitLabel(name: "route")
  public static let search = SubmitLabel(name: "search")
  public static let `return` = SubmitLabel(name: "return")
  public static let next = SubmitLabel(name: "next")
  public static let `continue` = SubmitLabel(name: "continue")
}

/// Triggers that `onSubmit` responds to.
public struct SubmitTriggers: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let text = SubmitTriggers(rawValue: 1)
  public static let search = SubmitTriggers(rawValue: 2)
}

/// A type that describes the ability to select text.
public protocol TextSelectability: Sendable {}
/// A selectability value that enables text selection.
public struct EnabledTextSelectability: TextSelectability {}
/// A selectability value that disables text selection.
public struct DisabledTextSelectability: TextSelectability {}
extension TextSelectability where Self == EnabledTextSelectability { public static var enabled: EnabledTextSelectability { .init() } }
extension TextSelectability where Self == DisabledTextSelectability { public static var disabled: DisabledTextSelectability { .init() } }

/// The ways that scrollable content can interact with the software keyboard.
public struct ScrollDismissesKeyboardMode: Sendable {
  let name: String
  public static let automatic = ScrollDismissesKeyboardMode(name: "automatic")
  public static let immediately = ScrollDismissesKeyboardMode(name: "immediately")
  public static let interactively = ScrollDismissesKeyboardMode(name: "interactively")
  public static let never = ScrollDismissesKeyboardMode(name: "never")
}

/// The kinds of autocapitalization behavior applied during text input.
public struct TextInputAutocapitalization: Sendable {
  let name: String
  public static let never = TextInputAutocapitalization(name: "never")
  public static let words = TextInputAutocapitalization(name: "words")
  public static let sentences = TextInputAutocapitalization(name: "sentences")
  public static let characters = TextInputAutocapitalization(name: "characters")
}

/// The type of keyboard to display for a text-based view (UIKit's `UIKeyboardType`).
public enum UIKeyboardType: Int, Sendable {
  case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
       decimalPad, twitter, webSearch, asciiCapableNumberPad
  /// The old name of `asciiCapable` (deprecated in iOS 7, still accepted).
  public static var alphabet: UIKeyboardType { .asciiCapable }
}

/// The placement of a bar that a toolbar modifier applies to.
public struct ToolbarPlacement: Sendable, Hashable {
  let name: String
  public static let automatic = ToolbarPlacement(name: "automatic")
  public static let navigationBar = ToolbarPlacement(name: "navigationBar")
  public static let tabBar = ToolbarPlacement(name: "tabBar")
  public static let bottomBar = ToolbarPlacement(name: "bottomBar")
}

nonisolated extension View {
  /// Marks this view as refreshable (nothing shows until the user pulls).
  public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
    environmentChange { $0.refresh = RefreshAction(action: action) }
  }
  /// Adds custom swipe actions to a row in a list (hidden until swiped).
  public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
                                    @ViewBuilder content: () -> T) -> some View { inert() }
  /// Adds a context menu to a view (shown only on a long press).
  public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View { inert() }
  /// Adds a context menu with a custom preview to a view (shown only on a long press).
  public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> some View { inert() }
  /// Adds a context menu for the selected rows of a `List` or `Table` (iOS 16; shown only on a long press).
  public func contextMenu<I: Hashable, M: View>(forSelectionType itemType: I.Type = I.self,
                                                @ViewBuilder menu: @escaping (Set<I>) -> M,
                                                primaryAction: ((Set<I>) -> Void)? = nil) -> some View { inert() }
  /// Sets the submit label for this view (a keyboard key; no keyboard in a still).
  public func submitLabel(_ submitLabel: SubmitLabel) -> some View { inert() }
  /// Adds an action to perform when the user submits a value to this view.
  public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View { inert() }
  /// Controls whether people can select text within this view.
  public func textSelection<S: TextSelectability>(_ selectability: S) -> some View { inert() }
  /// Configures how scrolling dismisses the software keyboard.
  public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { environmentChange { $0.scrollDismissesKeyboardMode = mode } }
  /// Sets how often the shift key in the keyboard is automatically enabled.
  public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { inert() }
  /// Sets whether to disable autocorrection for this view.
  public func autocorrectionDisabled(_ disable: Bool = true) -> some View { environmentChange { $0.autocorrectionDisabled = disable } }
  /// Sets the keyboard type for this view.
  public func keyboardType(_ type: UIKeyboardType) -> some View { inert() }
  /// Sets whether the text field or text editor automatically capitalizes text (the iOS 13 form; no keyboard in a still).
  public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View { inert() }
  /// Sets whether to disable autocorrection for this view (the iOS 13 form).
  public func disableAutocorrection(_ disable: Bool?) -> some View { environmentChange { $0.disableAutocorrection = disable } }
}

/// The auto-capitalization style for a text-based object (UIKit's; `.autocapitalization(_:)` takes it).
public enum UITextAutocapitalizationType: Int, Sendable {
  case none = 0, words, sentences, allCharacters
}
