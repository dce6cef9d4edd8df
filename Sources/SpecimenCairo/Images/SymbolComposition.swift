import Foundation

/// What Specimen adds to a glyph's drawing to draw an SF Symbols variant that has no drawing of its own:
/// a container (`heart.circle.fill`, `chevron.right.circle`, `plus.square`, `play.rectangle`) or a slash
/// (`car.slash`).
///
/// SF Symbols names a glyph in a container `<glyph>.<container>` and its filled form
/// `<glyph>.<container>.fill`; the outlined form draws the glyph inside a ring (or a rounded square),
/// the filled form cuts the glyph (its `.fill` form when it has one) out of a disc (or a filled rounded
/// square); `<glyph>.slash` draws a diagonal line from the glyph's top left to its bottom right with a
/// gap cut around it, `.slash.fill` the same over the `.fill` glyph (Apple HIG, "SF Symbols", Variants:
/// "enclosed in a circle or square", "with a slash"). Bootstrap Icons has few such drawings, so Specimen
/// composes one from the glyph's drawing and Bootstrap's proportions: a 16-unit circle or rounded square
/// with a 1-unit outline, the glyph's ink fitted to a box `glyphFraction` of the container and centred
/// in it; a 1-unit slash with a gap of `slashGap` each side. Only names SF Symbols has are composed
/// (`SFSymbolNames`, for the variant and its glyph), so `symbolVariant(.circle)` on a glyph without a circled form still falls
/// back to the bare glyph, as on iOS.
enum SymbolDecoration: String {
  case circle, square, rectangle, slash

  /// The glyph's share of the container's side: the glyph's ink fits a square this fraction of the
  /// container, as in Bootstrap's own circled icons (`plus-circle`, `x-circle`: 7–8 of 16 units) and
  /// SF's (`plus.circle`'s plus spans about half the ring).
  static let glyphFraction: CGFloat = 7.0 / 16.0
  /// The slash's width and the gap cut into the glyph on each side of it, in units of a 16-unit glyph
  /// (Bootstrap's stroke width; SF's gap is about as wide as the slash).
  static let slashWidth: CGFloat = 1, slashGap: CGFloat = 0.9

  /// The scheme of the paths that name a composed drawing (`specimen-composed:circle.fill:<glyph file>`).
  static let scheme = "specimen-composed:"

  /// A composed symbol: the decoration, whether it is filled, and the glyph's drawing.
  struct Composition: Equatable {
    let decoration: SymbolDecoration
    let isFilled: Bool
    let glyphPath: String

    /// The path naming this composition: the scheme, the decoration and the glyph's file (so it ends in `.svg`).
    var path: String { "\(SymbolDecoration.scheme)\(decoration.rawValue)\(isFilled ? ".fill" : ""):\(glyphPath)" }

    init(decoration: SymbolDecoration, isFilled: Bool, glyphPath: String) {
      (self.decoration, self.isFilled, self.glyphPath) = (decoration, isFilled, glyphPath)
    }

    /// The composition a path names, or nil for a file path.
    init?(path: String) {
      guard path.hasPrefix(SymbolDecoration.scheme) else { return nil }
      let rest = path.dropFirst(SymbolDecoration.scheme.count)
      guard let colon = rest.firstIndex(of: ":") else { return nil }
      var kind = rest[..<colon]
      let filled = kind.hasSuffix(".fill")
      if filled { kind = kind.dropLast(5) }
      guard let decoration = SymbolDecoration(rawValue: String(kind)) else { return nil }
      self.init(decoration: decoration, isFilled: filled, glyphPath: String(rest[rest.index(after: colon)...]))
    }
  }

  /// The glyph name, decoration and fill of a variant name (`heart.circle.fill` → `heart`, circle,
  /// filled; `car.slash` → `car`, slash); nil when the name does not end in a container or a slash.
  static func parse(_ name: String) -> (glyph: String, decoration: SymbolDecoration, isFilled: Bool)? {
    var parts = name.split(separator: ".", omittingEmptySubsequences: false)
    let filled = parts.last == "fill"
    if filled { parts.removeLast() }
    guard parts.count >= 2, let last = parts.last, let decoration = SymbolDecoration(rawValue: String(last)) else { return nil }
    let glyph = parts.dropLast().joined(separator: ".")
    return glyph.isEmpty ? nil : (glyph, decoration, filled)
  }

