import Foundation
import SpecimenLayout
import SpecimenUI

/// Turns a placed tree into a display list.
///
/// Drawing order follows SwiftUI: a background under its view, an overlay over it,
/// stack children in declaration order. Effects become groups around their child.
public enum Painter {
  /// The display list of `root`, on a canvas of the root's size.
  public static func displayList(of root: PlacedNode) -> DisplayList {
    // Shapes' `path(in:)` runs here, after resolve: what it reports (`Path.strokedPath(_:)` of a path too long to
    // outline, a NaN trim) joins the issues stamped on the tree.
    let drawn = ResolveIssues.collecting { Painter.items(for: root) }
    var found = Painter.issues(in: root)
    var seen = Set(found)
    for issue in drawn.issues where seen.insert(issue).inserted { found.append(issue) }
    return DisplayList(size: root.frame.size, items: drawn.result, issues: found)
  }

  /// The resolve issues stamped anywhere in the placed tree, those of shapes that cannot be drawn
  /// at their placed size (`ShapeLeaf.sizeIssue`) and those custom layouts noted while laid out
  /// (`ErasedLayout.issues`), in tree order, without duplicates.
  static func issues(in root: PlacedNode) -> [ResolveIssue] {
    var found: [ResolveIssue] = []
    var seen: Set<ResolveIssue> = []
    var stack = [root]
    while let placed = stack.popLast() {
      for issue in placed.node.issues where seen.insert(issue).inserted { found.append(issue) }
      if case .shape(let leaf) = placed.node.kind, let check = leaf.sizeIssue, let issue = check(placed.frame.size), seen.insert(issue).inserted {
        found.append(issue)
      }
      if case .layout(let layout) = placed.node.kind {
        for issue in layout.issues where seen.insert(issue).inserted { found.append(issue) }
      }
      stack.append(contentsOf: placed.children.reversed())
    }
    return found
  }

  /// The items that draw `placed` and its descendants.
  public static func items(for placed: PlacedNode) -> [DisplayItem] {
    let frame = placed.frame
    switch placed.node.kind {
    case .shape(let leaf):
      let path = shapePath(leaf.path, in: frame)
      let (paint, shadows) = leaf.paint.withoutShadows
      switch leaf.drawing {
      case .fill(let style):
        let (base, backdrop) = paint.withoutBackdrop
        var item = DisplayItem.fill(FillItem(path: path, paint: base, bounds: frame, style: style))
        if let backdrop { item = .group(GroupItem(effect: .backdrop(backdrop), bounds: frame, items: [item])) }
        return casting(shadows, on: item, bounds: frame)
      case .stroke(let style):
        return casting(shadows, on: .stroke(StrokeItem(path: path, paint: paint, bounds: frame, style: style)), bounds: frame)
      }
    case .text(var text):
      let (paint, shadows) = text.paint.withoutShadows
      text.paint = paint
      let item = DisplayItem.text(TextItem(text: text, frame: frame, proposedWidth: placed.proposal.width,
                                           proposedHeight: placed.proposal.height))
      return casting(shadows, on: item, bounds: frame)
    case .image(var image):
      let (tint, shadows) = image.tint.withoutShadows
      image.tint = tint
      let item = DisplayItem.image(ImageItem(image: image, frame: frame))
      guard image.isMirrored else { return casting(shadows, on: item, bounds: frame) }
      let mirror = GroupItem(effect: .transform([-1, 0, 0, 1, Double(2 * frame.midX), 0]), bounds: frame, items: [item])
      return casting(shadows, on: .group(mirror), bounds: frame)
    case .divider(let paint):
      return [.fill(FillItem(path: Path(frame), paint: paint, bounds: frame, style: FillStyle()))]
    case .background:
      return placed.children.reversed().flatMap(items(for:))
    case .preferenceSecondary(let spec) where spec.isBackground:
      return placed.children.reversed().flatMap(items(for:))
    case .mask:
      guard placed.children.count == 2 else { return placed.children.flatMap(items(for:)) }
      let mask = items(for: placed.children[1])
      return [.group(GroupItem(effect: .mask(mask), bounds: frame, items: items(for: placed.children[0])))]
    case .effect(let effect):
      let content = placed.children.flatMap(items(for:))
      var bounds = placed.children.first?.frame ?? frame
      // A scroll view's clip reaches past its content's frame into the unsafe area (`placeScrollViewport`).
      if case .clip = effect, !frame.isEmpty { bounds = bounds.union(frame) }
      guard let groupEffect = groupEffect(effect, bounds: bounds) else { return content }
      var group = GroupItem(effect: groupEffect, bounds: bounds, items: content)
      switch effect {
      case .affine, .projective, .rotation3D, .rotation, .scale: group.modifier = placed.node.type
      default: break
      }
      return [.group(group)]
    default:
      return drawingOrder(placed.children).flatMap(items(for:))
    }
  }

