import Foundation

/// San Francisco's published metrics, which Specimen applies to the stand-in faces of the system font.
///
/// SF Pro cannot be shipped, so `.default` text is drawn with Inter (Inter Display from 20 pt, where
/// iOS switches from SF Pro Text to SF Pro Display) but spaced and sized like SF Pro:
/// - **Tracking** by point size from Apple's HIG ("Typography", "Tracking values", iOS: the SF Pro
///   Text table below 20 pt and the SF Pro Display table from 20 pt, in 1/1000 em). Inter's own
///   advance widths are close to SF Pro Text's: with SF's 17 pt tracking (−26/1000 em) Inter's ink
///   of "Default" and "Checked" is within 1 % of what iOS 17–18 screenshots measure (52.3 and
///   65.5 pt), and UIKit's "Hello World" (88.0 pt, rounded up to pixels) comes out 87.4 pt.
/// - **Ascent and descent** from SF Pro's font header: ascender 1950 and descender 494 of 2048
///   units per em (UIKit's `UIFont.systemFont(ofSize: 17)` reports ascender 16.19, descender −4.10,
///   lineHeight 20.29; a one-line 17 pt `Text` is 20.33 pt tall on a 3× screen).
/// - **Line pitch** (baseline to baseline) from the HIG's Dynamic Type tables ("Leading" column):
///   body text at the default size is 17 pt on a 22 pt pitch, so two lines are 20.29 + 22 pt tall.
public enum SystemTypography {
  /// SF Pro's ascender as a fraction of the point size (1950/2048 units per em).
  public static let ascender: CGFloat = 1950.0 / 2048.0
  /// SF Pro's descender below the baseline as a fraction of the point size (494/2048 units per em).
  public static let descender: CGFloat = 494.0 / 2048.0
  /// SF Pro's cap height as a fraction of the point size (1443/2048 units per em).
  public static let capHeight: CGFloat = 1443.0 / 2048.0
  /// SF Pro's x-height as a fraction of the point size (1078/2048 units per em, its font header's `sxHeight`).
  public static let xHeight: CGFloat = 1078.0 / 2048.0

  /// The size from which iOS sets the system font in its Display optical size (Apple HIG, "Typography").
  public static let displayFromSize: CGFloat = 20

  /// What Inter Display needs on top of SF Pro Display's tracking, in 1/1000 em.
  ///
  /// SF Pro Display's advances are 42/1000 em per glyph narrower than SF Pro Text's: at 20 pt the
  /// HIG gives the variable SF Pro −23 (Text advances) and SF Pro Display +19 for the same text.
  /// Inter Display's advances are 51/1000 em narrower than Inter's (mean over 15 UI words such as
  /// "Settings", "Add to Cart", "Notifications", measured with Pango at 1000 pt). Inter itself
  /// matches SF Pro Text within about 0.5 %, so Inter Display needs 51 − 42 = 9 more.
  static let interDisplayCorrection = 9

  /// The tracking iOS gives the system font of `design` at `size` points, in points, as drawn with
  /// Specimen's stand-in faces (when Apple's own fonts are installed, `tracking(_:size:)` with the
  /// face's own table applies instead).
  ///
  /// Only `.default` has a stand-in whose advances are close to SF's (Inter); the other designs'
  /// stand-ins (Quicksand, DejaVu) are spaced differently from SF Pro Rounded, New York and SF Mono,
  /// so applying those faces' tables to them would move widths further from iOS, and they get none.
  public static func tracking(design: Font.Design, size: CGFloat) -> CGFloat {
    guard design == .default, size.isFinite, size > 0 else { return 0 }
    if size >= displayFromSize {
      return tracking(.sfProDisplay, size: size) + CGFloat(interDisplayCorrection) / 1000 * size
    }
    return tracking(.sfProText, size: size)
  }

  /// The tracking of Apple's `table` at `size` points, in points (0 for sizes that are not finite and positive).
  public static func tracking(_ table: TrackingTable, size: CGFloat) -> CGFloat {
    guard size.isFinite, size > 0 else { return 0 }
    let rows = table.rows
    // Apple lists whole point sizes; a fractional size takes the value of the size below it, and
    // each value holds up to the next listed size.
    let whole = Int(min(max(size, 1), 10_000).rounded(.down))
    let value = rows.last(where: { $0.size <= whole })?.value ?? rows[0].value
    return CGFloat(value) / 1000 * size
  }

  /// The HIG's line pitch for the text styles at the default Dynamic Type size, by point size,
  /// used for system fonts of a fixed size (Apple HIG, "Typography", Dynamic Type sizes, Large).
  static let pitchBySize: [(size: CGFloat, pitch: CGFloat)] = [
    (11, 13), (12, 16), (13, 18), (15, 20), (16, 21), (17, 22), (20, 25), (22, 28), (28, 34), (34, 41),
  ]

  /// The baseline-to-baseline distance of a system font of `size` points that is not a text style:
  /// the HIG's text-style pitches interpolated by size, in proportion beyond the table's ends.
  public static func linePitch(size: CGFloat) -> CGFloat {
    guard size.isFinite, size > 0 else { return 0 }
    let table = pitchBySize
    if size <= table[0].size { return size * table[0].pitch / table[0].size }
    if let last = table.last, size >= last.size { return size * last.pitch / last.size }
    for (a, b) in zip(table, table.dropFirst()) where size <= b.size {
      return a.pitch + (b.pitch - a.pitch) * (size - a.size) / (b.size - a.size)
    }
    return size * 1.2
  }

  /// One line's height (ascent + descent) of the system font at `size` points.
  public static func lineHeight(size: CGFloat) -> CGFloat { size * (ascender + descender) }
}

extension Font.TextStyle {
  /// The line pitch (HIG "Leading") of this style at a Dynamic Type size (Apple HIG, "Typography",
  /// iOS Dynamic Type sizes; same columns as `pointSize(at:)`).
  public func leading(at size: DynamicTypeSize) -> CGFloat {
    let table: [CGFloat]
    switch self {
    case .largeTitle: table = [38, 39, 40, 41, 43, 46, 48, 52, 57, 61, 66, 70]
    case .title: table = [31, 32, 33, 34, 37, 39, 41, 46, 51, 57, 62, 68]
    case .title2: table = [24, 25, 26, 28, 30, 32, 34, 41, 47, 52, 59, 66]
    case .title3: table = [22, 23, 24, 25, 28, 30, 32, 38, 44, 51, 58, 65]
    case .headline, .body: table = [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62]
    case .callout: table = [18, 19, 20, 21, 23, 25, 28, 32, 39, 46, 52, 60]
    case .subheadline: table = [16, 18, 19, 20, 22, 24, 28, 31, 37, 43, 50, 58]
    case .footnote: table = [16, 16, 16, 18, 20, 22, 24, 29, 33, 40, 46, 52]
    case .caption: table = [13, 13, 13, 16, 19, 21, 23, 28, 32, 39, 44, 51]
    case .caption2: table = [13, 13, 13, 13, 18, 20, 22, 25, 30, 35, 41, 48]
    }
    return table[size.rawValue]
  }
}
