import Foundation
import SpecimenUI

/// Names concrete colours for people: a system colour's name when the RGBA matches one of
/// `Color`'s palette (light or dark appearance), otherwise `rgb(r, g, b)`.
public enum ColorNames {
  /// The named palette: Color's system colours, black, white and clear, with their light and dark values.
  static let palette: [(name: String, rgba: RGBA)] = {
    let named: [(String, Color)] = [
      ("red", .red), ("orange", .orange), ("yellow", .yellow), ("green", .green), ("mint", .mint),
      ("teal", .teal), ("cyan", .cyan), ("blue", .blue), ("indigo", .indigo), ("purple", .purple),
      ("pink", .pink), ("brown", .brown), ("gray", .gray), ("black", .black), ("white", .white),
      ("clear", .clear), ("primary", .primary), ("secondary", .secondary),
    ]
    var light = EnvironmentValues()
    light.colorScheme = .light
    var dark = EnvironmentValues()
    dark.colorScheme = .dark
    var result: [(String, RGBA)] = []
    for (name, color) in named {
      let l = color._paint(in: light, level: 0).representativeColor
      let d = color._paint(in: dark, level: 0).representativeColor
      result.append((name, l))
      if d != l { result.append(("\(name) (dark)", d)) }
    }
    return result
  }()

  /// The name of `rgba`: a palette name (with "at N%" for a faded palette colour), or `rgb(…)`/`rgba(…)`.
  public static func name(_ rgba: RGBA) -> String {
    func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 0.6 / 255 }
    func sameRGB(_ a: RGBA, _ b: RGBA) -> Bool { close(a.red, b.red) && close(a.green, b.green) && close(a.blue, b.blue) }
    if let exact = palette.first(where: { sameRGB($0.rgba, rgba) && close($0.rgba.alpha, rgba.alpha) }) {
      return exact.name
    }
    if rgba.alpha < 1, let faded = palette.first(where: { sameRGB($0.rgba, rgba) && $0.rgba.alpha >= 1 }) {
      return "\(faded.name) at \(Int(saturating: (rgba.alpha * 100).rounded()))%"
    }
    return rgba.description
  }

  /// A paint in words: a colour's name, or the gradient kind with its stop colours.
  public static func describe(_ paint: Paint) -> String {
    switch paint {
    case .color(let c): return name(c)
    case .linearGradient(let stops, _, _): return "linear gradient " + stops.map { name($0.color) }.joined(separator: " → ")
    case .radialGradient(let stops, _, _, _): return "radial gradient " + stops.map { name($0.color) }.joined(separator: " → ")
    case .ellipticalGradient(let stops, _, _, _): return "elliptical gradient " + stops.map { name($0.color) }.joined(separator: " → ")
    case .angularGradient(let stops, _, _, _): return "angular gradient " + stops.map { name($0.color) }.joined(separator: " → ")
    case .meshGradient(let mesh): return "mesh gradient \(mesh.width)×\(mesh.height) " + mesh.colors.map { name($0) }.joined(separator: ", ")
    case .image(let spec): return "image paint \(spec.image.source)"
    case .shadowed(let base, let shadow): return describe(base) + " with \(shadow.isInner ? "an inner" : "a drop") shadow"
    case .backdrop(let base, _): return describe(base) + " over a blurred backdrop"
    }
  }
}
