import Foundation

/// A shape style that fills a shape by repeating a region of an image (`ImagePaint`, iOS 13).
///
/// `sourceRect` is in unit coordinates of the image; `scale` multiplies the image's size. The tiles
/// start at the top-left corner of the bounds the style is applied to.
public struct ImagePaint: ShapeStyle {
  /// The image to repeat.
  public var image: Image
  /// The part of the image to repeat, in unit coordinates.
  public var sourceRect: CGRect
  /// The scale the image is drawn at.
  public var scale: CGFloat

  public init(image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) {
    self.image = image
    self.sourceRect = sourceRect
    self.scale = scale
  }

  public func _paint(in environment: EnvironmentValues, level: Int) -> Paint {
    // An image with no content (`UIImage()`) tiles nothing, as on iOS.
    if image.isEmpty { return .color(.clear) }
    // A template image inside takes the primary foreground, not this style (which would contain itself).
    var plain = environment
    plain.foregroundStyle = nil
    plain.foregroundPalette = nil
    let paint = Paint.image(ImagePaintSpec(image: image.resolved(in: plain), sourceRect: sourceRect, scale: scale))
    return level == 0 ? paint : paint.multiplyingAlpha(HierarchicalOpacity.of(level))
  }
}

extension ShapeStyle where Self == ImagePaint {
  /// A shape style that repeats a region of `image`.
  public static func image(_ image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) -> ImagePaint {
    ImagePaint(image: image, sourceRect: sourceRect, scale: scale)
  }
}

/// A resolved image paint: the image, the unit region of it that repeats, its scale and an opacity.
public struct ImagePaintSpec: Hashable, Sendable, Codable {
  public var image: ResolvedImage
  public var sourceRect: CGRect
  public var scale: CGFloat
  /// The opacity the tiles are drawn with (a faded style level or `.opacity` on the style).
  public var opacity: Double = 1

  public init(image: ResolvedImage, sourceRect: CGRect, scale: CGFloat) {
    self.image = image
    self.sourceRect = sourceRect
    self.scale = scale
  }
}
