import Foundation

/// How Writing Tools (Apple Intelligence's proofreading and rewriting, iOS 18) act on a text view.
/// Nothing is edited in a still render; the behaviour is kept and has no effect.
public struct WritingToolsBehavior: Hashable, Sendable {
  let name: String
  /// The system's choice for the context.
  public static let automatic = WritingToolsBehavior(name: "automatic")
  /// The full experience, rewriting inline.
  public static let complete = WritingToolsBehavior(name: "complete")
  /// Suggestions shown in an overlay, not inline.
  public static let limited = WritingToolsBehavior(name: "limited")
  /// Writing Tools off for the view.
  public static let disabled = WritingToolsBehavior(name: "disabled")
}

nonisolated extension View {
  /// Sets how Writing Tools act on the text views inside (iOS 18); layout-neutral, draws nothing.
  public func writingToolsBehavior(_ behavior: WritingToolsBehavior) -> some View { inert() }

  /// Sets the icon a confirmation dialog or alert shows (iOS 17); presentations are not drawn.
  public func dialogIcon(_ icon: Image?) -> some View { inert() }
}
