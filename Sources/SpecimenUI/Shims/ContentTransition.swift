import Foundation

/// A kind of transition that applies to the content within a single view (iOS 16), rather than to the
/// insertion or removal of a view; a still render draws the content as it is, with no transition.
///
/// Names and defaults follow SwiftUI's `ContentTransition`
/// (developer.apple.com/documentation/swiftui/contenttransition).
public struct ContentTransition: Equatable, Sendable {
  let name: String

  /// The identity content transition: content changes don't animate.
  public static let identity = ContentTransition(name: "identity")
  /// Content fades from transparent to opaque on insertion, and from opaque to transparent on removal.
  public static let opacity = ContentTransition(name: "opacity")
  /// Views attempt to interpolate their contents during transitions, where appropriate.
  public static let interpolate = ContentTransition(name: "interpolate")
  /// The default symbol-effect transition for symbol images.
  public static var symbolEffect: ContentTransition { ContentTransition(name: "symbolEffect") }

  /// A transition for `Text` showing numbers that count up, or down when `countsDown` is true.
  public static func numericText(countsDown: Bool = false) -> ContentTransition {
    ContentTransition(name: countsDown ? "numericText(down)" : "numericText")
  }

  /// A transition for `Text` showing numbers, with the direction taken from the value (iOS 17).
  public static func numericText(value: Double) -> ContentTransition { ContentTransition(name: "numericText(value)") }

  /// A transition that applies a symbol effect (typically `.replace`) to symbol images (iOS 17).
  public static func symbolEffect<T: SymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default) -> ContentTransition {
    ContentTransition(name: "symbolEffect")
  }
}

nonisolated extension View {
  /// Modifies the view to use a given transition as its method of animating changes to the contents of
  /// its views; layout-neutral, a still render draws the current content.
  public func contentTransition(_ transition: ContentTransition) -> some View { environmentChange { $0.contentTransition = transition } }
}
