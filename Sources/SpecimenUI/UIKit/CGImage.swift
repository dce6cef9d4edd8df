import Foundation

/// Core Graphics' bitmap image: the pixels a Core Image context renders (`CIContext.createCGImage`);
/// SpecimenUI rasterizes no views (pixels come from SpecimenCairo), so `ImageRenderer` makes none.
public final class CGImage: @unchecked Sendable {
  /// The width, in pixels.
  public let width: Int
  /// The height, in pixels.
  public let height: Int

  /// The pixels, when the image has them.
  let bitmap: BitmapImage?

  init(width: Int, height: Int) {
    self.width = max(0, width)
    self.height = max(0, height)
    bitmap = nil
  }

  init(bitmap: BitmapImage) {
    width = bitmap.width
    height = bitmap.height
    self.bitmap = bitmap
  }
}
