import Foundation
import SpecimenUI

/// A symbol's multicolour layers, read from its SVG's annotations, and the compositions that give
/// Bootstrap-drawn SF Symbols the layers iOS draws in colour.
///
/// SF Symbols templates annotate each shape with a class `multicolor-<index>:<color name>` (Apple,
/// "Creating custom symbol images for your app"): the shapes of one index form a layer filled with that
/// colour, and layers with lower indices are drawn over higher ones (layer 0 on top, as the template's
/// `-sfsymbols-clear-behind` layer 0 occludes the others). Custom symbols in asset catalogs carry these
/// classes; so do the project's own drawings in `Assets/Icons` that iOS draws in colour. A symbol drawn
/// with a Bootstrap icon gets them from `bootstrapParts`, which splits the icon's shapes by element or
/// by region. Each layer is drawn by librsvg from the same document with a stylesheet that hides every
/// other shape (`stylesheet(for:)`), and used as a mask for the layer's colour.
enum MulticolorLayers {
  /// One multicolour layer: its index (0 is drawn on top) and its colour name.
  struct Layer: Hashable {
    let index: Int
    let color: String
  }

  /// The most layers a document is drawn in; further annotations are ignored (Apple's symbols have a
  /// handful, and every layer is a full render of the document).
  static let maxLayers = 8

