import Foundation

/// A structure that specifies blur transitions between scrolling content and an area with
/// controls, such as toolbars (iOS 26).
///
/// A still render is drawn at rest, content not scrolled under a bar: the edge effect has
/// nothing to blur, so the modifiers that set it draw nothing.
public struct ScrollEdgeEffectStyle: Hashable, Sendable {
  let name: String
  /// A scroll edge effect the system applies automatically when pinned content overlaps scrolling content.
  public static var automatic: ScrollEdgeEffectStyle { ScrollEdgeEffectStyle(name: "automatic") }
  /// A scroll edge effect that provides a linear, nearly opaque boundary between pinned controls and scrolling content.
  public static var hard: ScrollEdgeEffectStyle { ScrollEdgeEffectStyle(name: "hard") }
  /// A scroll edge effect that provides a subtle, blurred boundary between pinned controls and scrolling content.
  public static var soft: ScrollEdgeEffectStyle { ScrollEdgeEffectStyle(name: "soft") }
}

/// The behavior for minimizing a tab bar as content scrolls (iOS 26).
///
/// A still render is not scrolled: the tab bar is drawn at full size whatever the behavior.
public struct TabBarMinimizeBehavior: Hashable, Sendable {
  let name: String
  /// The automatic behavior for the platform.
  public static var automatic: TabBarMinimizeBehavior { TabBarMinimizeBehavior(name: "automatic") }
  /// Minimizes the tab bar when scrolling down.
  public static var onScrollDown: TabBarMinimizeBehavior { TabBarMinimizeBehavior(name: "onScrollDown") }
  /// Minimizes the tab bar when scrolling up.
  public static var onScrollUp: TabBarMinimizeBehavior { TabBarMinimizeBehavior(name: "onScrollUp") }
  /// Never minimizes the tab bar.
  public static var never: TabBarMinimizeBehavior { TabBarMinimizeBehavior(name: "never") }
}

nonisolated extension View {
  /// Configures the scroll edge effect style for scroll views within this hierarchy (drawn at rest: nothing under a bar to blur).
  public func scrollEdgeEffectStyle(_ style: ScrollEdgeEffectStyle?, for edges: Edge.Set) -> some View { inert() }
  /// Hides the scroll edge effects for the given edges (drawn at rest: nothing under a bar to blur).
  public func scrollEdgeEffectHidden(_ hidden: Bool = true, for edges: Edge.Set = .all) -> some View { inert() }
  /// Sets the behavior for tab bar minimization (the still tab bar is drawn at full size).
  public func tabBarMinimizeBehavior(_ behavior: TabBarMinimizeBehavior) -> some View { inert() }
}
