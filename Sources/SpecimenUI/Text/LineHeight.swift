import Foundation

// iOS 26's line height: `Text(…).lineHeight(.exact(points: 24))`, `.lineHeight(.multiple(factor: 1.4))`,
// and the same value as a paragraph attribute of an `AttributedString`. Design systems use it to give
// text their design tool's line height, which `lineSpacing` cannot (it only adds space).
// https://developer.apple.com/documentation/swiftui/view/lineheight(_:)
// https://developer.apple.com/documentation/foundation/attributedstring/lineheight

extension AttributedString {
  /// The line height definition of a paragraph: the distance between the baselines of two subsequent
  /// lines of text.
  public struct LineHeight: Hashable, Sendable, Codable {
    /// How the distance is found.
    package enum Rule: Hashable, Sendable, Codable {
      /// From the ascent and descent of each line's fonts (the font's own line height).
      case variable
      /// The largest point size times a factor.
      case multiple(CGFloat)
      /// The largest point size plus an increase, in points.
      case leading(CGFloat)
      /// A fixed total, in points.
      case exact(CGFloat)
    }

    package let rule: Rule

    package init(_ rule: Rule) { self.rule = rule }

    /// Variable line height based on font metrics: the ascent and descent of the fonts used in each line.
    public static var variable: LineHeight { LineHeight(.variable) }
    /// Constant line height based on a multiple of the point size that is perceived as normal.
    ///
    /// Apple does not publish the multiples of `tight`, `normal` and `loose`; Specimen uses 1.1, 1.3 and
    /// 1.5 (1.3 is within 0.2 pt of SF Pro's 22-pt pitch at 17 pt, which `normal` looks like on iOS).
    public static var normal: LineHeight { LineHeight(.multiple(1.3)) }
    /// Constant line height based on a multiple of the point size that is perceived as tight.
    public static var tight: LineHeight { LineHeight(.multiple(1.1)) }
    /// Constant line height based on a multiple of the point size that is perceived as loose.
    public static var loose: LineHeight { LineHeight(.multiple(1.5)) }
    /// Constant line height based on a multiple of the point size: the largest point size times `factor`,
    /// regardless of the ascent and descent of the fonts in use.
    public static func multiple(factor: CGFloat) -> LineHeight { LineHeight(.multiple(factor)) }
    /// Constant line height based on the point size and a fixed increase: the largest point size plus
    /// `increase` points, regardless of the ascent and descent of the fonts in use.
    public static func leading(increase: CGFloat) -> LineHeight { LineHeight(.leading(increase)) }
    /// Constant line height based on a fixed total: exactly `points`, regardless of the ascent and descent
    /// of the fonts in use.
    public static func exact(points: CGFloat) -> LineHeight { LineHeight(.exact(points)) }

    /// The distance between baselines for text whose largest point size is `pointSize`; nil for `variable`
    /// (the fonts' own line height).
    package func points(pointSize: CGFloat) -> CGFloat? {
      switch rule {
      case .variable: nil
      case .multiple(let factor): pointSize * factor
      case .leading(let increase): pointSize + increase
      case .exact(let points): points
      }
    }

    /// How the value reads in SwiftUI, for diagnostics.
    package var swiftDescription: String {
      switch rule {
      case .variable: ".variable"
      case .multiple(let factor): ".multiple(factor: \(NumberText.describe(Double(factor))))"
      case .leading(let increase): ".leading(increase: \(NumberText.describe(Double(increase))))"
      case .exact(let points): ".exact(points: \(NumberText.describe(Double(points))))"
      }
    }
  }
}

struct LineHeightKey: EnvironmentKey { static let defaultValue: AttributedString.LineHeight? = nil }

extension EnvironmentValues {
  /// The line height of text in this environment; nil (the default) lets each context choose, which on
  /// iOS is the font's own line height.
  public var lineHeight: AttributedString.LineHeight? {
    get { self[LineHeightKey.self] }
    set { self[LineHeightKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Sets the default line height of text in this view: the distance between the baselines of two
  /// subsequent lines. A text's height becomes its number of lines times that distance.
  public func lineHeight(_ lineHeight: AttributedString.LineHeight?) -> some View {
    environmentChange { $0.lineHeight = lineHeight }
  }
}

extension AttributeScopes.SwiftUIAttributes {
  /// The line height attribute: a paragraph's `AttributedString.LineHeight`.
  public enum LineHeightAttribute: AttributedStringKey {
    public typealias Value = AttributedString.LineHeight
    public static let name = "SwiftUI.LineHeight"
  }
}
