import Foundation

/// A type defining the target in which a scroll view should try and scroll to (iOS 17).
public struct ScrollTarget {
  /// The rect that a scrollable view should try and have contained.
  public var rect: CGRect
  /// The anchor to which the rect should be aligned within the visible region of the scrollable view.
  public var anchor: UnitPoint?
  init(rect: CGRect, anchor: UnitPoint? = nil) {
    self.rect = rect
    self.anchor = anchor
  }
}

/// The context in which a scroll target behavior updates its scroll target (iOS 17).
///
/// Specimen never makes one: a still render has no scroll gesture to end. Its members let
/// custom behaviors compile; environment values are read through it as on iOS.
@dynamicMemberLookup
public struct ScrollTargetBehaviorContext {
  /// The original target when the scroll gesture began.
  public var originalTarget: ScrollTarget
  /// The current velocity of the scrollable view's scroll gesture.
  public var velocity: CGVector
  /// The size of the content of the scrollable view.
  public var contentSize: CGSize
  /// The size of the container of the scrollable view.
  public var containerSize: CGSize
  /// The axes in which the scrollable view is scrollable.
  public var axes: Axis.Set
  let environment: EnvironmentValues

  /// Reads an environment value of the scroll view.
  public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T { environment[keyPath: keyPath] }
}
