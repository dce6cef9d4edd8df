import Foundation
import SpecimenDraw
import SpecimenUI

/// A generous rectangle, in the items' own coordinates, that contains everything the items
/// can draw: Cairo groups (opacity, blend, mask) are clipped to it so their intermediate
/// surfaces cover the group rather than the whole canvas, which on a big sheet meant tens of
/// megabytes allocated, cleared and composited per disabled control.
///
/// Over-estimating costs a little memory; under-estimating would cut drawing off, so every
/// item's box is padded well beyond the ink it could have (text by its own size plus four em,
/// strokes by their width times the miter limit, shadows by the blur reach).
enum InkBounds {
  /// How far past an item's box the estimate reaches.
  enum Margin {
    /// Well past any ink (text by its own size plus four em): for clips, where cutting ink off would be wrong.
    case generous
    /// Close to the ink (text by half an em, strokes by their miter reach): for the layers of blurs,
    /// shadows and color effects, whose cost grows with their area.
    case close
  }

  /// The rectangle containing all of `items`' ink, or nil when they draw nothing.
  static func of(_ items: [DisplayItem], margin: Margin = .generous) -> CGRect? {
    var result: CGRect?
    for item in items {
      guard let rect = of(item, margin: margin) else { continue }
      guard !rect.isNull, !rect.isInfinite, rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite else {
        return .infinite
      }
      result = result.map { $0.union(rect) } ?? rect
    }
    return result
  }

  static func of(_ item: DisplayItem, margin: Margin = .generous) -> CGRect? {
    let generous = margin == .generous
    switch item {
    case .fill(let fill):
      return fill.path.boundingRect.union(fill.bounds).insetBy(dx: -2, dy: -2)
    case .stroke(let stroke):
      let style = stroke.style
      let reach = generous ? style.lineWidth * max(style.miterLimit, 2) + 2 : style.lineWidth / 2 * max(style.miterLimit, 1) + 2
      return stroke.path.boundingRect.union(stroke.bounds).insetBy(dx: -reach, dy: -reach)
    case .text(let text):
      let em = text.text.font.size
      let frame = text.frame
      guard generous else {
        // Glyphs overhang their line box by a fraction of an em; a run's baseline offset moves them out of it.
        let runs = text.text.runs
        let largest = runs.reduce(em) { max($0, $1.font.size) }
        let shift = runs.reduce(abs(text.text.baselineOffset)) { max($0, abs($1.baselineOffset)) }
        let reach = largest / 2 + shift + 2
        return frame.insetBy(dx: -reach, dy: -reach)
      }
      return frame.insetBy(dx: -(frame.width + 4 * em), dy: -(frame.height + 4 * em))
    case .image(let image):
      guard generous else { return image.frame.insetBy(dx: -2, dy: -2) }
      return image.frame.insetBy(dx: -image.frame.width - 2, dy: -image.frame.height - 2)
    case .group(let group):
      guard let inner = of(group.items, margin: margin) else { return nil }
      if inner.isInfinite { return inner }
      switch group.effect {
      case .transform(let m):
        guard m.count == 6, !inner.isInfinite else { return .infinite }
        // The bounding box of the four transformed corners (x' = a·x + c·y + tx, y' = b·x + d·y + ty).
        let corners = [(inner.minX, inner.minY), (inner.maxX, inner.minY), (inner.minX, inner.maxY), (inner.maxX, inner.maxY)]
        let points = corners.map { x, y in
          (Double(x) * m[0] + Double(y) * m[2] + m[4], Double(x) * m[1] + Double(y) * m[3] + m[5])
        }
        let xs = points.map(\.0), ys = points.map(\.1)
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return .infinite }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
      case .projective(let m):
        guard m.count == 9, m.allSatisfy(\.isFinite), let mapped = Homography(m: m).bounds(of: inner) else { return .infinite }
        return mapped.insetBy(dx: -1, dy: -1)
      case .shadow(_, let radius, let x, let y):
        let margin = radius * 3 + 4
        return inner.union(inner.offsetBy(dx: x, dy: y)).insetBy(dx: -margin, dy: -margin)
      case .blur(let radius, _):
        return inner.insetBy(dx: -(min(max(radius, 0), 256) * 3 + 2), dy: -(min(max(radius, 0), 256) * 3 + 2))
      case .filter:
        return inner.union(group.bounds).insetBy(dx: -2, dy: -2)
      case .opacity, .blend, .clip, .mask, .isolate, .innerShadow, .backdrop:
        return inner
      }
    }
  }
}
