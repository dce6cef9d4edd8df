/// How much difference Specimen accepts on top of the pixelmatch count (image-diff.md, "Verdict knobs").
///
/// A result passes when its count is within `maxDiffPixels` or `maxDiffRatio` (whichever
/// allows more) and, when `window` is set, no `window.size`-square window holds more than
/// `window.maxDifferingPixels` differing pixels. The default accepts no differing pixel.
public struct Tolerance: Sendable, Hashable {
  /// The window-density check: the largest count allowed in any N×N window.
  public struct Window: Sendable, Hashable {
    /// The window side N in pixels.
    public var size: Int
    /// The largest number of differing pixels allowed in one window.
    public var maxDifferingPixels: Int

    /// Makes a density check.
    public init(size: Int, maxDifferingPixels: Int) {
      self.size = size
      self.maxDifferingPixels = maxDifferingPixels
    }
  }

  /// The largest accepted number of differing pixels.
  public var maxDiffPixels: Int
  /// The largest accepted fraction (0…1) of differing pixels, or nil.
  public var maxDiffRatio: Double?
  /// An optional density check, so a compact real change fails where scattered noise passes.
  public var window: Window?

  /// Makes a tolerance; the default accepts no differing pixel.
  public init(maxDiffPixels: Int = 0, maxDiffRatio: Double? = nil, window: Window? = nil) {
    self.maxDiffPixels = maxDiffPixels
    self.maxDiffRatio = maxDiffRatio
    self.window = window
  }

  /// The number of differing pixels accepted in an image of `totalPixels` pixels.
  public func allowedDifferingPixels(of totalPixels: Int) -> Int {
    var allowed = max(0, maxDiffPixels)
    if let ratio = maxDiffRatio, ratio.isFinite {
      allowed = max(allowed, Int((min(max(ratio, 0), 1) * Double(totalPixels)).rounded(.down)))
    }
    return allowed
  }
}
