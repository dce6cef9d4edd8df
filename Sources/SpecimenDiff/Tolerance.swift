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

extension Tolerance {
  /// A message naming the first value outside its range (`maxDiffPixels` ≥ 0, `maxDiffRatio` a fraction from 0 to 1,
  /// a window side ≥ 1 and count ≥ 0), or nil when all are usable: a caller that is handed a tolerance in code (a
  /// snapshot assertion) refuses one instead of comparing by a clamped or ignored value.
  public var validationError: String? {
    if maxDiffPixels < 0 { return "maxDiffPixels \(maxDiffPixels) is not a count of 0 or more" }
    if let ratio = maxDiffRatio, !(0...1).contains(ratio) {
      let ratioText = !ratio.isFinite ? "\(ratio)" : ratio == ratio.rounded() && abs(ratio) < 1e15 ? "\(Int(ratio))" : "\(ratio)"
      return "maxDiffRatio \(ratioText) is not a fraction from 0 to 1 of the image's pixels (e.g. 0.01 accepts 1 % of them)"
    }
    if let window, window.size < 1 || window.maxDifferingPixels < 0 {
      return "window (size \(window.size), maxDifferingPixels \(window.maxDifferingPixels)) needs a side of 1 pixel or more and a count of 0 or more"
    }
    return nil
  }
}