  /// `item` inside one shadow group per shadow its paint carried (`ShapeStyle.shadow(_:)`), the
  /// first applied innermost: a drop shadow under the item, an inner shadow over it.
  static func casting(_ shadows: [PaintShadow], on item: DisplayItem, bounds: CGRect) -> [DisplayItem] {
    shadows.reduce([item]) { items, shadow in
      let effect: GroupEffect = shadow.isInner
        ? .innerShadow(color: shadow.color, radius: shadow.radius, x: shadow.x, y: shadow.y)
        : .shadow(color: shadow.color, radius: shadow.radius, x: shadow.x, y: shadow.y)
      return [.group(GroupItem(effect: effect, bounds: bounds, items: items))]
    }
  }

  /// A transform in the view's own coordinates as a canvas transform: an affine one (drawn as vectors)
  /// when it has no perspective part, else a projective one (resampled); nil for the identity.
  static func projective(_ m: ProjectionTransform, bounds: CGRect) -> GroupEffect? {
    guard !m.isIdentity else { return nil }
    let (ox, oy) = (Double(bounds.minX), Double(bounds.minY))
    let v = [m.m11, m.m12, m.m13, m.m21, m.m22, m.m23, m.m31, m.m32, m.m33].map(Double.init)
    // Canvas point p: p − origin, then M, then + origin (rows [x y 1], as ProjectionTransform).
    let w3 = v[8] - ox * v[2] - oy * v[5]
    let canvas = [v[0] + ox * v[2], v[1] + oy * v[2], v[2],
                  v[3] + ox * v[5], v[4] + oy * v[5], v[5],
                  v[6] - ox * v[0] - oy * v[3] + ox * w3, v[7] - ox * v[1] - oy * v[4] + oy * w3, w3]
    if abs(canvas[2]) < 1e-12, abs(canvas[5]) < 1e-12, canvas[8].isFinite, abs(canvas[8]) > 1e-12 {
      let w = canvas[8]
      return .transform([canvas[0] / w, canvas[1] / w, canvas[3] / w, canvas[4] / w, canvas[6] / w, canvas[7] / w])
    }
    return .projective(canvas)
  }

  /// Children in drawing order: declaration order, stably reordered by `.zIndex` (lowest first).
  static func drawingOrder(_ children: [PlacedNode]) -> [PlacedNode] {
    guard children.count > 1, children.contains(where: { zIndex(of: $0) != 0 }) else { return children }
    return children.enumerated().sorted { lhs, rhs in
      let l = zIndex(of: lhs.element), r = zIndex(of: rhs.element)
      return l != r ? l < r : lhs.offset < rhs.offset
    }.map(\.element)
  }

  /// The `.zIndex` of a child: the outermost one among the effects it is wrapped in (non-finite: 0).
  static func zIndex(of placed: PlacedNode) -> Double {
    var node = placed
    while case .effect(let effect) = node.node.kind {
      if case .zIndex(let value) = effect { return value.isFinite ? value : 0 }
      guard node.children.count == 1 else { break }
      node = node.children[0]
    }
    return 0
  }