  /// Whether the Bootstrap icon at `path`, mapped to a variant's name, draws the whole variant: its name
  /// says so (`arrow-right-circle`, `pencil-square`, and for squares a box or button: `box-arrow-right`,
  /// `play-btn`). Every slashed name mapped is a drawing of the whole (`bell-slash`, `mic-mute`, `wifi-off`).
  func isWholeDrawing(_ path: String) -> Bool {
    let words = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent.split(separator: "-")
    switch self {
    case .circle: return words.contains("circle")
    case .square: return words.contains("square") || words.contains("btn") || words.first == "box"
    case .rectangle: return words.contains("rectangle") || words.contains("btn")
    case .slash: return true
    }
  }

  /// A container's outline (or fill) in a 16-unit square, as Bootstrap draws `circle`/`square`
  /// (`circle-fill`/`square-fill`): a 1-unit ring of outer radius 8, a square with 2-unit corners; a
  /// rectangle is the square's outline 12 units tall (SF's `play.rectangle` is about 4:3).
  func outline(filled: Bool) -> String {
    switch (self, filled) {
    case (.circle, false): return #"<path fill-rule="evenodd" d="M8 0a8 8 0 1 1 0 16A8 8 0 0 1 8 0zm0 1a7 7 0 1 0 0 14A7 7 0 0 0 8 1z"/>"#
    case (.circle, true): return #"<circle cx="8" cy="8" r="8"/>"#
    case (.square, false):
      return #"<path fill-rule="evenodd" d="M2 0h12a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H2a2 2 0 0 1-2-2V2a2 2 0 0 1 2-2zm0 1a1 1 0 0 0-1 1v12a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V2a1 1 0 0 0-1-1z"/>"#
    case (.square, true): return #"<rect width="16" height="16" rx="2"/>"#
    case (.rectangle, false):
      return #"<path fill-rule="evenodd" d="M2 2h12a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H2a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zm0 1a1 1 0 0 0-1 1v8a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V4a1 1 0 0 0-1-1z"/>"#
    case (.rectangle, true): return #"<rect y="2" width="16" height="12" rx="2"/>"#
    case (.slash, _): return ""
    }
  }
}

extension SymbolDecoration.Composition {
  /// The composed SVG document: the glyph's document (`glyph`, of intrinsic size `glyphSize` and ink
  /// `glyphInk`, both in its pixels) inside its container, cut out of a filled one, or crossed by the
  /// slash; nil when the glyph's markup has no root `<svg>` element to nest.
  func markup(glyph: Data, glyphSize: CGSize, glyphInk: CGRect) -> Data? {
    guard let text = String(data: glyph, encoding: .utf8), let root = Self.root(of: text),
          Self.isDrawable(size: glyphSize, ink: glyphInk) else { return nil }
    func nested(in box: CGRect) -> String { Self.nested(root, size: glyphSize, ink: glyphInk, in: box) }
    var document = #"<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="16" height="16" viewBox="0 0 16 16">"#
    switch (decoration, isFilled) {
    case (.slash, _):
      // The glyph fills the 16-unit square (keeping its proportions); the slash runs corner to corner of its ink.
      let scale = 16 / max(glyphInk.width, glyphInk.height)
      let fitted = CGRect(x: (16 - glyphInk.width * scale) / 2, y: (16 - glyphInk.height * scale) / 2,
                          width: glyphInk.width * scale, height: glyphInk.height * scale)
      let inset = SymbolDecoration.slashWidth / 2
      let line = #"x1="\#(Self.number(fitted.minX + inset))" y1="\#(Self.number(fitted.minY + inset))" "#
        + #"x2="\#(Self.number(fitted.maxX - inset))" y2="\#(Self.number(fitted.maxY - inset))" stroke-linecap="round""#
      let gap = SymbolDecoration.slashWidth + 2 * SymbolDecoration.slashGap
      document += #"<defs><mask id="specimen-slash-gap" maskUnits="userSpaceOnUse" x="-2" y="-2" width="20" height="20">"#
        + #"<rect x="-2" y="-2" width="20" height="20" fill="white"/><line \#(line) stroke="black" stroke-width="\#(Self.number(gap))"/></mask></defs>"#
        + #"<g mask="url(#specimen-slash-gap)">\#(nested(in: CGRect(x: 0, y: 0, width: 16, height: 16)))</g>"#
        + #"<line \#(line) stroke="black" stroke-width="\#(Self.number(SymbolDecoration.slashWidth))"/>"#
    case (_, true):
      let side = 16 * SymbolDecoration.glyphFraction
      let box = CGRect(x: (16 - side) / 2, y: (16 - side) / 2, width: side, height: side)
      document += #"<defs><mask id="specimen-container-cut" maskUnits="userSpaceOnUse" x="0" y="0" width="16" height="16">"#
        + #"<rect width="16" height="16" fill="white"/>\#(nested(in: box))</mask></defs>"#
        + #"<g mask="url(#specimen-container-cut)" fill="black">\#(decoration.outline(filled: true))</g>"#
    case (_, false):
      let side = 16 * SymbolDecoration.glyphFraction
      let box = CGRect(x: (16 - side) / 2, y: (16 - side) / 2, width: side, height: side)
      document += #"<g fill="black">\#(decoration.outline(filled: false))</g>\#(nested(in: box))"#
    }
    document += "</svg>"
    return Data(document.utf8)
  }

