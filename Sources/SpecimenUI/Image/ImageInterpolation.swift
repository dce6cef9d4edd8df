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

extension Image {
  /// How much of a high-dynamic-range image's range is shown (iOS 17).
  public struct DynamicRange: Hashable, Sendable {
    let name: String
    /// Standard dynamic range.
    public static let standard = DynamicRange(name: "standard")
    /// Some extended range, kept low enough to sit beside standard content.
    public static let constrainedHigh = DynamicRange(name: "constrainedHigh")
    /// The image's full extended range.
    public static let high = DynamicRange(name: "high")
  }

  /// Limits the dynamic range the image is shown with (iOS 17); a PNG holds standard range, so it draws unchanged.
  public func allowedDynamicRange(_ range: DynamicRange?) -> Image { self }
}

nonisolated extension View {
  /// Limits the dynamic range of the images inside (iOS 17); PNG output is standard range, so nothing changes.
  public func allowedDynamicRange(_ range: Image.DynamicRange?) -> some View { environmentChange { $0.allowedDynamicRange = range } }
}
