/// Named resource limits for PNG decoding.
public enum PNGLimits {
  /// The largest width or height accepted when decoding.
  ///
  /// Guards against files whose header promises an absurd size: decoding allocates
  /// `width * height * 4` bytes up front, so a 68-byte file claiming 100000 × 100000
  /// pixels would otherwise ask for 40 GB. 16384 is the largest surface Cairo and
  /// browsers handle comfortably, far above any component preview.
  public static let maximumSide = 16_384

  /// The largest pixel count accepted when decoding (64 megapixels, 256 MB of RGBA).
  ///
  /// Bounds memory for images that are within `maximumSide` on each axis but huge in area.
  public static let maximumPixelCount = 64 * 1024 * 1024
}
