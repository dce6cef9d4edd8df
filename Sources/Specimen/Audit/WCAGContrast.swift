import Foundation

/// WCAG 2.x contrast: relative luminance of sRGB colours and the ratio (L1 + 0.05) / (L2 + 0.05).
///
/// Definitions from WCAG 2.2, "relative luminance" and "contrast ratio" (w3.org/TR/WCAG22/#dfn-relative-luminance),
/// with the sRGB linearisation threshold 0.04045 of IEC 61966-2-1.
public enum WCAGContrast {
  /// Text contrast asked by success criterion 1.4.3 (AA) for normal text.
  public static let normalText = 4.5
  /// For large text (18 pt, or 14 pt bold) and for non-text graphics (1.4.11).
  public static let largeTextAndGraphics = 3.0

  /// The linear value of each 8-bit sRGB level.
  static let linear: [Double] = (0..<256).map { level in
    let c = Double(level) / 255
    return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
  }

  /// Relative luminance of an opaque 8-bit sRGB colour.
  public static func luminance(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> Double {
    0.2126 * linear[Int(r)] + 0.7152 * linear[Int(g)] + 0.0722 * linear[Int(b)]
  }

  /// Relative luminance of an sRGB colour with components 0…1.
  public static func luminance(red: Double, green: Double, blue: Double) -> Double {
    func lin(_ c: Double) -> Double {
      let c = min(max(c, 0), 1)
      return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * lin(red) + 0.7152 * lin(green) + 0.0722 * lin(blue)
  }

  /// The contrast ratio of two luminances, from 1 to 21.
  public static func ratio(_ a: Double, _ b: Double) -> Double {
    (max(a, b) + 0.05) / (min(a, b) + 0.05)
  }

  /// The threshold for text of `size` points and CSS-style `weight`: 3:1 from 18 pt, or from 14 pt when bold (700+).
  public static func textThreshold(size: Double, weight: Int) -> Double {
    size >= 18 || (size >= 14 && weight >= 700) ? largeTextAndGraphics : normalText
  }
}
