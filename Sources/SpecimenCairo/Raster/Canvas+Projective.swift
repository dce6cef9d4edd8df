import CCairo
import Foundation
import SpecimenDraw
import SpecimenUI

/// A 3×3 projective transform acting on rows `[x y 1]` (`GroupEffect.projective`).
struct Homography {
  let m: [Double]

  /// The point `p` maps to, and the divisor `w` (≤ 0: behind the eye, not drawn).
  func apply(_ x: Double, _ y: Double) -> (x: Double, y: Double, w: Double) {
    let w = x * m[2] + y * m[5] + m[8]
    return ((x * m[0] + y * m[3] + m[6]) / w, (x * m[1] + y * m[4] + m[7]) / w, w)
  }

  /// The inverse transform (the adjugate over the determinant); nil when singular or not finite.
  var inverse: Homography? {
    let (a, b, c, d, e, f, g, h, i) = (m[0], m[1], m[2], m[3], m[4], m[5], m[6], m[7], m[8])
    let cofactors = [e * i - f * h, c * h - b * i, b * f - c * e,
                     f * g - d * i, a * i - c * g, c * d - a * f,
                     d * h - e * g, b * g - a * h, a * e - b * d]
    let determinant = a * cofactors[0] + b * cofactors[3] + c * cofactors[6]
    guard determinant.isFinite, abs(determinant) >= RenderLimits.minEffectDeterminant else { return nil }
    let inverse = cofactors.map { $0 / determinant }
    return inverse.allSatisfy(\.isFinite) ? Homography(m: inverse) : nil
  }

  /// The bounding box of `rect`'s corners mapped; nil when a corner is behind the eye (unbounded).
  func bounds(of rect: CGRect) -> CGRect? {
    let corners = [(rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.minX, rect.maxY), (rect.maxX, rect.maxY)]
      .map { apply(Double($0.0), Double($0.1)) }
    guard corners.allSatisfy({ $0.w > 0 && $0.x.isFinite && $0.y.isFinite }) else { return nil }
    let xs = corners.map(\.x), ys = corners.map(\.y)
    guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return nil }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}

extension Canvas {
  /// Draws `items` through a projective transform (`rotation3DEffect` in perspective, `projectionEffect`):
  /// the items are drawn into a layer, and each pixel of the transformed area samples that layer
  /// (bilinear, premultiplied) at the inverse-mapped point. Cairo's transforms are affine only. Warnings name
  /// `modifier` (the group's, e.g. `rotation3DEffect`), or both perspective modifiers when it is not known.
  func drawProjected(_ items: [DisplayItem], matrix m: [Double], bounds: CGRect, modifier: String? = nil) {
    let name = modifier.map { ".\($0)" } ?? ".rotation3DEffect/.projectionEffect"
    guard m.count == 9, m.allSatisfy(\.isFinite) else {
      warnNumber("projection (\(name)) value", m.first { !$0.isFinite } ?? 0, "drawn without the transform")
      draw(items)
      return
    }
    let transform = Homography(m: m)
    // A singular transform (an edge-on turn) draws nothing, as a zero scale does.
    guard let inverse = transform.inverse else { return }
    let ink = InkBounds.of(items) ?? .null
    let source = (ink.isNull || ink.isInfinite ? bounds : ink).insetBy(dx: -1, dy: -1)
    var clipX0 = 0.0, clipY0 = 0.0, clipX1 = 0.0, clipY1 = 0.0
    cairo_clip_extents(cr, &clipX0, &clipY0, &clipX1, &clipY1)
    let visible = CGRect(x: clipX0, y: clipY0, width: clipX1 - clipX0, height: clipY1 - clipY0)
    let target = Canvas.intersection(transform.bounds(of: source) ?? visible, visible)
    guard !target.isNull, !target.isEmpty else { return }
    let effect = "\(name) on a view of \(Canvas.describe(bounds))"
    guard let layer = Offscreen(canvas: self, region: source, items: items, effect: effect),
          let output = Offscreen(canvas: self, region: target, items: [], effect: effect) else {
      if layers.lastRefused {
        draw(items)
        return
      }
      diagnostics.report(.invalidNumber, .warning, "a perspective transform (\(name)) of a view of "
        + "\(Canvas.describe(bounds)) needs a layer over RenderLimits.maxEffectLayerPixels (\(RenderLimits.maxEffectLayerPixels) px); "
        + "drawn without the transform. Give the view a smaller frame, or a transform that enlarges it less")
      draw(items)
      return
    }
    output.resample(layer, through: inverse, forward: transform)
    output.paint(on: self)
  }
}

extension Offscreen {
  /// Fills this layer with `source` seen through a projective transform: each pixel centre, mapped
  /// back by `inverse`, samples `source` bilinearly (transparent outside it); points that `forward`
  /// puts behind the eye stay transparent.
  func resample(_ source: Offscreen, through inverse: Homography, forward: Homography) {
    var pixels = [UInt32](repeating: 0, count: source.width * source.height)
    var row = 0
    source.withPixels { line in
      for x in 0..<source.width { pixels[row * source.width + x] = line[x] }
      row += 1
    }
    let scale = Double(rasterScale), sourceScale = Double(source.rasterScale)
    let (ox, oy) = (Double(origin.x), Double(origin.y)), (sx0, sy0) = (Double(source.origin.x), Double(source.origin.y))
    func sample(_ x: Int, _ y: Int) -> UInt32 {
      x >= 0 && y >= 0 && x < source.width && y < source.height ? pixels[y * source.width + x] : 0
    }
    row = 0
    withPixels { line in
      let py = oy + (Double(row) + 0.5) / scale
      for column in 0..<self.width {
        let px = ox + (Double(column) + 0.5) / scale
        let back = inverse.apply(px, py)
        guard back.x.isFinite, back.y.isFinite, forward.apply(back.x, back.y).w > 0 else { continue }
        let fx = (back.x - sx0) * sourceScale - 0.5, fy = (back.y - sy0) * sourceScale - 0.5
        guard fx > -1, fy > -1, fx < Double(source.width), fy < Double(source.height) else { continue }
        let x0 = Int(fx.rounded(.down)), y0 = Int(fy.rounded(.down))
        let tx = fx - Double(x0), ty = fy - Double(y0)
        let corners = [(sample(x0, y0), (1 - tx) * (1 - ty)), (sample(x0 + 1, y0), tx * (1 - ty)),
                       (sample(x0, y0 + 1), (1 - tx) * ty), (sample(x0 + 1, y0 + 1), tx * ty)]
        var value: UInt32 = 0
        for shift in stride(from: 0, through: 24, by: 8) {
          let channel = corners.reduce(0.0) { $0 + Double(($1.0 >> UInt32(shift)) & 0xFF) * $1.1 }
          value |= UInt32(min(max(channel.rounded(), 0), 255)) << UInt32(shift)
        }
        line[column] = value
      }
      row += 1
    }
  }
}
