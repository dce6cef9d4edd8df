/// Named resource limits for PNG decoding.
public enum PNGLimits {
  /// The largest width or height accepted when decoding.
  ///
  /// libpng's own default limit (`PNG_USER_WIDTH_MAX`). The memory a header could ask for
  /// (a 68-byte file claiming 100000 × 100000 pixels would ask for 40 GB) is bounded by
  /// `maximumPixelCount`; a side this long is still a strip a comparison can hold, such as
  /// a 1 × 100000 scroll capture, which pixelmatch compares too.
  public static let maximumSide = 1_000_000

  /// The largest pixel count accepted when decoding (64 megapixels, 256 MB of RGBA).
  ///
  /// Bounds memory for images that are within `maximumSide` on each axis but huge in area.
  public static let maximumPixelCount = 64 * 1024 * 1024
}
