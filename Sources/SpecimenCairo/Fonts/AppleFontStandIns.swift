import Foundation

/// Fonts that ship with iOS, drawn with free faces of the same advance widths when their files
/// are not in the font folders.
///
/// `Font.custom("HelveticaNeue-Bold", size: 17)`, `.custom("Arial", …)` or `.custom("Menlo", …)`
/// need no font file in an app: iOS has them. Specimen cannot ship Apple's files, so it draws
/// them with metric-compatible faces from Debian: Liberation Sans has Arial's advance widths, which
/// are Helvetica's (Liberation's design goal: "metrically compatible with … Arial, Times New Roman,
/// and Courier New", fonts-liberation2's description); Liberation Serif has Times New Roman's and
/// Liberation Mono Courier New's; DejaVu Sans Mono is the design Menlo was drawn from, with the
/// same advance (0.602 em). Helvetica Neue is drawn with Helvetica's widths, its closest free match.
/// Families with no metric-compatible free face (Avenir, Georgia, Futura …) keep the system face.
enum AppleFontStandIns {
  /// A stand-in: the family to draw and the weight and slant the PostScript name asked for.
  struct StandIn: Equatable {
    var family: String
    /// The CSS weight the name's style asks for (`-Bold` 700), nil when it names none.
    var weight: Int?
    var italic: Bool
    /// The iOS family the name belongs to, for the warning.
    var appleFamily: String
  }

  /// iOS family (lowercased, without spaces) → its display name and the stand-in family.
  static let families: [String: (apple: String, standIn: String)] = [
    "helvetica": ("Helvetica", "Liberation Sans"),
    "helveticaneue": ("Helvetica Neue", "Liberation Sans"),
    "arial": ("Arial", "Liberation Sans"),
    "timesnewroman": ("Times New Roman", "Liberation Serif"),
    "times": ("Times", "Liberation Serif"),
    "courier": ("Courier", "Liberation Mono"),
    "couriernew": ("Courier New", "Liberation Mono"),
    "menlo": ("Menlo", "DejaVu Sans Mono"),
  ]

  /// Style words of PostScript names and family strings → CSS weight (nil: the word only sets the slant or width).
  static let styleWeights: [String: Int] = [
    "ultralight": 200, "extralight": 200, "thin": 100, "light": 300, "regular": 400, "roman": 400, "book": 400,
    "medium": 500, "semibold": 600, "demibold": 600, "bold": 700, "heavy": 800, "extrabold": 800, "black": 900,
  ]

  /// The stand-in for a `Font.custom` name, or nil when it names no iOS font Specimen can stand in for.
  /// Accepts family names ("Helvetica Neue", "Times New Roman") and PostScript names ("HelveticaNeue-Bold",
  /// "Arial-BoldItalicMT", "TimesNewRomanPS-BoldMT", "Menlo-Regular").
  static func standIn(for name: String) -> StandIn? {
    guard name.utf8.count <= 128 else { return nil }
    let parts = name.split(separator: "-", maxSplits: 1).map { $0.lowercased().replacingOccurrences(of: " ", with: "") }
    guard let first = parts.first else { return nil }
    var base = first
    for suffix in ["psmt", "mt", "ps"] where base.hasSuffix(suffix) && families[base] == nil {
      base = String(base.dropLast(suffix.count))
    }
    var style = parts.count > 1 ? parts[1] : ""
    if families[base] == nil {
      // A family name with a style word after it: "Helvetica Neue Bold", "Arial Italic".
      guard let (family, rest) = splitFamily(first) else { return nil }
      base = family
      style = rest + style
    }
    guard let family = families[base] else { return nil }
    if style.hasSuffix("mt") { style.removeLast(2) }
    let italic = style.contains("italic") || style.contains("oblique")
    let word = style.replacingOccurrences(of: "italic", with: "").replacingOccurrences(of: "oblique", with: "")
      .replacingOccurrences(of: "condensed", with: "")
    // A style iOS has no face for ("Helveticaish", "Times-Fancy") is not this family: iOS falls back too.
    guard word.isEmpty || styleWeights[word] != nil else { return nil }
    return StandIn(family: family.standIn, weight: styleWeights[word], italic: italic, appleFamily: family.apple)
  }

  /// `name` split into a known family and the style words after it ("helveticaneuebold" → "helveticaneue", "bold").
  private static func splitFamily(_ name: String) -> (String, String)? {
    familiesLongestFirst.first { name.hasPrefix($0) }.map { ($0, String(name.dropFirst($0.count))) }
  }

  /// The keys of `families`, longest first, so "helveticaneue" is tried before "helvetica".
  private static let familiesLongestFirst = families.keys.sorted { ($0.count, $0) > ($1.count, $1) }
}
