import Foundation

/// Values describing different focus interactions that a view can support (iOS 17).
public struct FocusInteractions: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// The view has a primary action that can be activated via focus gestures.
  public static let activate = FocusInteractions(rawValue: 1)
  /// The view captures input from non-spatial sources like a keyboard or Digital Crown.
  public static let edit = FocusInteractions(rawValue: 2)
  /// The view supports whatever focus-driven interactions are commonly expected for interactive content on the current platform.
  public static let automatic = FocusInteractions(rawValue: 3)
}

/// Prioritizations for default focus preferences when evaluating where to move focus (iOS 17).
public struct DefaultFocusEvaluationPriority: Sendable {
  let name: String
  /// Use the default focus preference only when focus moves automatically.
  public static let automatic = DefaultFocusEvaluationPriority(name: "automatic")
  /// Always use the default focus preference when focus moves into its scope.
  public static let userInitiated = DefaultFocusEvaluationPriority(name: "userInitiated")
}

nonisolated extension View {
  /// Specifies if the view is focusable (iOS 17). iOS draws no focus ring at rest; a focused look
  /// comes from the forced `isFocused` state, so this draws nothing.
  public func focusable(_ isFocusable: Bool = true) -> some View { inert() }

  /// Specifies if the view is focusable and, if so, what focus-driven interactions it supports (iOS 17); draws nothing.
  public func focusable(_ isFocusable: Bool = true, interactions: FocusInteractions) -> some View { inert() }

  /// Defines a region in which default focus can be evaluated, and where focus goes first (iOS 17);
  /// focus is a forced state here, so this draws nothing.
  public func defaultFocus<V: Hashable>(_ binding: FocusState<V>.Binding, _ value: V,
                                        priority: DefaultFocusEvaluationPriority = .automatic) -> some View { inert() }
}
