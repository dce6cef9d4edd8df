import Foundation

/// A description of view changes to apply when a view is added to and removed from the view
/// hierarchy (iOS 17).
///
/// A still render shows a view after it was inserted: a custom transition's `body` is drawn in
/// the `.identity` phase.
public protocol Transition {
  /// The type of view representing the body.
  associatedtype Body: View
  /// The content view type passed to `body(content:phase:)`.
  typealias Content = PlaceholderContentView<Self>
  /// Gets the current body of the caller.
  @ViewBuilder func body(content: Content, phase: TransitionPhase) -> Body
  /// Returns the properties this transition type has.
  static var properties: TransitionProperties { get }
}

extension Transition {
  /// A transition has motion by default.
  public static var properties: TransitionProperties { TransitionProperties() }

  /// Attaches an animation to this transition; the still shows the inserted view.
  public func animation(_ animation: Animation?) -> Self { self }

  /// Combines this transition with another, returning a new transition that is the result of both
  /// transitions being applied (drawn in the identity phase, one inside the other).
  public func combined<T: Transition>(with other: T) -> _CombinedTransition<Self, T> { _CombinedTransition(first: self, second: other) }

  /// Applies this transition's identity phase to `content`.
  func applyIdentity(to content: some View) -> AnyView {
    AnyView(body(content: PlaceholderContentView(content: content), phase: .identity))
  }
}

/// Two transitions applied together.
public struct _CombinedTransition<First: Transition, Second: Transition>: Transition {
  let first: First
  let second: Second
  public func body(content: Content, phase: TransitionPhase) -> some View {
    second.applyIdentity(to: first.applyIdentity(to: content))
  }
}

/// An indication of which the current stage of a transition (iOS 17).
public enum TransitionPhase: Hashable, Sendable {
  /// The transition is being applied to a view that is about to be inserted.
  case willAppear
  /// The transition is being applied to a view that is in the view hierarchy.
  case identity
  /// The transition is being applied to a view that has been requested to be removed.
  case didDisappear

  /// A Boolean that indicates whether the transition should have an identity effect.
  public var isIdentity: Bool { self == .identity }

  /// A value you can use to apply a transition effect: -1 before appearing, 0 at identity, 1 after.
  public var value: Double {
    switch self {
    case .willAppear: return -1
    case .identity: return 0
    case .didDisappear: return 1
    }
  }
}

/// The properties a transition can have (iOS 17).
public struct TransitionProperties: Hashable, Sendable {
  /// Whether the transition includes motion.
  public var hasMotion: Bool
  /// Creates a transition property configuration.
  public init(hasMotion: Bool = true) { self.hasMotion = hasMotion }
}

extension AnyTransition {
  /// Creates a type-erased transition from a `Transition` (drawn like the view at rest).
  public init<T: Transition>(_ transition: T) { self = .identity }
}

nonisolated extension View {
  /// Associates a custom transition with the view; the view is drawn as inserted, in the
  /// transition's identity phase.
  public func transition<T: Transition>(_ transition: T) -> some View {
    TransitionIdentityView(transition: transition, content: self)
  }
}

/// A view drawn in its transition's identity phase; the transition's body runs when the view is
/// resolved, in the view's own environment.
nonisolated struct TransitionIdentityView<T: Transition, Content: View>: View {
  let transition: T
  let content: Content
  var body: some View { transition.applyIdentity(to: content) }
}

/// A transition that animates the insertion or removal of a view by combining blurring and
/// scaling effects (iOS 17); a still draws the inserted view, unblurred at full size.
public struct BlurReplaceTransition: Transition {
  /// Configuration properties for a blur-replace transition.
  public struct Configuration: Equatable, Sendable {
    let name: String
    /// A configuration that requests a transition that scales down before scaling up.
    public static let downUp = Configuration(name: "downUp")
    /// A configuration that requests a transition that scales up.
    public static let upUp = Configuration(name: "upUp")
  }
  /// The transition's configuration.
  public var configuration: Configuration
  /// Creates a new transition.
  public init(configuration: Configuration) { self.configuration = configuration }
  /// The identity phase draws the content as it is.
  public func body(content: Content, phase: TransitionPhase) -> some View { content }
}

extension Transition where Self == BlurReplaceTransition {
  /// A transition that animates the insertion or removal of a view by combining blurring and scaling effects.
  public static var blurReplace: BlurReplaceTransition { BlurReplaceTransition(configuration: .downUp) }
  /// A transition that blurs and scales, with the given configuration.
  public static func blurReplace(_ config: BlurReplaceTransition.Configuration = .downUp) -> BlurReplaceTransition {
    BlurReplaceTransition(configuration: config)
  }
}
