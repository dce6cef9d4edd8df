import Foundation

nonisolated extension View {
  /// Attaches a gesture to the view with a lower precedence than gestures defined by the view; draws nothing.
  public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View { inert() }

  /// Attaches a gesture to the view to process simultaneously with gestures defined by the view; draws nothing.
  public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View { inert() }

  /// Attaches a gesture to the view with a higher precedence than gestures defined by the view; draws nothing.
  public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View { inert() }

  /// Adds an action to perform when this view recognizes a tap gesture; draws nothing.
  public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { inert() }

  /// Adds an action to perform when this view recognizes a long press gesture; draws nothing.
  public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                 perform action: @escaping () -> Void,
                                 onPressingChanged: ((Bool) -> Void)? = nil) -> some View {
    GestureArgumentCheck.longPress(".onLongPressGesture", minimumDuration: minimumDuration, maximumDistance: maximumDistance)
    return inert()
  }

  /// Adds an action to perform when this view recognizes a long press gesture (the older `pressing:` form); draws nothing.
  @_disfavoredOverload
  public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                 pressing: ((Bool) -> Void)? = nil,
                                 perform action: @escaping () -> Void) -> some View {
    GestureArgumentCheck.longPress(".onLongPressGesture", minimumDuration: minimumDuration, maximumDistance: maximumDistance)
    return inert()
  }
}
