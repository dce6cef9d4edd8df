import Foundation

nonisolated extension View {
  /// Configures whether this view participates in hit test operations; layout-neutral (nothing is tapped in a render).
  public func allowsHitTesting(_ enabled: Bool) -> some View { inert() }
}
