import Foundation

extension Image {
  /// The level of quality for rendering an image that requires interpolation, such as a scaled image.
  public enum Interpolation: Hashable, Sendable {
    case none, low, medium, high
  }

  /// Specifies the quality of image interpolation: `.none` scales bitmaps by nearest-neighbour
  /// sampling (crisp pixel art); the other levels use Cairo's good filter.
  public func interpolation(_ interpolation: Interpolation) -> Image {
    var copy = self
    copy.interpolation = interpolation
    return copy
  }

  /// Specifies whether SwiftUI applies antialiasing when rendering the image (always antialiased here).
  public func antialiased(_ isAntialiased: Bool) -> Image { self }
}
