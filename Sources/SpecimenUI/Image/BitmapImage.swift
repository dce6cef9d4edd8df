import Foundation

/// Pixels made in code, not read from a file: what Core Image's code generators produce
/// (`CIFilter.qrCodeGenerator()`, `code128BarcodeGenerator()`) and an `Image(uiImage:)` of them draws.
///
/// The pixels are 8-bit RGBA with straight alpha, row by row from the top. `pointSize` is the
/// image's size in points (the pixel size over the image's scale), so a 33-pixel QR code shown at
/// its natural size is 33 × 33 pt, as `UIImage(cgImage:)` makes it on iOS.
public struct BitmapImage: Hashable, Sendable, Codable {
  /// The width in pixels.
  public let width: Int
  /// The height in pixels.
  public let height: Int
  /// `width × height × 4` bytes: red, green, blue and alpha of each pixel, rows from the top.
  public let rgba: [UInt8]
  /// The size the image takes, in points.
  public let pointSize: CGSize

  /// The largest side a bitmap may have, in pixels. Code generators make a few hundred pixels at most;
  /// a transform or scale that would need more is refused where it enters (a 40 000-pixel side would
  /// be 6 GB of pixels).
  public static let maxSide = 4096

  /// A bitmap of `width × height` pixels, or nil when the sizes are out of range or `rgba` is not
  /// four bytes a pixel.
  public init?(width: Int, height: Int, rgba: [UInt8], pointSize: CGSize? = nil) {
    guard width > 0, height > 0, width <= Self.maxSide, height <= Self.maxSide, rgba.count == width * height * 4 else { return nil }
    self.width = width
    self.height = height
    self.rgba = rgba
    let size = pointSize ?? CGSize(width: width, height: height)
    self.pointSize = size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0
      ? size : CGSize(width: width, height: height)
  }

  private enum CodingKeys: String, CodingKey { case width, height, rgba, pointSize }

  /// Decodes a bitmap through the same checks as `init?(width:height:rgba:pointSize:)`: a decoded side
  /// past `maxSide` or pixels that do not match the sizes are refused where they enter.
  public init(from decoder: Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    let width = try c.decode(Int.self, forKey: .width), height = try c.decode(Int.self, forKey: .height)
    guard let bitmap = BitmapImage(width: width, height: height, rgba: try c.decode([UInt8].self, forKey: .rgba),
                                   pointSize: try c.decode(CGSize.self, forKey: .pointSize)) else {
      throw DecodingError.dataCorruptedError(forKey: .width, in: c, debugDescription: "a bitmap of \(width) × \(height) pixels "
        + "needs sides of 1…\(Self.maxSide) and four bytes a pixel")
    }
    self = bitmap
  }

  /// The same pixels taking `pointSize` points.
  func withPointSize(_ pointSize: CGSize) -> BitmapImage? {
    BitmapImage(width: width, height: height, rgba: rgba, pointSize: pointSize)
  }

  /// The same pixels upside down.
  var flippedVertically: BitmapImage {
    let row = width * 4
    var flipped = [UInt8]()
    flipped.reserveCapacity(rgba.count)
    for y in stride(from: height - 1, through: 0, by: -1) { flipped.append(contentsOf: rgba[y * row..<(y + 1) * row]) }
    return BitmapImage(width: width, height: height, rgba: flipped, pointSize: pointSize) ?? self
  }

  /// The same pixels drawn over opaque black.
  var overBlack: BitmapImage {
    var opaque = rgba
    for i in stride(from: 0, to: opaque.count, by: 4) {
      let alpha = UInt16(opaque[i + 3])
      for c in 0..<3 { opaque[i + c] = UInt8((UInt16(opaque[i + c]) * alpha + 127) / 255) }
      opaque[i + 3] = 255
    }
    return BitmapImage(width: width, height: height, rgba: opaque, pointSize: pointSize) ?? self
  }

  /// The pixel at column `x`, row `y` as RGBA bytes.
  public func pixel(x: Int, y: Int) -> (UInt8, UInt8, UInt8, UInt8) {
    let i = (y * width + x) * 4
    return (rgba[i], rgba[i + 1], rgba[i + 2], rgba[i + 3])
  }
}
