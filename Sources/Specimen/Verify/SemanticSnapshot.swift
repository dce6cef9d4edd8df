import Foundation
import SpecimenDiff
import SpecimenLayout
import SpecimenUI

/// The placed tree of a cell as data: what each node is, where it is, and how leaves are painted.
///
/// Written beside each golden cell PNG as `<cell>.json`, so a failing cell can be explained in
/// words ("Capsule width 120 → 124", "stroke yellow → red") by `SemanticDiff`.
public struct SemanticNode: Codable, Equatable, Sendable {
  /// The node's type name ("Text", "HStack", "Capsule", "padding" …).
  public var type: String
  /// The `.id(_:)` value, if any.
  public var id: String?
  /// The frame in points, [x, y, width, height], rounded to 1/100 pt.
  public var frame: [Double]
  /// A shape's fill paint.
  public var fill: String?
  /// A shape's stroke paint.
  public var stroke: String?
  /// A shape's stroke width.
  public var lineWidth: Double?
  /// A text's string.
  public var text: String?
  /// A text's font: "Inter 17 pt weight 400", with design and italic when set.
  public var font: String?
  /// A text's or template image's colour.
  public var color: String?
  /// An image's source ("symbol trash", "asset logo").
  public var image: String?
  /// A drawing effect's parameters ("opacity 0.5").
  public var effect: String?
  /// The placed children.
  public var children: [SemanticNode]
  /// On the root only: the cell's VoiceOver elements in reading order, one line each
  /// (`AccessibilitySnapshot.line`); nil in snapshots recorded before accessibility was kept.
  public var accessibility: [String]?

  /// The deepest level a snapshot keeps: Foundation's JSON coders refuse documents nested deeper than
  /// 512 levels, so a node at this depth keeps its own fields and lists no children (its `effect` says so).
  public static let maxDepth = 200

  /// The snapshot of a placed subtree.
  public init(_ placed: PlacedNode) {
    self.init(placed, depth: 0)
    accessibility = AccessibilityElements.elements(of: placed).map(AccessibilitySnapshot.line)
  }

  private init(_ placed: PlacedNode, depth: Int) {
    let node = placed.node
    type = node.type
    id = node.id
    frame = [placed.frame.minX, placed.frame.minY, placed.frame.width, placed.frame.height].map(SemanticNode.round)
    children = depth < SemanticNode.maxDepth ? placed.children.map { SemanticNode($0, depth: depth + 1) } : []
    switch node.kind {
    case .shape(let leaf):
      type = leaf.name
      switch leaf.drawing {
      case .fill: fill = ColorNames.describe(leaf.paint)
      case .stroke(let style):
        stroke = ColorNames.describe(leaf.paint)
        lineWidth = SemanticNode.round(style.lineWidth)
      }
    case .text(let resolved):
      text = resolved.string
      let f = resolved.font
      var parts = [f.family ?? "system", "\(SemanticNode.format(f.size)) pt", "weight \(f.weight)"]
      if f.design != .default { parts.append(f.design.rawValue) }
      if f.italic { parts.append("italic") }
      font = parts.joined(separator: " ")
      color = ColorNames.describe(resolved.paint)
    case .image(let resolved):
      switch resolved.source {
      case .symbol(let name): image = "symbol \(name)"
      case .asset(let name): image = "asset \(name)"
      case .catalog(let catalogImage): image = "\(catalogImage.isSymbol ? "catalog symbol" : "catalog image") \(catalogImage.name)"
      case .bitmap(let bitmap): image = "bitmap \(bitmap.width)×\(bitmap.height) px"
      }
      if resolved.renderingMode == .template { color = ColorNames.describe(resolved.tint) }
    case .divider(let paint):
      fill = ColorNames.describe(paint)
    case .effect(let effect):
      self.effect = SemanticNode.describe(effect)
    default:
      break
    }
    if depth == SemanticNode.maxDepth, !placed.children.isEmpty {
      effect = (effect.map { $0 + "; " } ?? "") + "children beyond SemanticNode.maxDepth (\(SemanticNode.maxDepth)) not recorded"
    }
  }

  /// Reads a snapshot from JSON.
  public static func read(from url: URL) throws -> SemanticNode {
    try JSONDecoder().decode(SemanticNode.self, from: RegularFile.read(url.path))
  }

  /// The snapshot as stable, pretty-printed JSON.
  public func jsonData() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return try encoder.encode(self)
  }

  static func round(_ value: CGFloat) -> Double {
    guard value.isFinite else { return 0 }
    let rounded = (Double(value) * 100).rounded() / 100
    return rounded == 0 ? 0 : rounded
  }

  /// A number without a trailing ".0" and with at most two decimals.
  static func format(_ value: Double) -> String { NumberText.describe(value) }

  static func describe(_ effect: NodeEffect) -> String {
    switch effect {
    case .opacity(let v): return "opacity \(format(v))"
    case .saturation(let v): return "saturation \(format(v))"
    case .brightness(let v): return "brightness \(format(v))"
    case .contrast(let v): return "contrast \(format(v))"
    case .grayscale(let v): return "grayscale \(format(v))"
    case .colorMultiply(let c): return "colorMultiply \(ColorNames.name(c))"
    case .hueRotation(let a): return "hueRotation \(format(a.degrees))°"
    case .blendMode(let mode): return "blendMode \(mode.rawValue)"
    case .clip: return "clip"
    case .shadow(let c, let r, let x, let y): return "shadow \(ColorNames.name(c)) radius \(format(r)) x \(format(x)) y \(format(y))"
    case .rotation(let a, _): return "rotation \(format(a.degrees))°"
    case .scale(let x, let y, _): return "scale \(format(x))×\(format(y))"
    case .compositingGroup: return "compositingGroup"
    case .blur(let r, let opaque): return "blur radius \(format(r))" + (opaque ? " opaque" : "")
    case .affine(let m, _): return "transform [\([m.a, m.b, m.c, m.d, m.tx, m.ty].map { format(Double($0)) }.joined(separator: " "))]"
    case .projective(let m):
      return "projection [\([m.m11, m.m12, m.m13, m.m21, m.m22, m.m23, m.m31, m.m32, m.m33].map { format(Double($0)) }.joined(separator: " "))]"
    case .rotation3D(let r):
      return "rotation3D \(format(r.radians * 180 / .pi))° axis (\(format(Double(r.axis.x))), \(format(Double(r.axis.y))), \(format(Double(r.axis.z)))) perspective \(format(Double(r.perspective)))"
    case .colorInvert: return "colorInvert"
    case .colorMatrix(let m): return "colorMatrix [\(m.map(format).joined(separator: " "))]"
    case .luminanceToAlpha: return "luminanceToAlpha"
    case .alphaThreshold(let low, let high, let c): return "alphaThreshold \(format(low))…\(format(high)) \(ColorNames.name(c))"
    case .zIndex(let z): return "zIndex \(format(z))"
    case .matchedGeometry(let entry): return "matchedGeometryEffect" + (entry.isSource ? "" : " isSource false")
    }
  }
}
