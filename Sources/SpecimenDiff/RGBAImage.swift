/// An 8-bit RGBA image with straight (not premultiplied) alpha, stored row-major.
public struct RGBAImage: Sendable, Hashable {
  /// Width in pixels.
  public let width: Int
  /// Height in pixels.
  public let height: Int
  /// Four bytes per pixel (R, G, B, A), rows top to bottom, no padding; `width * height * 4` bytes.
  public let pixels: [UInt8]

  /// Wraps existing RGBA8 bytes, or returns nil when `pixels.count` is not `width * height * 4`.
  public init?(width: Int, height: Int, pixels: [UInt8]) {
    guard width >= 0, height >= 0 else { return nil }
    let (area, overflow1) = width.multipliedReportingOverflow(by: height)
    let (bytes, overflow2) = area.multipliedReportingOverflow(by: 4)
    guard !overflow1, !overflow2, bytes == pixels.count else { return nil }
    self.width = width
    self.height = height
    self.pixels = pixels
  }

  /// Makes an image of one colour; negative sizes become 0.
  public init(width: Int, height: Int, filledWith color: RGBAColor) {
    self.width = max(0, width)
    self.height = max(0, height)
    var bytes = [UInt8](repeating: 0, count: self.width * self.height * 4)
    for index in stride(from: 0, to: bytes.count, by: 4) {
      bytes[index] = color.r
      bytes[index + 1] = color.g
      bytes[index + 2] = color.b
      bytes[index + 3] = color.a
    }
    self.pixels = bytes
  }

  /// Number of pixels, `width * height`.
  public var pixelCount: Int { width * height }

  /// The colour at (x, y), or nil outside the image.
  public func pixel(x: Int, y: Int) -> RGBAColor? {
    guard x >= 0, y >= 0, x < width, y < height else { return nil }
    let index = (y * width + x) * 4
    return RGBAColor(pixels[index], pixels[index + 1], pixels[index + 2], pixels[index + 3])
  }

  /// Returns a copy with the pixel at (x, y) replaced; coordinates outside the image change nothing.
  public func setting(x: Int, y: Int, to color: RGBAColor) -> RGBAImage {
    guard x >= 0, y >= 0, x < width, y < height else { return self }
    var bytes = pixels
    let index = (y * width + x) * 4
    bytes[index] = color.r
    bytes[index + 1] = color.g
    bytes[index + 2] = color.b
    bytes[index + 3] = color.a
    return RGBAImage(uncheckedWidth: width, height: height, pixels: bytes)
  }

  /// Internal initialiser for callers that already guarantee the byte count.
  init(uncheckedWidth width: Int, height: Int, pixels: [UInt8]) {
    self.width = width
    self.height = height
    self.pixels = pixels
  }
}

/// One straight-alpha RGBA8 colour.
public struct RGBAColor: Sendable, Hashable, CustomStringConvertible {
  /// Red, 0–255.
  public var r: UInt8
  /// Green, 0–255.
  public var g: UInt8
  /// Blue, 0–255.
  public var b: UInt8
  /// Alpha, 0 (transparent) – 255 (opaque).
  public var a: UInt8

  /// Makes a colour from its four channels; alpha defaults to opaque.
  public init(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8 = 255) {
    self.r = r
    self.g = g
    self.b = b
    self.a = a
  }

  /// `rgba(r, g, b, a)`.
  public var description: String { "rgba(\(r), \(g), \(b), \(a))" }
}
