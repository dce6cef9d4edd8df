import Foundation

/// The colours a symbol drawn in its own colours (`.symbolRenderingMode(.multicolor)`, or
/// `Image.renderingMode(.original)` on a symbol) gives its layers, resolved for the cell's appearance.
///
/// SF Symbols annotates each multicolour layer with a colour name, `multicolor-<index>:<color name>`:
/// a UIKit system colour (`systemYellowColor`, `white`, `tertiaryLabelColor`), `tintColor`, or a name
/// whose style gives its fill (Apple, "Creating custom symbol images for your app": "You set the color
/// name to either a system color, a named color from the app's asset catalog, or any constant that
/// doesn't dynamically resolve"). `tintColor` layers take the foreground style, as the layers a symbol
/// gives no colour of its own do (Apple, `SymbolRenderingMode.multicolor`: "The layers may be filled with
/// their own inherent styles, or the foreground style").
public struct SymbolMulticolor: Hashable, Sendable, Codable {
  /// The system colours by their annotation names without the `Color` suffix (`systemYellow`, `white`).
  let systemPaints: [String: Paint]

  /// The system colours resolved in `environment` (its colour scheme and contrast).
  init(environment: EnvironmentValues) {
    var paints: [String: Paint] = [:]
    for (name, color) in UIColor.systemColorsByName where name != "tint" {
      paints[name] = Color(color)._paint(in: environment, level: 0)
    }
    systemPaints = paints
  }

  /// The paint of a layer annotated `name`: the system colour it names (with or without the `Color`
  /// suffix), `tint` for `tintColor`, else nil (a name the symbol's own style must give a fill).
  public func paint(named name: String, tint: Paint) -> Paint? {
    if name == "tintColor" || name == "tint" { return tint }
    let key = name.hasSuffix("Color") ? String(name.dropLast(5)) : name
    return systemPaints[key]
  }

  /// Whether `image` in `environment` is drawn in its symbol's own colours: a symbol (system or
  /// custom) with no colour baked in, asked for by `renderingMode(.original)` or by the `.multicolor`
  /// rendering mode on a template image.
  static func applies(isSymbol: Bool, explicitMode: Image.TemplateRenderingMode?, mode: Image.TemplateRenderingMode,
                      bakedTint: Color?, environment: EnvironmentValues) -> Bool {
    guard isSymbol, bakedTint == nil else { return false }
    if explicitMode == .original { return true }
    return mode == .template && environment.symbolRenderingMode == .multicolor
  }
}
