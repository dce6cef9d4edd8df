import Foundation

extension Font {
  /// A line spacing adjustment that you can apply to a font (SwiftUI's `Font.Leading`, iOS 14).
  public enum Leading: Hashable, Sendable {
    /// The font's default line spacing.
    case standard
    /// Reduced line spacing: 2 pt less on iOS (Apple: "typically reduces line spacing by 1 point
    /// for watchOS and 2 points on other platforms").
    case tight
    /// Increased line spacing: 2 pt more on iOS (Apple, `Font.Leading.loose`).
    case loose

    /// The change to the line pitch, in points.
    var points: CGFloat {
      switch self {
      case .standard: return 0
      case .tight: return -2
      case .loose: return 2
      }
    }
  }

  /// This font with its line spacing adjusted (`Font.body.leading(.tight)`).
  ///
  /// System fonts (text styles and fixed sizes) take the adjustment; a custom font is returned
  /// unchanged, as Apple says some fonts are ("for some fonts, the modifier has no effect").
  public func leading(_ leading: Leading) -> Font {
    if case .custom = base { return self }
    var copy = self
    copy.lineSpacingAdjustment = leading
    return copy
  }
}
