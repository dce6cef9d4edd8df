import Foundation

extension Image {
  /// The level of quality for rendering an image that requires interpolation, such as a scaled image.
  public enum Interpolation: Hashable, Sendable {
    case none, low, medium, high
  }

  /// Specifies the quality of image interpolation (images are drawn with Cairo's good filter
  /// whatever the level; `.none` is not drawn with nearest-neighbour sampling).
  public func interpolation(_ interpolation: Interpolation) -> Image { self }

  /// Specifies whether SwiftUI applies antialiasing when rendering the image (always antialiased here).
  public func antialiased(_ isAntialiased: Bool) -> Image { self }
}
