import Foundation

nonisolated extension View {
  /// Hides this view unconditionally: it keeps its place in the layout and draws nothing.
  public func hidden() -> some View { opacity(0) }
}
