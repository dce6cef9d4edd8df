import Foundation

nonisolated extension View {
  /// This view unchanged: no layout node, no drawing. The static-rendering shims
  /// (gestures, animation, lifecycle, accessibility …) return it, so they are layout-neutral.
  package func inert() -> some View { environmentChange { _ in } }
}
