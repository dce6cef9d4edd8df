/// The pixelmatch options (image-diff.md, "Options and defaults"), with pixelmatch's defaults.
public struct DiffOptions: Sendable, Hashable {
  /// Matching threshold, 0…1; smaller is more sensitive. A pixel differs when its YIQ
  /// delta exceeds `35215 * threshold²`.
  public var threshold: Double
  /// Count anti-aliased pixels as differences instead of drawing them in `aaColor`.
  public var includeAA: Bool
  /// How strongly the unchanged first image shows through in the diff image, 0…1.
  public var alpha: Double
  /// Diff-image colour of differing pixels that were discounted as anti-aliasing.
  public var aaColor: RGBAColor
  /// Diff-image colour of counted differences.
  public var diffColor: RGBAColor
  /// Diff-image colour of counted differences where the first image is brighter; nil uses `diffColor`.
  public var diffColorAlt: RGBAColor?
  /// Draw only counted differences, on a transparent background.
  public var diffMask: Bool
  /// Produce the diff image at all; turning it off saves a little time when only the count matters.
  public var drawsDiffImage: Bool

  /// Makes options; every argument defaults to pixelmatch's default.
  public init(
    threshold: Double = 0.1,
    includeAA: Bool = false,
    alpha: Double = 0.1,
    aaColor: RGBAColor = RGBAColor(255, 255, 0),
    diffColor: RGBAColor = RGBAColor(255, 0, 0),
    diffColorAlt: RGBAColor? = nil,
    diffMask: Bool = false,
    drawsDiffImage: Bool = true
  ) {
    self.threshold = threshold
    self.includeAA = includeAA
    self.alpha = alpha
    self.aaColor = aaColor
    self.diffColor = diffColor
    self.diffColorAlt = diffColorAlt
    self.diffMask = diffMask
    self.drawsDiffImage = drawsDiffImage
  }
}

extension DiffOptions {
  /// A message naming the first option outside its range (threshold and alpha must lie in 0…1), or nil when all are valid.
  ///
  /// `pixelmatch` itself accepts any value, as the original does (alpha is clamped when
  /// drawing); a command line calls this to reject typos with a usage error.
  public var validationError: String? {
    if !(0...1).contains(threshold) {
      return "threshold must be between 0 and 1 (0.1 is pixelmatch's default), got \(threshold)"
    }
    if !(0...1).contains(alpha) {
      return "alpha must be between 0 and 1 (0.1 is pixelmatch's default), got \(alpha)"
    }
    return nil
  }
}
