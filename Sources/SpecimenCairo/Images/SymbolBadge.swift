import Foundation

/// SF Symbols' badged variants drawn from two drawings: `folder.badge.plus`, `person.badge.clock`,
/// `doc.badge.ellipsis` when no drawing of the whole symbol exists.
///
/// SF Symbols names a glyph with a small second glyph at its lower trailing corner
/// `<glyph>.badge.<badge>`, the glyph cut back around the badge (Apple HIG, "SF Symbols": badges such
/// as `plus`, `checkmark`, `xmark`, `clock`). Specimen composes one from its own drawings of the two
/// names: the glyph fills a 16-unit square, the badge's ink is fitted to a `badgeSide` square centred
/// at `badgeCentre`, and a disc `cutRadius` around that centre is cut out of the glyph. The badge
/// reaches past the square, so the document is `side` units and the symbol (fitted by its ink) comes out
/// a little smaller than the bare glyph, as SF's badged symbols are. Only names SF Symbols has are
/// composed (`SFSymbolNames`, for the name and its glyph), and only the badges listed in `badges`.
enum SymbolBadge {
  /// The badges composed: the last part of `<glyph>.badge.<badge>` names SF Symbols uses most.
  static let badges: Set<String> = ["plus", "minus", "checkmark", "xmark", "exclamationmark", "questionmark", "clock", "ellipsis", "play"]
  /// The badge's box side and centre, the radius cut from the glyph around it, and the document's side, in units.
  static let badgeSide: CGFloat = 8, badgeCentre = CGPoint(x: 15, y: 14.5), cutRadius: CGFloat = 5.8, side: CGFloat = 19

  /// The scheme of the paths that name a badged drawing (`specimen-badged:<n>:<badge file><glyph file>`, `n`
  /// the badge file's length in bytes, so any file names can be split).
  static let scheme = "specimen-badged:"

  /// The glyph and badge names of a badged name (`folder.badge.plus` → `folder`, `plus`); nil for other names.
  static func parse(_ name: String) -> (glyph: String, badge: String)? {
    guard let range = name.range(of: ".badge.", options: .backwards) else { return nil }
    let glyph = String(name[..<range.lowerBound]), badge = String(name[range.upperBound...])
    return glyph.isEmpty || !badges.contains(badge) ? nil : (glyph, badge)
  }

  /// A badged symbol: the glyph's drawing and the badge's.
  struct Composition: Equatable {
    let glyphPath: String
    let badgePath: String

    /// The path naming this composition; it ends in the glyph's file name (so in `.svg`).
    var path: String { "\(SymbolBadge.scheme)\(badgePath.utf8.count):\(badgePath)\(glyphPath)" }

    init(glyphPath: String, badgePath: String) { (self.glyphPath, self.badgePath) = (glyphPath, badgePath) }

    /// The composition a path names, or nil for another path.
    init?(path: String) {
      guard path.hasPrefix(SymbolBadge.scheme) else { return nil }
      let rest = Array(path.utf8.dropFirst(SymbolBadge.scheme.utf8.count))
      guard let colon = rest.firstIndex(of: UInt8(ascii: ":")), let length = Int(String(decoding: rest[..<colon], as: UTF8.self)),
            length >= 0, length <= rest.count - colon - 1 else { return nil }
      let badge = rest[(colon + 1)..<(colon + 1 + length)], glyph = rest[(colon + 1 + length)...]
      self.init(glyphPath: String(decoding: glyph, as: UTF8.self), badgePath: String(decoding: badge, as: UTF8.self))
    }

    /// The composed SVG document: the glyph with a disc cut out at its lower trailing corner and the
    /// badge drawn there; nil when either drawing has no root `<svg>` element or no ink.
    func markup(glyph: (data: Data, size: CGSize, ink: CGRect), badge: (data: Data, size: CGSize, ink: CGRect)) -> Data? {
      typealias Nesting = SymbolDecoration.Composition
      guard let glyphText = String(data: glyph.data, encoding: .utf8), let glyphRoot = Nesting.root(of: glyphText),
            let badgeText = String(data: badge.data, encoding: .utf8), let badgeRoot = Nesting.root(of: badgeText),
            Nesting.isDrawable(size: glyph.size, ink: glyph.ink), Nesting.isDrawable(size: badge.size, ink: badge.ink) else { return nil }
      let side = Nesting.number(SymbolBadge.side), centre = SymbolBadge.badgeCentre, half = SymbolBadge.badgeSide / 2
      let badgeBox = CGRect(x: centre.x - half, y: centre.y - half, width: SymbolBadge.badgeSide, height: SymbolBadge.badgeSide)
      let document = #"<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="\#(side)" height="\#(side)" viewBox="0 0 \#(side) \#(side)">"#
        + #"<defs><mask id="specimen-badge-cut" maskUnits="userSpaceOnUse" x="-1" y="-1" width="21" height="21">"#
        + #"<rect x="-1" y="-1" width="21" height="21" fill="white"/>"#
        + #"<circle cx="\#(Nesting.number(centre.x))" cy="\#(Nesting.number(centre.y))" r="\#(Nesting.number(SymbolBadge.cutRadius))" fill="black"/></mask></defs>"#
        + #"<g mask="url(#specimen-badge-cut)">\#(Nesting.nested(glyphRoot, size: glyph.size, ink: glyph.ink, in: CGRect(x: 0, y: 0, width: 16, height: 16)))</g>"#
        + Nesting.nested(badgeRoot, size: badge.size, ink: badge.ink, in: badgeBox)
        + "</svg>"
      return Data(document.utf8)
    }
  }
}
