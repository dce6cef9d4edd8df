import Foundation
import SpecimenDiff
@_spi(SnapshotTesting) import SpecimenUI

extension Diffing where Value == UIImage {
  /// Images written as PNG and compared pixel for pixel.
  public static var image: Diffing { .image() }

  /// Images written as PNG and compared: they match when at least `precision` of their pixels match, a pixel
  /// matching when its bytes are equal or, with `perceptualPrecision` below 1, when its CIE 1994 colour difference
  /// (ΔE94, 0…100, over white) is at most `(1 − perceptualPrecision) × 100`, the measure Core Image's
  /// `CILabDeltaE` gives on iOS.
  public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil) -> Diffing {
    Diffing(
      toData: { image in ImageCoding.png(image) ?? Data() },
      fromData: { data in ImageCoding.image(png: data) },
      diff: { reference, actual in
        ImageComparison(precision: precision, perceptualPrecision: perceptualPrecision).failure(reference, actual)
          .map { ($0, [XCTAttachment(data: ImageCoding.png(reference) ?? Data()), XCTAttachment(data: ImageCoding.png(actual) ?? Data())]) }
      })
  }
}

/// PNG bytes of a snapshot image, and images read back from them.
enum ImageCoding {
  /// The image's pixels as PNG, or nil when it has none.
  static func png(_ image: UIImage) -> Data? {
    guard !(image is SnapshotFailureImage), let bitmap = image.snapshotBitmap,
          let rgba = RGBAImage(width: bitmap.width, height: bitmap.height, pixels: bitmap.rgba),
          let bytes = try? rgba.pngData() else { return nil }
    return Data(bytes)
  }

  /// The image a reference file holds; an image that says why when the file is not a PNG Specimen can read.
  static func image(png data: Data) -> UIImage {
    do {
      let decoded = try RGBAImage(pngData: data, fileName: "reference")
      guard let bitmap = BitmapImage(width: decoded.width, height: decoded.height, rgba: decoded.pixels) else {
        return SnapshotFailureImage(reason: "the reference is \(decoded.width) × \(decoded.height) pixels, more than "
          + "\(BitmapImage.maxSide) a side; record it again at a smaller size")
      }
      return UIImage(snapshotBitmap: bitmap, scale: 1)
    } catch {
      return SnapshotFailureImage(reason: "the reference could not be read (\(error)); delete it and record it again")
    }
  }
}

/// swift-snapshot-testing's image comparison: the share of matching pixels against `precision`, a pixel matching
/// exactly or within `perceptualPrecision`'s colour difference.
struct ImageComparison {
  let precision: Float
  let perceptualPrecision: Float

  /// Why `actual` does not match `reference`, or nil when it does.
  func failure(_ reference: UIImage, _ actual: UIImage) -> String? {
    if let problem = argumentProblem { return problem }
    if let failed = actual as? SnapshotFailureImage { return "The snapshot could not be drawn: \(failed.reason)." }
    if let failed = reference as? SnapshotFailureImage { return "The reference could not be used: \(failed.reason)." }
    guard let old = reference.snapshotBitmap, let new = actual.snapshotBitmap else { return "An image has no pixels." }
    guard old.width == new.width, old.height == new.height else {
      return "Newly-taken snapshot@\(pixelSize(new)) does not match reference@\(pixelSize(old))."
    }
    if old.rgba == new.rgba { return nil }
    let pixels = old.width * old.height
    let tolerance = perceptualPrecision < 1 ? Double(1 - perceptualPrecision) * 100 : -1
    var matching = 0
    var largestDifference = 0.0
    for index in 0..<pixels {
      let offset = index * 4
      if old.rgba[offset..<offset + 4] == new.rgba[offset..<offset + 4] {
        matching += 1
        continue
      }
      let difference = ColorDifference.deltaE94(old.rgba, new.rgba, at: offset)
      largestDifference = max(largestDifference, difference)
      if difference <= tolerance { matching += 1 }
    }
    let actualPrecision = Float(matching) / Float(max(pixels, 1))
    guard actualPrecision < precision else { return nil }
    var message = "Newly-taken snapshot does not match reference.\n"
      + "Actual image precision \(actualPrecision) is less than required \(precision)"
    if perceptualPrecision < 1 {
      message += "\nActual perceptual precision \(Float(1 - largestDifference / 100)) is less than required \(perceptualPrecision)"
    }
    return message
  }

  /// The message for a precision outside 0…1, or nil.
  private var argumentProblem: String? {
    for (name, value) in [("precision", precision), ("perceptualPrecision", perceptualPrecision)] where !(0...1).contains(value) {
      return "\(name): \(value) is not a share from 0 to 1; pass 1 for an exact match, or 0.98 or so to allow small differences"
    }
    return nil
  }

  /// A size in pixels, as the message gives it (a reference read from disk knows no scale).
  private func pixelSize(_ bitmap: BitmapImage) -> String { "(\(bitmap.width), \(bitmap.height)) px" }
}

/// The CIE 1994 colour difference of two sRGB pixels, composited over white.
enum ColorDifference {
  /// ΔE94 (graphic arts weights) between the pixels at byte `offset` of `a` and `b`.
  static func deltaE94(_ a: [UInt8], _ b: [UInt8], at offset: Int) -> Double {
    let first = lab(a, offset), second = lab(b, offset)
    let dL = first.l - second.l
    let c1 = (first.a * first.a + first.b * first.b).squareRoot()
    let c2 = (second.a * second.a + second.b * second.b).squareRoot()
    let dC = c1 - c2
    let da = first.a - second.a, db = first.b - second.b
    let dH2 = max(0, da * da + db * db - dC * dC)
    let sC = 1 + 0.045 * c1, sH = 1 + 0.015 * c1
    return (dL * dL + (dC / sC) * (dC / sC) + dH2 / (sH * sH)).squareRoot()
  }

  /// CIELAB (D65) of the pixel at `offset`, over white.
  private static func lab(_ bytes: [UInt8], _ offset: Int) -> (l: Double, a: Double, b: Double) {
    let alpha = Double(bytes[offset + 3]) / 255
    func linear(_ index: Int) -> Double {
      let value = (Double(bytes[offset + index]) / 255) * alpha + (1 - alpha)
      return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
    }
    let r = linear(0), g = linear(1), b = linear(2)
    let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    let y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883
    func f(_ t: Double) -> Double { t > 216.0 / 24389 ? cbrt(t) : (24389.0 / 27 * t + 16) / 116 }
    return (116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z)))
  }
}
