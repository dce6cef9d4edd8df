import Foundation

nonisolated extension View {
  /// Applies a Gaussian blur to this view (σ = `radius` points, as SwiftUI's blur radius).
  ///
  /// The blur spreads beyond the view's frame without changing layout; `opaque: true` keeps the
  /// view's own alpha, so its edges stay sharp-edged. Radii are limited like `.shadow`'s (docs/unsupported.md).
  public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
    effect(.blur(radius: radius, opaque: opaque), type: "blur")
  }
}
