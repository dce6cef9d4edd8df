import Foundation

nonisolated extension View {
  /// Adds an action to perform when this view detects data emitted by the given publisher; never called in a
  /// static render (no publisher emits, see the Combine shims).
  public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
  where P.Failure == Never {
    inert()
  }
}
