extension RGBAImage {
  /// The diff image pixelmatch draws when nothing differs: this image as faded grey, or fully transparent with `diffMask`.
  ///
  /// `.identical` verdicts carry no diff image (the fast path does no per-pixel work);
  /// a caller that must still write one, like `specimen diff --out`, asks for it here.
  public func unchangedDiffImage(options: DiffOptions = DiffOptions()) -> RGBAImage {
    var output = [UInt8](repeating: 0, count: pixels.count)
    if !options.diffMask {
      let alpha = options.alpha.isNaN ? 0 : min(max(options.alpha, 0), 1)
      pixels.withUnsafeBufferPointer { input in
        output.withUnsafeMutableBufferPointer { out in
          guard let input = input.baseAddress, let out = out.baseAddress else { return }
          for index in 0..<pixelCount {
            PixelDiff.drawGreyPixel(input, index, alpha: alpha, into: out)
          }
        }
      }
    }
    return RGBAImage(uncheckedWidth: width, height: height, pixels: output)
  }
}
