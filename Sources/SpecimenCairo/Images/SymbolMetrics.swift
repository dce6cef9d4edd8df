import Foundation

/// An SF Symbol's own proportions: how wide its image is, where its ink sits and how tall its frame is,
/// as Apple's symbol templates define them.
///
/// Every SF Symbol is drawn on a template like a font glyph (Apple HIG, "SF Symbols", custom symbols):
/// left and right margin guides, a baseline and a cap line, and the small-scale outlines at ultralight,
/// regular and black typeset at 100 pt. The numbers here are measured on the SF Symbols 5 export templates
/// (font version 19.2, template v5.0) published in the public repository `marcprux/symbols`, in that
/// template's units (the small scale at 100 pt, regular weight), for the names public code uses most
/// (`docs/sf-symbols-usage-sample.txt`, `docs/sf-symbols-common.txt`); a few common names the templates lack
/// are estimated from Apple's SVG exports (`estimated`). Only these numbers are kept; no outline of Apple's is.
///
/// How iOS lays a symbol image out (OpenSwiftUI `ResolvedImage.swift`, `Image.LayoutMetrics` with
/// `SymbolImageLayoutUsingContentBounds`, on since iOS 14.2): the view is the glyph's content bounds. Its
/// width runs from margin to margin: on iOS 17–18 a body `Label`'s `star.fill` ink starts 1.7 pt inside
/// the image (issue "Looks like the iPhone"), and the template's left margin is 7.81 units, 1.68 pt at body.
/// Its height is the glyph's, not the font's: UIKit reports `chevron.compact.down` at 64 pt light as
/// 70.33 × 25.67 pt with a 54.33 × 14.33 pt bitmap of ink (Apple Developer Forums thread 716773). That width
/// is the template's advance (69.2 pt by the numbers here), and the height is close to the ink's extent at
/// the black weight (24.4 pt), centred on the ink (its baseline offset, −10.33 pt, puts the frame's centre
/// on the ink's). So Specimen makes a symbol's frame its advance wide and as tall as its black ink (or its
/// regular ink, if taller), with the regular ink centred in it. A symbol is drawn at its own size: SwiftUI
/// fits no symbol to `circle.fill`'s size at the standard image scales (OpenSwiftUI `NamedImage.swift`,
/// `symbolSizeScale`: the allowed range is 1…1 for small, medium and large).
struct SymbolMetrics: Hashable, Sendable {
  /// Left margin to right margin.
  var advance: CGFloat
  /// From the left margin to the ink's left edge (negative when the ink starts before the margin).
  var inkLeft: CGFloat
  /// The regular ink's width.
  var inkWidth: CGFloat
  /// The regular ink's height.
  var inkHeight: CGFloat
  /// The black weight's ink height: the frame's height.
  var blackHeight: CGFloat
  /// The middle of the regular ink, above the baseline: where the frame is centred.
  var inkMidline: CGFloat

  init(_ advance: CGFloat, _ inkLeft: CGFloat, _ inkWidth: CGFloat, _ inkHeight: CGFloat, _ blackHeight: CGFloat,
       _ inkMidline: CGFloat) {
    self.advance = advance
    self.inkLeft = inkLeft
    self.inkWidth = inkWidth
    self.inkHeight = inkHeight
    self.blackHeight = blackHeight
    self.inkMidline = inkMidline
  }

  /// The middle of the templates' capital letters above the baseline (their cap line is at 70.459 units):
  /// symbols are designed centred on it and scaled about it.
  static let capMidline: CGFloat = 70.459 / 2

  /// `circle.fill`'s regular ink height (its diameter): the unit `SymbolMap.inkHeight` is given in, so a
  /// symbol's size in points is its template size times `inkHeight / circleDiameter`. It matches
  /// OpenSwiftUI's 78.86 % of the point size for the small scale (`ImageScale.swift`).
  static let circleDiameter: CGFloat = 78.86

  /// `circle.fill`'s metrics: how a symbol without its own is sized.
  static let circleFill = table["circle.fill"]

  /// The frame's height: the black ink's, or the regular ink's when that is taller.
  var frameHeight: CGFloat { max(blackHeight, inkHeight) }

  /// The metrics of `name`: measured (else estimated), else those of the older name it renames, else, for a name SF Symbols has, its outline's or
  /// filled sibling's (`star` and `star.fill` share their outer shape and margins), else those of the container its
  /// `.circle`/`.square` variant is drawn in (every circled symbol of the templates has `circle.fill`'s
  /// margins and size), else nil.
  static func of(_ name: String) -> SymbolMetrics? {
    if let known = known(name) { return known }
    // A renamed symbol has its other name's shape (`SymbolMap.renamedNames`).
    if let older = SymbolMap.renamedNames[name] { return of(older) }
    guard SFSymbolNames.contains(name) else { return nil }
    let sibling = name.hasSuffix(".fill") ? String(name.dropLast(5)) : name + ".fill"
    if let known = known(sibling) { return known }
    var parts = name.split(separator: ".")
    if parts.last == "fill" { parts.removeLast() }
    guard parts.count >= 2, let container = parts.last, ["circle", "square"].contains(container) else { return nil }
    return table["\(container).fill"]
  }

  /// The measured metrics of `name`, else its estimated ones (`estimated`).
  private static func known(_ name: String) -> SymbolMetrics? { table[name] ?? estimated[name] }
}
