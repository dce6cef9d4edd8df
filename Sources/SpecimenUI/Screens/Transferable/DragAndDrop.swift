import Foundation

// Drag and drop with `Transferable` payloads (iOS 16). Nothing is dragged or dropped in a still:
// the views draw as they are, with no lift preview or targeted highlight.

nonisolated extension View {
  /// Activates this view as the source of a drag of the payload (drawn unchanged: nothing is dragged in a render).
  public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> some View { inert() }

  /// Activates this view as the source of a drag, with a custom preview (drawn unchanged; the preview is never drawn).
  public func draggable<V: View, T: Transferable>(_ payload: @autoclosure @escaping () -> T,
                                                   @ViewBuilder preview: () -> V) -> some View {
    inert()
  }

  /// Defines the destination of a drop of transferable items (drawn unchanged: nothing is dropped, so `action` never runs).
  public func dropDestination<T: Transferable>(for payloadType: T.Type = T.self,
                                               action: @escaping (_ items: [T], _ location: CGPoint) -> Bool,
                                               isTargeted: @escaping (Bool) -> Void = { _ in }) -> some View {
    inert()
  }
}
