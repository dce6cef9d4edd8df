import CCairo
import Foundation
import SpecimenDraw
import SpecimenUI

extension Canvas {
  func drawGroup(_ group: GroupItem) {
    switch group.effect {
    case .opacity(let alpha):
      let alpha = checkedOpacity(alpha)
      guard pushGroup(clippedTo: group.items, for: ".opacity(\(NumberText.describe(alpha))) on a view of \(Canvas.describe(group.bounds))") else {
        draw(group.items)
        return
      }
      draw(group.items)
      cairo_pop_group_to_source(cr)
      cairo_paint_with_alpha(cr, alpha)
      cairo_restore(cr)
    case .isolate:
      guard pushGroup(clippedTo: group.items, for: ".compositingGroup/.drawingGroup on a view of \(Canvas.describe(group.bounds))") else {
        draw(group.items)
        return
      }
      draw(group.items)
      cairo_pop_group_to_source(cr)
      cairo_paint(cr)
      cairo_restore(cr)
    case .blend(let mode):
      guard pushGroup(clippedTo: group.items, for: ".blendMode(.\(mode)) on a view of \(Canvas.describe(group.bounds))") else {
        draw(group.items)
        return
      }
      draw(group.items)
      cairo_pop_group_to_source(cr)
      cairo_save(cr)
      cairo_set_operator(cr, BlendOperator.cairo(mode))
      cairo_paint(cr)
      cairo_restore(cr)
      cairo_restore(cr)
    case .clip(let path, let style):
      cairo_save(cr)
      guard addPath(path) else {
        cairo_restore(cr)
        draw(group.items)
        return
      }
      cairo_set_fill_rule(cr, style.isEOFilled ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
      cairo_clip(cr)
      draw(group.items)
      cairo_restore(cr)
    case .mask(let maskItems):
      // Outside the content's ink the masked result is transparent, so the content's bounds bound both groups.
      guard pushGroup(clippedTo: group.items, layers: 2, for: ".mask on a view of \(Canvas.describe(group.bounds))") else {
        draw(group.items)
        return
      }
      draw(group.items)
      let content = cairo_pop_group(cr)
      cairo_push_group(cr)
      draw(maskItems)
      let mask = cairo_pop_group(cr)
      cairo_set_source(cr, content)
      cairo_mask(cr, mask)
      cairo_pattern_destroy(content)
      cairo_pattern_destroy(mask)
      cairo_restore(cr)
    case .transform(let m):
      if m.count == 6, !TransformChain.isDrawable(m), let chain = TransformChain.folded(m, group.items) {
        var product = group
        (product.effect, product.items) = (.transform(chain.matrix), chain.items)
        drawGroup(product)
        return
      }
      guard m.count == 6, checkedTransform(m, modifier: group.modifier) else { draw(group.items); return }
      var matrix = cairo_matrix_t(xx: m[0], yx: m[1], xy: m[2], yy: m[3], x0: m[4], y0: m[5])
      // A singular matrix (`.scaleEffect(0)`) draws nothing; Cairo would refuse it and stop drawing the whole cell.
      // So does a nearly singular one: Cairo inverts a determinant of 10⁻³¹⁷ (a denormal) into infinities and then
      // aborts the process in `_cairo_pattern_get_extents` (the modifier-chain property test found it); under
      // `RenderLimits.minEffectDeterminant` the content would be far below a pixel anyway.
      let determinant = m[0] * m[3] - m[1] * m[2]
      guard abs(determinant) >= RenderLimits.minEffectDeterminant, cairo_matrix_invert(&matrix) == CAIRO_STATUS_SUCCESS else {
        if determinant != 0 { warnCollapsed(determinant, modifier: group.modifier) }
        return
      }
      matrix = cairo_matrix_t(xx: m[0], yx: m[1], xy: m[2], yy: m[3], x0: m[4], y0: m[5])
      cairo_save(cr)
      cairo_transform(cr, &matrix)
      draw(group.items)
      cairo_restore(cr)
    case .projective(let m):
      drawProjected(group.items, matrix: m, bounds: group.bounds, modifier: group.modifier)
    case .filter(let filter):
      guard checkedFilter(filter) else { draw(group.items); return }
      let region = effectRegion(of: group, reach: 1)
      guard !region.isEmpty else { return }
      let effect = "a color effect on a view of \(Canvas.describe(group.bounds))"
      guard let layer = Offscreen(canvas: self, region: region, items: group.items, effect: effect) else {
        if layers.lastRefused { draw(group.items); return }
        diagnostics.report(.invalidNumber, .warning, "a color effect (.brightness, .contrast, .saturation, .grayscale, "
          + ".hueRotation, .colorMultiply, .luminanceToAlpha, a canvas's .colorMatrix or .alphaThreshold) on a view of \(Canvas.describe(group.bounds)) needs a layer over "
          + "RenderLimits.maxEffectLayerPixels (\(RenderLimits.maxEffectLayerPixels) px); drawn without the effect")
        draw(group.items)
        return
      }
      layer.apply(filter)
      layer.paint(on: self)
    case .blur(let requested, let opaque):
      var radius = requested
      if !radius.isFinite || radius < 0 {
        warnNumber(".blur radius", Double(radius), "drawn without the blur (radii must be finite and ≥ 0)")
        radius = 0
      } else if radius > RenderLimits.maxShadowRadius {
        warnNumber(".blur radius", Double(radius), "drawn with radius \(NumberText.describe(Double(RenderLimits.maxShadowRadius))), "
          + "the largest blur radius (RenderLimits.maxShadowRadius)")
        radius = RenderLimits.maxShadowRadius
      }
      // An opaque blur keeps to the view's bounds; a transparent one spreads its content's ink by three radii.
      let region = opaque ? group.bounds : effectRegion(of: group, reach: radius * 3 + 2)
      guard !region.isEmpty else { return }
      let effect = ".blur(radius: \(NumberText.describe(Double(requested)))) on a view of \(Canvas.describe(group.bounds))"
      guard radius > 0, let layer = Offscreen(canvas: self, region: region, items: group.items, effect: effect) else {
        if radius > 0, !layers.lastRefused {
          diagnostics.report(.invalidNumber, .warning, ".blur(radius: \(NumberText.describe(Double(requested)))) on a view of "
            + "\(Canvas.describe(group.bounds)) needs a layer over RenderLimits.maxEffectLayerPixels (\(RenderLimits.maxEffectLayerPixels) px); "
            + "drawn without the blur")
        }
        draw(group.items)
        return
      }
      layer.blur(radius: radius, opaque: opaque)
      layer.paint(on: self)
    case .shadow(let color, let radius, let x, let y):
      guard let shadow = shadowSource(group, color: color, radius: radius, x: x, y: y, effect: ".shadow") else { return }
      if let blurred = shadow.layer.shadow(color: shadow.color, radius: shadow.radius) {
        cairo_save(cr)
        cairo_translate(cr, Double(shadow.x), Double(shadow.y))
        blurred.paint(on: self)
        cairo_restore(cr)
      }
      shadow.layer.paint(on: self)
    case .backdrop(let blur):
      drawBackdrop(group, blur)
    case .innerShadow(let color, let radius, let x, let y):
      guard let shadow = shadowSource(group, color: color, radius: radius, x: x, y: y, effect: "ShadowStyle.inner") else { return }
      shadow.layer.paint(on: self)
      shadow.layer.innerShadow(color: shadow.color, radius: shadow.radius, x: shadow.x, y: shadow.y)?.paint(on: self)
    }
  }

  /// The layer a shadow is made from (the group's items, over the region its blur and offset reach)
  /// and its checked numbers; nil, with the items drawn without the shadow and a warning naming
  /// `effect`, when that layer would be larger than an effect layer may be.
  private func shadowSource(_ group: GroupItem, color: RGBA, radius: CGFloat, x: CGFloat, y: CGFloat, effect: String)
    -> (layer: Offscreen, color: RGBA, radius: CGFloat, x: CGFloat, y: CGFloat)? {
    let (radius, x, y) = checkedShadow(radius: radius, x: x, y: y)
    let color = checkedColor(color, "\(effect) color")
    let region = effectRegion(of: group, reach: radius * 3 + 2, shift: CGSize(width: x, height: y))
    guard !region.isEmpty else { return nil }
    guard let layer = Offscreen(canvas: self, region: region, items: group.items, effect: "\(effect) on a view of \(Canvas.describe(group.bounds))") else {
      if layers.lastRefused {
        draw(group.items)
        return nil
      }
      diagnostics.report(.invalidNumber, .warning, "\(effect)(radius: \(NumberText.describe(Double(radius))), x: "
        + "\(NumberText.describe(Double(x))), y: \(NumberText.describe(Double(y)))) on a view of "
        + "\(Canvas.describe(group.bounds)) needs a layer over RenderLimits.maxEffectLayerPixels (\(RenderLimits.maxEffectLayerPixels) px); "
        + "drawn without the shadow")
      draw(group.items)
      return nil
    }
    return (layer, color, radius, x, y)
  }

  /// The region an effect layer over `group` covers: the view's bounds and all its items' ink (a shadow
  /// already on the content, a child offset out of the frame), grown by `reach` (how far a blur spreads)
  /// and `shift` (a shadow's offset), and cut to what can still reach the visible canvas (the current
  /// clip grown the same way, so content just outside it still casts its shadow in). Empty when
  /// nothing of the effect can be seen.
  func effectRegion(of group: GroupItem, reach: CGFloat, shift: CGSize = .zero) -> CGRect {
    var content = group.bounds
    if let ink = InkBounds.of(group.items, margin: .close), !ink.isInfinite { content = content.union(ink) }
    let dx = reach + abs(shift.width), dy = reach + abs(shift.height)
    let region = content.insetBy(dx: -dx, dy: -dy)
    var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
    cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
    let visible = CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    guard visible.width.isFinite, visible.height.isFinite, visible.width > 0, visible.height > 0 else { return region }
    return Canvas.intersection(region, visible.insetBy(dx: -dx, dy: -dy))
  }

  /// The finite overlap of two rectangles with an area (`.null` when none): `checkedIntersection(_:)`, which
  /// does not trap where Foundation's does (a view at x −1.8·10³⁰⁸ under a blur; the modifier-chain property
  /// test, seed 20242397), without the edges that only touch or lie at infinity, which no device pixel covers.
  static func intersection(_ a: CGRect, _ b: CGRect) -> CGRect {
    let overlap = a.checkedIntersection(b)
    guard !overlap.isNull, overlap.minX.isFinite, overlap.minY.isFinite, overlap.maxX.isFinite, overlap.maxY.isFinite,
          overlap.width > 0, overlap.height > 0 else { return .null }
    return overlap
  }

  /// Saves the state, clips to the ink bounds of `items` (so the group's surface covers them, not the whole canvas)
  /// and pushes a group; the caller pops it, paints, and restores. False, with nothing pushed or saved, when the
  /// group (`layers` of its size, charged to `effect`) would pass the render's layer budget.
  func pushGroup(clippedTo items: [DisplayItem], layers count: Int = 1, for effect: @autoclosure () -> String) -> Bool {
    cairo_save(cr)
    // No ink at all: an empty clip; unbounded ink (an odd transform): no clip.
    let ink = clipsGroupsToInk ? InkBounds.of(items) ?? .zero : .infinite
    if ink != .infinite {
      let x0 = Canvas.coordinate(ink.minX), y0 = Canvas.coordinate(ink.minY)
      cairo_rectangle(cr, x0, y0, Canvas.coordinate(ink.maxX) - x0, Canvas.coordinate(ink.maxY) - y0)
      cairo_clip(cr)
    }
    guard layers.take(groupPixels * count, for: effect()) else {
      cairo_restore(cr)
      return false
    }
    cairo_push_group(cr)
    return true
  }
}

/// Maps SwiftUI blend modes onto Cairo operators.
enum BlendOperator {
  static func cairo(_ mode: BlendMode) -> cairo_operator_t {
    switch mode {
    case .normal: return CAIRO_OPERATOR_OVER
    case .multiply: return CAIRO_OPERATOR_MULTIPLY
    case .screen: return CAIRO_OPERATOR_SCREEN
    case .overlay: return CAIRO_OPERATOR_OVERLAY
    case .darken: return CAIRO_OPERATOR_DARKEN
    case .lighten: return CAIRO_OPERATOR_LIGHTEN
    case .colorDodge: return CAIRO_OPERATOR_COLOR_DODGE
    case .colorBurn: return CAIRO_OPERATOR_COLOR_BURN
    case .softLight: return CAIRO_OPERATOR_SOFT_LIGHT
    case .hardLight: return CAIRO_OPERATOR_HARD_LIGHT
    case .difference: return CAIRO_OPERATOR_DIFFERENCE
    case .exclusion: return CAIRO_OPERATOR_EXCLUSION
    case .hue: return CAIRO_OPERATOR_HSL_HUE
    case .saturation: return CAIRO_OPERATOR_HSL_SATURATION
    case .color: return CAIRO_OPERATOR_HSL_COLOR
    case .luminosity: return CAIRO_OPERATOR_HSL_LUMINOSITY
    case .sourceAtop: return CAIRO_OPERATOR_ATOP
    case .destinationOver: return CAIRO_OPERATOR_DEST_OVER
    case .destinationOut: return CAIRO_OPERATOR_DEST_OUT
    case .plusDarker: return CAIRO_OPERATOR_MULTIPLY
    case .plusLighter: return CAIRO_OPERATOR_ADD
    }
  }
}
