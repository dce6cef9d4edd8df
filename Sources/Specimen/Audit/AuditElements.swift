import Foundation
import SpecimenDraw
import SpecimenLayout
import SpecimenUI

/// A text run or template image of a display list, with where it lands on the canvas.
struct AuditElement {
  enum Source {
    case text(TextItem)
    case image(ImageItem)
  }
  let source: Source
  /// The item's frame as drawn on the canvas (after transforms), in points.
  let canvasFrame: CGRect
  /// The canvas and every clip around the item, intersected, in canvas points.
  let clip: CGRect
  /// The product of the opacities around the item.
  let opacity: Double
  /// The item's own frame (before transforms), in points: what findings report.
  var frame: CGRect {
    switch source {
    case .text(let t): return t.frame
    case .image(let i): return i.frame
    }
  }

  /// Whether an image is drawn in one colour (SF Symbols and template images): non-text content judged at 3:1.
  static func isTemplate(_ image: ResolvedImage) -> Bool {
    if case .symbol = image.source { return true }
    return image.renderingMode == .template
  }

  /// Every text item and template image of `list`, front-to-back order kept; mask contents are skipped
  /// (they are alpha, not drawn colour).
  static func collect(_ list: DisplayList) -> [AuditElement] {
    var found: [AuditElement] = []
    walk(list.items, transform: .identity, clip: CGRect(origin: .zero, size: list.size), opacity: 1, into: &found)
    return found
  }

  private static func walk(_ items: [DisplayItem], transform: Affine, clip: CGRect, opacity: Double, into found: inout [AuditElement]) {
    for item in items {
      switch item {
      case .text(let text):
        found.append(AuditElement(source: .text(text), canvasFrame: transform.apply(text.frame), clip: clip,
                                  opacity: opacity * alpha(of: text.text.paint)))
      case .image(let image) where isTemplate(image.image):
        found.append(AuditElement(source: .image(image), canvasFrame: transform.apply(image.frame), clip: clip,
                                  opacity: opacity * alpha(of: image.image.tint)))
      case .group(let group):
        var t = transform, c = clip, o = opacity
        switch group.effect {
        case .opacity(let v): o *= v.isFinite ? min(max(v, 0), 1) : 1
        case .transform(let m) where m.count == 6 && m.allSatisfy(\.isFinite): t = transform.then(Affine(m))
        case .clip(let path, _): c = clip.checkedIntersection(transform.apply(path.boundingRect))
        default: break
        }
        walk(group.items, transform: t, clip: c.isNull ? .zero : c, opacity: o, into: &found)
      default: break
      }
    }
  }

  /// The most opaque alpha of a paint: a clear run (a sizing spacer) is not judged.
  static func alpha(of paint: Paint) -> Double {
    switch paint {
    case .color(let c): return c.alpha
    case .linearGradient(let stops, _, _), .radialGradient(let stops, _, _, _), .angularGradient(let stops, _, _, _),
         .ellipticalGradient(let stops, _, _, _):
      return stops.map(\.color.alpha).max() ?? 1
    case .meshGradient(let mesh): return mesh.colors.map(\.alpha).max() ?? 1
    case .shadowed(let base, _), .backdrop(let base, _): return alpha(of: base)
    case .image(let spec): return spec.opacity
    }
  }

  /// `items` with every text run and template image taken out: what is behind them.
  static func background(_ items: [DisplayItem]) -> [DisplayItem] {
    items.compactMap { item in
      switch item {
      case .text: return nil
      case .image(let image) where isTemplate(image.image): return nil
      case .group(var group):
        group.items = background(group.items)
        return .group(group)
      default: return item
      }
    }
  }

  /// `items` with every text run and template image replaced by a box of its frame in its own paint,
  /// so each pixel of the box shows the element's colour as composited through every effect around it.
  static func solidForeground(_ items: [DisplayItem]) -> [DisplayItem] {
    items.map { item in
      switch item {
      case .text(let text):
        return .fill(FillItem(path: Path(text.frame), paint: text.text.paint, bounds: text.frame, style: FillStyle()))
      case .image(let image) where isTemplate(image.image):
        return .fill(FillItem(path: Path(image.frame), paint: image.image.tint, bounds: image.frame, style: FillStyle()))
      case .group(var group):
        group.items = solidForeground(group.items)
        return .group(group)
      default: return item
      }
    }
  }
}

/// What the placed tree knows about a drawn element: its nearest `.id` and the control it is in.
struct ElementContext {
  var id: String?
  var control: AccessibilityRole?

  /// The context of every text and image node of `root`, keyed by `key(frame:text:)`.
  static func collect(_ root: PlacedNode) -> [String: ElementContext] {
    var found: [String: ElementContext] = [:]
    func walk(_ placed: PlacedNode, _ context: ElementContext) {
      var context = context
      if let id = placed.node.id { context.id = id }
      if let control = placed.node.interactiveRole { context.control = control }
      switch placed.node.kind {
      case .text(let text): found[key(frame: placed.frame, text: text.string)] = context
      case .image: found[key(frame: placed.frame, text: nil)] = context
      default: break
      }
      for child in placed.children { walk(child, context) }
    }
    walk(root, ElementContext())
    return found
  }

  static func key(frame: CGRect, text: String?) -> String {
    "\(frame.minX),\(frame.minY),\(frame.width),\(frame.height)|\(text ?? "\u{0}image")"
  }
}

/// A 2-D affine transform `[a, b, c, d, tx, ty]` as Cairo's matrix: x' = a·x + c·y + tx, y' = b·x + d·y + ty.
struct Affine {
  var a = 1.0, b = 0.0, c = 0.0, d = 1.0, tx = 0.0, ty = 0.0
  static let identity = Affine()

  init() {}
  init(_ m: [Double]) { (a, b, c, d, tx, ty) = (m[0], m[1], m[2], m[3], m[4], m[5]) }

  /// This transform applied after `inner` (points go through `inner` first), as `cairo_transform` composes.
  func then(_ inner: Affine) -> Affine {
    var r = Affine()
    r.a = a * inner.a + c * inner.b
    r.b = b * inner.a + d * inner.b
    r.c = a * inner.c + c * inner.d
    r.d = b * inner.c + d * inner.d
    r.tx = a * inner.tx + c * inner.ty + tx
    r.ty = b * inner.tx + d * inner.ty + ty
    return r
  }

  /// The bounding box of `rect` transformed.
  func apply(_ rect: CGRect) -> CGRect {
    guard !rect.isNull, !rect.isInfinite else { return rect }
    if a == 1, b == 0, c == 0, d == 1, tx == 0, ty == 0 { return rect }
    let corners = [(rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.minX, rect.maxY), (rect.maxX, rect.maxY)].map { p in
      (a * Double(p.0) + c * Double(p.1) + tx, b * Double(p.0) + d * Double(p.1) + ty)
    }
    let xs = corners.map(\.0), ys = corners.map(\.1)
    guard let x0 = xs.min(), let x1 = xs.max(), let y0 = ys.min(), let y1 = ys.max(),
          x0.isFinite, x1.isFinite, y0.isFinite, y1.isFinite else { return .null }
    return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }
}

extension ResolvedNode {
  /// The interactive control this node is (its accessibility role: button, toggle, slider …), if any.
  var interactiveRole: AccessibilityRole? {
    accessibility.lazy.compactMap(\.role).first { $0.kind.isInteractive }
  }
}

extension AccessibilityRole.Kind {
  /// The SwiftUI type name: "Button", "TextField" …
  var typeName: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
}
