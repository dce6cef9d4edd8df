import Foundation

/// Core Graphics' bitmap image, as `ImageRenderer.cgImage` returns it. SpecimenUI has no
/// rasterizer of its own (pixels come from SpecimenCairo), so none is ever made here.
public final class CGImage: @unchecked Sendable {
  /// The width, in pixels.
  public let width: Int
  /// The height, in pixels.
  public let height: Int

  init(width: Int, height: Int) {
    self.width = max(0, width)
    self.height = max(0, height)
  }
}
