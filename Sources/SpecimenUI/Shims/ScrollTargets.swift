import Foundation

/// A type that defines where a scroll view settles when a scroll gesture ends (iOS 17).
///
/// A still render has no scroll gesture: the scroll view is drawn at the start of its content,
/// and `updateTarget(_:context:)` is never called.
public protocol ScrollTargetBehavior {
  /// The context in which a scroll behavior updates the scroll target.
  typealias TargetContext = ScrollTargetBehaviorContext
  /// Updates the proposed target that a scrollable view should scroll to.
  func updateTarget(_ target: inout ScrollTarget, context: Self.TargetContext)
}

/// Settles on the page boundaries of the scroll view's own size.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
  /// Creates a paging behavior.
  public init() {}
  /// Leaves the target unchanged (no gesture ends in a still render).
  public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {}
}

/// Settles on the frames of the views inside a `.scrollTargetLayout()`.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
  /// How many views one scroll may pass.
  public struct LimitBehavior: Equatable, Sendable {
    let name: String
    /// Limits in compact size classes only (the default).
    public static var automatic: LimitBehavior { LimitBehavior(name: "automatic") }
    /// Always limits the number of views scrolled.
    public static var always: LimitBehavior { LimitBehavior(name: "always") }
    /// Never limits the number of views scrolled.
    public static var never: LimitBehavior { LimitBehavior(name: "never") }
    /// Always limits to one view at a time (iOS 18).
    public static var alwaysByOne: LimitBehavior { LimitBehavior(name: "alwaysByOne") }
    /// Always limits to a few views at a time (iOS 18).
    public static var alwaysByFew: LimitBehavior { LimitBehavior(name: "alwaysByFew") }
  }
  let limitBehavior: LimitBehavior
  /// Creates a view-aligned behavior.
  public init(limitBehavior: LimitBehavior = .automatic) { self.limitBehavior = limitBehavior }
  /// Leaves the target unchanged (no gesture ends in a still render).
  public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {}
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
  /// Settles on page boundaries.
  public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
  /// Settles on the frames of scroll-target views.
  public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }
  /// Settles on the frames of scroll-target views, limiting how many one scroll passes.
  public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> ViewAlignedScrollTargetBehavior {
    ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
  }
}

nonisolated extension View {
  /// Sets where scroll views in this view settle; layout-neutral in a still render.
  public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View { inert() }

  /// Marks this layout container's children as the targets of a view-aligned scroll behavior; layout-neutral.
  public func scrollTargetLayout(isEnabled: Bool = true) -> some View { inert() }

  /// Marks this view as a scroll target; layout-neutral.
  public func scrollTarget(isEnabled: Bool = true) -> some View { inert() }
}