  /// A glyph document (`root`, of intrinsic size `size` and ink `ink`, both in its pixels) with its ink
  /// fitted to `box`: its own document at its intrinsic size, its root attributes kept (viewBox, fill,
  /// stroke …) but for its place and size, inside one whose viewBox is the ink.
  static func nested(_ root: (attributes: String, content: Substring), size: CGSize, ink: CGRect, in box: CGRect) -> String {
    let inkBox = [ink.minX, ink.minY, ink.width, ink.height].map { number($0) }.joined(separator: " ")
    let document = #"<svg x="0" y="0" width="\#(number(size.width))" height="\#(number(size.height))"\#(root.attributes)>"#
      + root.content + "</svg>"
    return #"<svg x="\#(number(box.minX))" y="\#(number(box.minY))" width="\#(number(box.width))" height="\#(number(box.height))" "#
      + #"viewBox="\#(inkBox)" preserveAspectRatio="xMidYMid meet" overflow="visible" fill="black" color="black">\#(document)</svg>"#
  }

  /// Whether a drawing's size and ink can be nested (finite and not empty).
  static func isDrawable(size: CGSize, ink: CGRect) -> Bool {
    ink.width > 0 && ink.height > 0 && ink.width.isFinite && ink.height.isFinite && ink.minX.isFinite && ink.minY.isFinite
      && size.width > 0 && size.height > 0 && size.width.isFinite && size.height.isFinite
  }

  /// The root `<svg>` element's attributes (without `width`, `height`, `x`, `y` and the default `xmlns`, each
  /// with its leading space) and content; nil for markup without a root `<svg>` element or an empty one (`<svg/>`).
  static func root(of text: String) -> (attributes: String, content: Substring)? {
    guard let open = text.range(of: "<svg"), let close = text.range(of: "</svg>", options: .backwards),
          open.upperBound <= close.lowerBound else { return nil }
    // The start tag ends at the first `>` outside a quoted attribute value.
    var quote: Character?
    var index = open.upperBound
    while index < close.lowerBound {
      let c = text[index]
      if let q = quote { if c == q { quote = nil } } else if c == "\"" || c == "'" { quote = c } else if c == ">" { break }
      index = text.index(after: index)
    }
    guard index < close.lowerBound, text[text.index(before: index)] != "/" else { return nil }
    let attributes = String(text[open.upperBound..<index])
    let kept = droppedAttributes.stringByReplacingMatches(
      in: attributes, range: NSRange(attributes.startIndex..., in: attributes), withTemplate: "")
    return (kept, text[text.index(after: index)..<close.lowerBound])
  }

  /// The root attributes the nesting replaces: its place and size, and the default namespace (the composed root declares it).
  nonisolated(unsafe) static let droppedAttributes = try! NSRegularExpression(
    pattern: #"\s+(?:width|height|x|y|xmlns)\s*=\s*(?:"[^"]*"|'[^']*')"#)

  /// A coordinate written plainly (no exponent), to four decimals.
  static func number(_ value: CGFloat) -> String {
    String(format: "%.4f", Double(value))
  }
}
