import Foundation

/// An effect applied when the pointer hovers over a view.
public struct HoverEffect: Hashable, Sendable {
  let name: String
  /// An effect that attempts to determine the effect automatically.
  public static let automatic = HoverEffect(name: "automatic")
  /// An effect that morphs the pointer into a platter behind the view and shows a light source indicating position.
  public static let highlight = HoverEffect(name: "highlight")
  /// An effect that slides the pointer under the view and disappears as the view scales up and gains a shadow.
  public static let lift = HoverEffect(name: "lift")
}

/// A kind for the content shape of a view.
public struct ContentShapeKinds: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// The kind for hit-testing and accessibility.
  public static let interaction = ContentShapeKinds(rawValue: 1)
  /// The kind for drag and drop previews.
  public static let dragPreview = ContentShapeKinds(rawValue: 2)
  /// The kind for context menu previews.
  public static let contextMenuPreview = ContentShapeKinds(rawValue: 4)
  /// The kind for hover effects.
  public static let hoverEffect = ContentShapeKinds(rawValue: 8)
  /// The kind for accessibility visuals and sorting.
  public static let accessibility = ContentShapeKinds(rawValue: 16)
  /// The kind for the pointer's hover interactions on menus (iPadOS pointer and visionOS).
  public static let hoverMenuInteraction = ContentShapeKinds(rawValue: 32)
  /// The kind for the focus effect (macOS, watchOS).
  public static let focusEffect = ContentShapeKinds(rawValue: 64)
}

nonisolated extension View {
  /// Applies a hover effect to this view; the forced `isHovered` state, not this modifier, decides how a control looks.
  public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> some View { inert() }

  /// Defines the content shape for hit testing; draws nothing.
  public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { inert() }

  /// Sets the content shape for this view of the given kinds; draws nothing.
  public func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View { inert() }
}