  /// A shape's path placed in `frame`.
  ///
  /// As in SwiftUI, a shape describes itself in its own coordinate space: `path(in:)` gets a
  /// rectangle at the origin with the view's size, and the path is then moved to where the view
  /// is. (Shapes that draw from (0, 0) or use only `rect.width`/`rect.height` rely on this.)
  static func shapePath(_ path: (CGRect) -> Path, in frame: CGRect) -> Path {
    // A frame off every finite position (hostile padding or offset) keeps its absolute rectangle,
    // so the shape is dropped as off-canvas rather than turned into NaN coordinates.
    guard frame.minX.isFinite, frame.minY.isFinite, frame.width.isFinite, frame.height.isFinite else { return path(frame) }
    let local = path(CGRect(origin: .zero, size: frame.size))
    return frame.minX == 0 && frame.minY == 0 ? local : local.offsetBy(dx: frame.minX, dy: frame.minY)
  }

  /// The display effect for a view effect on `bounds`; nil when it changes nothing.
  static func groupEffect(_ effect: NodeEffect, bounds: CGRect) -> GroupEffect? {
    switch effect {
    // Non-finite amounts are passed on unchanged: the renderer draws a fallback and names the modifier and value.
    case .opacity(let v): return !v.isFinite ? .opacity(v) : v >= 1 ? nil : .opacity(max(0, v))
    case .saturation(let v): return v == 1 ? nil : .filter(.saturation(v))
    case .brightness(let v): return v == 0 ? nil : .filter(.brightness(v))
    case .contrast(let v): return v == 1 ? nil : .filter(.contrast(v))
    case .grayscale(let v): return v == 0 ? nil : .filter(.grayscale(v))
    case .colorMultiply(let c): return .filter(.colorMultiply(c))
    case .hueRotation(let a): return a.radians == 0 ? nil : .filter(.hueRotation(a.radians))
    case .blendMode(let mode): return mode == .normal ? nil : .blend(mode)
    case .clip(let path, let style): return .clip(shapePath(path, in: bounds), style)
    case .shadow(let color, let radius, let x, let y): return .shadow(color: color, radius: radius, x: x, y: y)
    case .compositingGroup: return .isolate
    case .blur(let radius, let opaque): return radius > 0 || !radius.isFinite ? .blur(radius: radius, opaque: opaque) : nil
    case .rotation(let angle, let anchor):
      let ax = bounds.minX + anchor.x * bounds.width, ay = bounds.minY + anchor.y * bounds.height
      let c = cos(angle.radians), s = sin(angle.radians)
      return .transform([c, s, -s, c, ax - c * ax + s * ay, ay - s * ax - c * ay])
    case .scale(let sx, let sy, let anchor):
      let ax = bounds.minX + anchor.x * bounds.width, ay = bounds.minY + anchor.y * bounds.height
      return .transform([sx, 0, 0, sy, ax - sx * ax, ay - sy * ay])
    case .affine(let m, let anchor):
      guard m != .identity else { return nil }
      // T(anchor) · M · T(−anchor), in Cairo's [xx, yx, xy, yy, x0, y0] order.
      let ax = bounds.minX + anchor.x * bounds.width, ay = bounds.minY + anchor.y * bounds.height
      return .transform([m.a, m.b, m.c, m.d, ax + m.tx - m.a * ax - m.c * ay, ay + m.ty - m.b * ax - m.d * ay])
    case .projective(let m): return projective(m, bounds: bounds)
    case .rotation3D(let rotation): return projective(rotation.transform(size: bounds.size), bounds: bounds)
    case .colorInvert: return .filter(.colorInvert)
    case .colorMatrix(let m): return m == ColorMatrix().entries ? nil : .filter(.matrix(m))
    case .luminanceToAlpha: return .filter(.luminanceToAlpha)
    case .alphaThreshold(let low, let high, let color): return .filter(.alphaThreshold(min: low, max: high, color: color))
    case .zIndex, .matchedGeometry: return nil
    }
  }
}
