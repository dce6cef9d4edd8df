import Foundation

/// Core Image's image (`CIImage`): here the pixels a code generator made, with the transforms
/// applied to them since, drawn by nearest-neighbour sampling when a context renders it.
///
/// Coordinates are Core Image's: the origin at the bottom left, y upwards; a generator's image
/// covers `(0, 0, width, height)`, one unit a pixel.
open class CIImage: NSObject, @unchecked Sendable {
  /// The generator's pixels (nil: an empty image).
  let pixels: BitmapImage?
  /// From the pixels' own coordinates (y up) to this image's.
  let transform: CGAffineTransform

  init(pixels: BitmapImage?, transform: CGAffineTransform = .identity) {
    self.pixels = pixels
    self.transform = transform
  }

  /// Creates an image from a Core Graphics image.
  public convenience init(cgImage image: CGImage) { self.init(pixels: image.bitmap) }

  /// Creates an image from a Core Graphics image with options (the options are not used).
  public convenience init(cgImage image: CGImage, options: [CIImageOption: Any]? = nil) { self.init(pixels: image.bitmap) }

  /// An image with no pixels.
  public class func empty() -> CIImage { CIImage(pixels: nil) }

  /// The rectangle the image covers; an empty image's is empty.
  open var extent: CGRect {
    guard let pixels else { return .zero }
    return CGRect(x: 0, y: 0, width: pixels.width, height: pixels.height).applying(transform)
  }

  /// The image with `matrix` applied: scaled, moved or rotated (a non-invertible or non-finite matrix gives an empty image).
  open func transformed(by matrix: CGAffineTransform) -> CIImage {
    let combined = transform.concatenating(matrix)
    let values = [combined.a, combined.b, combined.c, combined.d, combined.tx, combined.ty]
    guard values.allSatisfy(\.isFinite), combined.a * combined.d - combined.b * combined.c != 0 else { return .empty() }
    return CIImage(pixels: pixels, transform: combined)
  }

  /// The image with `matrix` applied, downsampling with higher quality (drawn the same here).
  open func transformed(by matrix: CGAffineTransform, highQualityDownsample: Bool) -> CIImage { transformed(by: matrix) }

  /// The pixels covering `rect` (Core Image coordinates), one pixel a unit, rows from the top;
  /// nil when the rectangle is empty, not finite or larger than `BitmapImage.maxSide` on a side.
  func rendered(in rect: CGRect) -> BitmapImage? {
    let rect = rect.integral
    guard let pixels, [rect.minX, rect.minY, rect.width, rect.height].allSatisfy(\.isFinite),
          rect.width >= 1, rect.height >= 1, rect.width <= CGFloat(BitmapImage.maxSide), rect.height <= CGFloat(BitmapImage.maxSide)
    else { return nil }
    let width = Int(rect.width), height = Int(rect.height)
    let inverse = transform.inverted()
    var rgba = [UInt8](repeating: 0, count: width * height * 4)
    // Only the rows and columns over the image's extent are sampled: the rest is transparent (a 4 096² rectangle
    // around a 25-px code sampled 16 million points, 5 s in a debug build).
    let covered = extent
    guard covered.checkedIntersects(rect) else { return BitmapImage(width: width, height: height, rgba: rgba) }
    func index(_ v: CGFloat, _ count: Int) -> Int { Int(saturating: min(max(v, 0), CGFloat(count))) }
    let columns = index((covered.minX - rect.minX).rounded(.down), width)..<index((covered.maxX - rect.minX).rounded(.up), width)
    let rows = index((rect.maxY - covered.maxY).rounded(.down), height)..<index((rect.maxY - covered.minY).rounded(.up), height)
    if transform.b == 0, transform.c == 0 {
      sampleAxisAligned(pixels, inverse: inverse, rect: rect, columns: columns, rows: rows, into: &rgba, width: width)
      return BitmapImage(width: width, height: height, rgba: rgba)
    }
    Self.withPixels(of: &rgba, reading: pixels.rgba) { out, input in
      for row in rows {
        for column in columns {
          let point = CGPoint(x: rect.minX + CGFloat(column) + 0.5, y: rect.maxY - CGFloat(row) - 0.5).applying(inverse)
          // Compared before the conversion: a far rectangle or a tiny scale puts the point past what an Int holds.
          guard point.x >= 0, point.x < CGFloat(pixels.width), point.y >= 0, point.y < CGFloat(pixels.height) else { continue }
          out[row * width + column] = input[(pixels.height - 1 - Int(point.y)) * pixels.width + Int(point.x)]
        }
      }
    }
    return BitmapImage(width: width, height: height, rgba: rgba)
  }
}

