import Foundation
import SpecimenLayout
import SpecimenUI

/// Display items that outline every frame of a placed tree, for checking layout by eye.
///
/// Each node's frame is stroked with a 1-pt line drawn just inside it, in a hue that
/// changes with the node's depth; nodes at least `labelMinimumSize` large also get their
/// type name (and `#id`) in small text at their top-leading corner. Draw the items after
/// the view's own display list so they sit on top.
public struct DebugOverlay: Sendable {
  /// The smallest width × height a node needs for its name to be drawn.
  public var labelMinimumSize = CGSize(width: 36, height: 12)
  /// The labels' font size, in points.
  public var labelFontSize: CGFloat = 7
  /// The outlines' and labels' opacity.
  public var opacity: Double = 0.85

  /// An overlay with the default label size and opacity.
  public init() {}

  /// The color of outlines at `depth`: a hue wheel stepping by 0.17 turns (about 6 colors).
  public func color(depth: Int) -> RGBA {
    let hue = (Double(depth) * 0.17).truncatingRemainder(dividingBy: 1)
    return hsv(hue, saturation: 0.9, value: 0.85)
  }

  /// The items that outline `root` and every descendant, outermost first.
  public func items(for root: PlacedNode) -> [DisplayItem] {
    var outlines: [DisplayItem] = []
    // Nodes sharing one frame (modifier chains) share one label: "padding › background".
    var labelOrder: [String] = []
    var labelNames: [String: (frame: CGRect, paint: Paint, names: [String])] = [:]
    visit(root, depth: 0) { node, depth in
      let frame = node.frame
      guard frame.minX.isFinite, frame.minY.isFinite, frame.width.isFinite, frame.height.isFinite else { return }
      let paint = Paint.color(color(depth: depth))
      outlines.append(.stroke(StrokeItem(
        path: Path(frame.insetBy(dx: min(0.5, frame.width / 2), dy: min(0.5, frame.height / 2))),
        paint: paint, bounds: frame, style: StrokeStyle(lineWidth: 1))))
      if frame.width >= labelMinimumSize.width, frame.height >= labelMinimumSize.height {
        let key = "\(frame.minX),\(frame.minY),\(frame.width),\(frame.height)"
        let name = node.node.type + (node.node.id.map { "#\($0)" } ?? "")
        if labelNames[key] == nil { labelOrder.append(key) }
        labelNames[key, default: (frame, paint, [])].names.append(name)
      }
    }
    let labels = labelOrder.compactMap { labelNames[$0] }.map { label($0.names.joined(separator: " › "), in: $0.frame, paint: $0.paint) }
    // Labels go over every outline so a child's outline never strikes through a name.
    return [.group(GroupItem(effect: .opacity(opacity), bounds: root.frame, items: outlines + labels))]
  }

  /// `list` with the overlay drawn on top.
  public func overlaid(_ list: DisplayList, root: PlacedNode) -> DisplayList {
    DisplayList(size: list.size, items: list.items + items(for: root))
  }

  /// `name` on one line at the top-leading corner of `frame` (1 pt inset).
  private func label(_ name: String, in frame: CGRect, paint: Paint) -> DisplayItem {
    let text = ResolvedText(
      string: name, font: ResolvedFont(size: labelFontSize), paint: paint, lineLimit: 1)
    let box = CGRect(x: frame.minX + 1.5, y: frame.minY + 1, width: frame.width - 3, height: labelFontSize * 1.4)
    return .text(TextItem(text: text, frame: box, proposedWidth: box.width, proposedHeight: box.height))
  }

  /// Calls `body` on `node` and its descendants in pre-order, with depths.
  private func visit(_ node: PlacedNode, depth: Int, _ body: (PlacedNode, Int) -> Void) {
    body(node, depth)
    for child in node.children { visit(child, depth: depth + 1, body) }
  }
}

/// The RGB color of hue `h` (0–1 turns), saturation `s` and value `v`.
private func hsv(_ h: Double, saturation s: Double, value v: Double) -> RGBA {
  let sector = h * 6
  let f = sector - sector.rounded(.down)
  let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
  let (r, g, b): (Double, Double, Double)
  switch Int(saturating: sector) % 6 {
  case 0: (r, g, b) = (v, t, p)
  case 1: (r, g, b) = (q, v, p)
  case 2: (r, g, b) = (p, v, t)
  case 3: (r, g, b) = (p, q, v)
  case 4: (r, g, b) = (t, p, v)
  default: (r, g, b) = (v, p, q)
  }
  return RGBA(red: r, green: g, blue: b)
}
