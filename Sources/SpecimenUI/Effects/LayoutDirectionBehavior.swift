import Foundation

/// A description of what should happen when the layout direction changes (iOS 17).
public enum LayoutDirectionBehavior: Hashable, Sendable {
  /// A behavior that doesn't mirror when the layout direction changes.
  case fixed
  /// A behavior that mirrors when the layout direction has the specified value.
  case mirrors(in: LayoutDirection)

  /// A behavior that mirrors when the layout direction is right-to-left.
  public static var mirrors: LayoutDirectionBehavior { .mirrors(in: .rightToLeft) }
}

nonisolated extension View {
  /// Sets the behavior of this view for different layout directions (iOS 17): `.mirrors(in:)`
  /// draws the view mirrored about its center when the environment's direction is the given one,
  /// its frame unchanged; `.fixed` never mirrors it.
  ///
  /// A mirrored view's content is laid out in the other direction and then mirrored, as SwiftUI's
  /// flip effect does (its environment rule sets the content's direction), so the content is mirrored
  /// once: a stack keeps the environment's order on screen, and a shape that mirrors itself
  /// (`Shape.layoutDirectionBehavior`) is not mirrored a second time.
  public func layoutDirectionBehavior(_ behavior: LayoutDirectionBehavior) -> some View {
    LayoutDirectionMirror(behavior: behavior, content: self)
  }
}

/// A view mirrored horizontally when its behavior mirrors in the environment's layout direction.
nonisolated struct LayoutDirectionMirror<Content: View>: View {
  let behavior: LayoutDirectionBehavior
  let content: Content
  @Environment(\.layoutDirection) private var layoutDirection

  var body: some View {
    let mirrored = behavior == .mirrors(in: layoutDirection)
    let inside: LayoutDirection = mirrored ? (layoutDirection == .leftToRight ? .rightToLeft : .leftToRight) : layoutDirection
    content
      .environment(\.layoutDirection, inside)
      .scaleEffect(x: mirrored ? -1 : 1, y: 1)
  }
}