extension CIImage {
  /// Samples an image that is only scaled and moved (no rotation or shear): each output column reads one source column
  /// and each output row one source row, worked out once, and a row reading the same source row as the row above is a
  /// copy of it. The pixels are those of the general per-point loop (the same arithmetic on each coordinate: with `b`
  /// and `c` zero, a coordinate does not depend on the other); a 25-px code scaled over 4 096² took 5.9 s a cell in a
  /// debug build sampling every point through the transform and copying it as an array slice, 0.4 s this way.
  private func sampleAxisAligned(_ pixels: BitmapImage, inverse: CGAffineTransform, rect: CGRect, columns: Range<Int>, rows: Range<Int>,
                                 into rgba: inout [UInt8], width: Int) {
    let sourceColumns = columns.map { column -> Int in
      let x = CGPoint(x: rect.minX + CGFloat(column) + 0.5, y: 0).applying(inverse).x
      return x >= 0 && x < CGFloat(pixels.width) ? Int(x) : -1
    }
    var previous: (sourceRow: Int, row: Int)?
    Self.withPixels(of: &rgba, reading: pixels.rgba) { out, input in
      for row in rows {
        let y = CGPoint(x: 0, y: rect.maxY - CGFloat(row) - 0.5).applying(inverse).y
        guard y >= 0, y < CGFloat(pixels.height) else { continue }
        let sourceRow = pixels.height - 1 - Int(y), start = row * width
        if let previous, previous.sourceRow == sourceRow {
          let base = out.baseAddress! + columns.lowerBound
          (base + start).update(from: base + previous.row * width, count: columns.count)
          continue
        }
        for (offset, x) in sourceColumns.enumerated() where x >= 0 {
          out[start + columns.lowerBound + offset] = input[sourceRow * pixels.width + x]
        }
        previous = (sourceRow, row)
      }
    }
  }

  /// Runs `body` over `target`'s and `source`'s RGBA bytes as one 32-bit word a pixel.
  private static func withPixels(of target: inout [UInt8], reading source: [UInt8],
                                 _ body: (UnsafeMutableBufferPointer<UInt32>, UnsafeBufferPointer<UInt32>) -> Void) {
    target.withUnsafeMutableBufferPointer { target in
      source.withUnsafeBufferPointer { source in
        target.withMemoryRebound(to: UInt32.self) { out in source.withMemoryRebound(to: UInt32.self) { input in body(out, input) } }
      }
    }
  }
}

/// Options for creating a `CIImage`.
public struct CIImageOption: Hashable, RawRepresentable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// The color space of the image.
  public static let colorSpace = CIImageOption(rawValue: "kCIImageColorSpace")
  /// Whether to apply the image's orientation.
  public static let applyOrientationProperty = CIImageOption(rawValue: "kCIImageApplyOrientationProperty")
}

/// Core Image's rendering context: turns a `CIImage` into a `CGImage`.
open class CIContext: NSObject, @unchecked Sendable {
  /// Creates a context.
  public override init() {}
  /// Creates a context with options (the options are not used).
  public init(options: [CIContextOption: Any]?) {}

  /// Renders the part of `image` inside `fromRect` to a bitmap image, or nil when there is nothing to render.
  open func createCGImage(_ image: CIImage, from fromRect: CGRect) -> CGImage? {
    image.rendered(in: fromRect).map(CGImage.init(bitmap:))
  }
}

/// Options for creating a `CIContext`.
public struct CIContextOption: Hashable, RawRepresentable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Whether to render on the CPU.
  public static let useSoftwareRenderer = CIContextOption(rawValue: "kCIContextUseSoftwareRenderer")
  /// The working color space.
  public static let workingColorSpace = CIContextOption(rawValue: "kCIContextWorkingColorSpace")
  /// Whether to cache intermediate images.
  public static let cacheIntermediates = CIContextOption(rawValue: "kCIContextCacheIntermediates")
  /// Whether output is premultiplied.
  public static let outputPremultiplied = CIContextOption(rawValue: "kCIContextOutputPremultiplied")
}