  /// The layers annotated in an SVG document's text, bottom first (highest index first); empty when it has none.
  static func layers(in text: String) -> [Layer] {
    var found: Set<Layer> = []
    var rest = text[...]
    while let range = rest.range(of: "multicolor-") {
      rest = rest[range.upperBound...]
      let digits = rest.prefix { $0.isASCII && $0.isNumber }
      guard !digits.isEmpty, digits.count <= 3, let index = Int(digits) else { continue }
      let afterDigits = rest[digits.endIndex...]
      guard afterDigits.first == ":" else { continue }
      let name = afterDigits.dropFirst().prefix { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
      guard let first = name.first, first.isLetter else { continue }
      found.insert(Layer(index: index, color: String(name)))
    }
    let ordered = found.sorted { ($0.index, $0.color) > ($1.index, $1.color) }
    return Array(ordered.suffix(maxLayers))
  }

  /// The fill a document's own `<style>` gives a layer (`.multicolor-2:custom {fill:#437B48}`), for a
  /// colour name that is no system colour; nil when it gives none as six hex digits.
  static func styleFill(of layer: Layer, in text: String) -> RGBA? {
    guard let rule = text.range(of: ".multicolor-\(layer.index):\(layer.color)") else { return nil }
    let after = text[rule.upperBound...]
    guard let open = after.firstIndex(of: "{"), after[..<open].allSatisfy(\.isWhitespace),
          let close = after[open...].firstIndex(of: "}") else { return nil }
    let body = after[after.index(after: open)..<close]
    guard let fill = body.range(of: "fill:") else { return nil }
    let value = body[fill.upperBound...].drop { $0 == " " }
    guard value.first == "#" else { return nil }
    let hex = value.dropFirst().prefix(6)
    guard hex.count == 6, let number = Int(hex, radix: 16) else { return nil }
    return RGBA((number >> 16) & 0xFF, (number >> 8) & 0xFF, number & 0xFF)
  }

  /// A user stylesheet that shows only `layer`'s shapes: everything is hidden from the root down, the
  /// layer's shapes (and what they hold) are shown, and so is the content of masks, clip paths and
  /// patterns, which a shown shape may use.
  static func stylesheet(for layer: Layer) -> String {
    "svg { visibility: hidden !important; } "
      + "mask, mask *, clipPath, clipPath *, pattern, pattern *, marker, marker * { visibility: visible !important; } "
      + "[class~=\"multicolor-\(layer.index):\(layer.color)\"] { visibility: visible !important; }"
  }

  // MARK: Bootstrap-drawn symbols

  /// Which of a Bootstrap icon's shapes form a layer.
  enum Selection: Equatable {
    /// The icon's `<path>` element at this position.
    case element(Int)
    /// Every path of the icon, clipped to these rectangles (in the icon's 16-unit square).
    case regions([CGRect])
    /// A rectangle of its own, drawn under the icon's holes (the white mark behind a cut-out glyph).
    case rectangle(CGRect)
  }

  /// One layer of a Bootstrap icon: its colour and the shapes it holds. Layers are listed top first.
  struct Part: Equatable {
    let color: String
    let selection: Selection
    init(_ color: String, _ selection: Selection) { (self.color, self.selection) = (color, selection) }
  }

  /// The icon's whole square, for a layer of every shape.
  static let whole = Selection.regions([CGRect(x: 0, y: 0, width: 16, height: 16)])
  /// Everything above `y` (a cloud over the rain, bolt or snow below it).
  static func above(_ y: CGFloat) -> Selection { .regions([CGRect(x: 0, y: 0, width: 16, height: y)]) }
  /// Everything below `y`.
  static func below(_ y: CGFloat) -> Selection { .regions([CGRect(x: 0, y: y, width: 16, height: 16 - y)]) }

  /// SF Symbols' multicolour layers for symbols drawn with a Bootstrap icon, top layer first, by the
  /// symbol's name. The colours: a yellow sun and a white cloud (two public weather screens note that
  /// "the multicolor clouds are white" and draw their own grey ones on light cards; a widget's
  /// maintainer: "usually the sun is yellow by default and clouds are kind of white"), blue rain, a
  /// yellow bolt and white snow; `exclamationmark.triangle.fill` is "yellow for the triangle and white
  /// for the exclamation mark" (Apple, `SymbolRenderingMode.multicolor`). The regions follow the icons'
  /// geometry: their clouds end above y 10–11.5 of the 16-unit square, and what falls from them starts below.
  static let bootstrapParts: [String: [Part]] = [
    "sun.max.fill": [Part("systemYellowColor", whole)],
    "cloud.sun.fill": [Part("white", .element(0)), Part("systemYellowColor", .element(1))],
    "cloud.rain.fill": [Part("white", above(11.6)), Part("systemBlueColor", below(11.6))],
    "cloud.drizzle.fill": [Part("white", above(11.6)), Part("systemBlueColor", below(11.6))],
    "cloud.heavyrain.fill": [Part("white", above(10.6)), Part("systemBlueColor", below(10.6))],
    "cloud.bolt.fill": [Part("white", above(10.6)), Part("systemYellowColor", below(10.6))],
    "cloud.bolt.rain.fill": [
      Part("white", above(10.6)),
      Part("systemYellowColor", .regions([CGRect(x: 5.8, y: 10.6, width: 4.4, height: 5.4)])),
      Part("systemBlueColor", .regions([CGRect(x: 0, y: 10.6, width: 5.8, height: 5.4), CGRect(x: 10.2, y: 10.6, width: 5.8, height: 5.4)])),
    ],
    "cloud.snow.fill": [Part("white", whole)],
    "exclamationmark.triangle.fill": [Part("systemYellowColor", whole), Part("white", .rectangle(CGRect(x: 6.9, y: 4.8, width: 2.2, height: 8.4)))],
  ]

  /// The scheme of the paths that name a Bootstrap icon given multicolour layers
  /// (`specimen-multicolor:<symbol name>:<icon file>`).
  static let scheme = "specimen-multicolor:"

  /// The path naming `symbol`'s layered composition of the icon at `iconPath`.
  static func compositionPath(symbol: String, iconPath: String) -> String { "\(scheme)\(symbol):\(iconPath)" }

  /// The symbol name and icon file a composition path names, or nil for any other path.
  static func composition(_ path: String) -> (symbol: String, iconPath: String)? {
    guard path.hasPrefix(scheme) else { return nil }
    let rest = path.dropFirst(scheme.count)
    guard let colon = rest.firstIndex(of: ":") else { return nil }
    return (String(rest[..<colon]), String(rest[rest.index(after: colon)...]))
  }

  /// The markup of a Bootstrap icon (`icon`, its document's text) split into `parts`' layers: each layer's
  /// shapes carry its `multicolor-<index>:<color>` class, the bottom layer first. Nil when the icon has no
  /// `<path d="…">` a part names.
  static func markup(icon: String, parts: [Part]) -> Data? {
    let paths = pathData(in: icon)
    guard !paths.isEmpty else { return nil }
    var defs = "", shapes: [String] = []
    for (index, part) in parts.enumerated() {
      let layerClass = "multicolor-\(index):\(part.color)"
      switch part.selection {
      case .element(let position):
        guard paths.indices.contains(position) else { return nil }
        shapes.append("<path class=\"\(layerClass)\" d=\"\(paths[position])\"/>")
      case .regions(let rectangles):
        defs += "<clipPath id=\"layer\(index)\">" + rectangles.map(rect).joined() + "</clipPath>"
        shapes.append("<g class=\"\(layerClass)\" clip-path=\"url(#layer\(index))\">"
                      + paths.map { "<path d=\"\($0)\"/>" }.joined() + "</g>")
      case .rectangle(let rectangle):
        shapes.append(rect(rectangle).replacingOccurrences(of: "<rect ", with: "<rect class=\"\(layerClass)\" "))
      }
    }
    let document = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"16\" height=\"16\" viewBox=\"0 0 16 16\">"
      + "<defs>\(defs)</defs>" + shapes.reversed().joined() + "</svg>"
    return Data(document.utf8)
  }

  private static func rect(_ r: CGRect) -> String {
    "<rect x=\"\(r.minX)\" y=\"\(r.minY)\" width=\"\(r.width)\" height=\"\(r.height)\"/>"
  }

  /// The `d` attributes of a Bootstrap icon's `<path>` elements, in order.
  static func pathData(in icon: String) -> [String] {
    var found: [String] = []
    var rest = icon[...]
    while let open = rest.range(of: "<path") {
      rest = rest[open.upperBound...]
      guard let end = rest.firstIndex(of: ">") else { break }
      let tag = rest[..<end]
      if let d = tag.range(of: " d=\"") {
        let value = tag[d.upperBound...]
        if let quote = value.firstIndex(of: "\"") { found.append(String(value[..<quote])) }
      }
      rest = rest[end...]
    }
    return found
  }
}
