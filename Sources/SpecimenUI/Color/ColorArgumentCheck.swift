import Foundation

/// The numbers `Color(hue:saturation:brightness:opacity:)`, `UIColor(hue:saturation:brightness:alpha:)` and
/// `Color(_:white:opacity:)` are given, checked where
/// they enter. A NaN or infinite hue, saturation, brightness or white became NaN red, green and blue components, and
/// the drawing named those ("Color green nan is not usable"), components the code never wrote. Inside a render the
/// argument is named as written and replaced as a drawn colour's component is (NaN and -∞ by 0, +∞ by 1; a hue, which
/// goes round, by 0); outside one (a colour made in a `static let`) it is kept, for the drawing to name. Finite values
/// outside 0…1 are extended colours (UIKit: "the input value is never clamped") and are left alone; a non-finite
/// opacity is named by the drawing, as every colour's is.
enum ColorArgumentCheck {
  /// `hue`, `saturation` and `brightness` with each non-finite one replaced and named, as `Color(hue:…)` or, for
  /// `uiColor`, as `UIColor(hue:…alpha:)` (whose initialiser makes its colour through `Color`'s).
  static func hsb(_ hue: Double, _ saturation: Double, _ brightness: Double, _ opacity: Double,
                  uiColor: Bool = false) -> (Double, Double, Double) {
    guard !(hue.isFinite && saturation.isFinite && brightness.isFinite), ResolveIssues.sink != nil else { return (hue, saturation, brightness) }
    let written = (uiColor ? "UIColor" : "Color") + "(hue: \(text(hue)), saturation: \(text(saturation)), brightness: \(text(brightness))"
      + (uiColor ? ", alpha: \(text(opacity)))" : opacity == 1 ? ")" : ", opacity: \(text(opacity)))")
    var parts: [String] = []
    func checked(_ name: String, _ value: Double, goesRound: Bool = false) -> Double {
      guard !value.isFinite else { return value }
      let drawn = goesRound ? 0 : stand(value)
      parts.append("\(name) \(text(value)) is not a finite number, drawn as \(text(drawn))")
      return drawn
    }
    let result = (checked("hue", hue, goesRound: true), checked("saturation", saturation), checked("brightness", brightness))
    report(written, parts)
    return result
  }

  /// `white` replaced and named when it is not finite.
  static func white(_ white: Double, _ opacity: Double) -> Double {
    guard !white.isFinite, ResolveIssues.sink != nil else { return white }
    let drawn = stand(white)
    report("Color(white: \(text(white))" + (opacity == 1 ? ")" : ", opacity: \(text(opacity)))"),
           ["white \(text(white)) is not a finite number, drawn as \(text(drawn))"])
    return drawn
  }

  /// A non-finite component as a drawn colour replaces it: NaN and -∞ by 0, +∞ by 1.
  static func stand(_ value: Double) -> Double { value == .infinity ? 1 : 0 }

  private static func text(_ value: Double) -> String { NumberText.describe(value) }

  private static func report(_ written: String, _ parts: [String]) {
    ResolveIssues.report(ResolveIssue(.invalidNumber, "\(written): " + parts.joined(separator: "; ")
      + ". Give finite numbers (0 to 1 within sRGB)"))
  }
}
