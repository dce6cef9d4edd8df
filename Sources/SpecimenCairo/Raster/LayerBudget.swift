import CCairo
import Foundation

extension RenderLimits {
  /// The most pixels the intermediate layers of one render may have in all: every blur, shadow, inner
  /// shadow, color effect and perspective layer, and every opacity, blend-mode, mask and compositing group
  /// Cairo draws apart, counted as it is made. Each such layer is drawn, filtered and composited once, so
  /// their total is the render's extra work: effects nested or repeated a thousand times (a `.blur` inside a
  /// `.blur` 1 000 deep, `.blendMode` around a full canvas over and over) took minutes to hours. 16 384² px
  /// is 64 of the largest effect layers (2 048²), or about 90 full-screen ones (390 × 844 pt at 3×); past it, effects are drawn
  /// without their layers and the render says so once (`LayerBudget`).
  public static let maxRenderLayerPixels = 16_384 * 16_384
}

/// The layer pixels one render has used (`RenderLimits.maxRenderLayerPixels`), shared by its canvas
/// and every layer canvas drawn from it, and the effects it refused.
final class LayerBudget {
  private(set) var used = 0
  /// How many layers were refused, and the first one's effect and pixels.
  private(set) var refused = 0
  private var first: (effect: String, pixels: Int)?
  /// Whether the most recent request was refused (so its caller's own size warning is not added).
  var lastRefused = false

  /// Takes `pixels` for a layer of `effect`; false (the effect is to be drawn without its layer) once the
  /// render's layers would pass the limit.
  func take(_ pixels: Int, for effect: @autoclosure () -> String) -> Bool {
    let (sum, overflow) = used.addingReportingOverflow(max(pixels, 0))
    lastRefused = overflow || sum > RenderLimits.maxRenderLayerPixels
    if lastRefused {
      if first == nil { first = (effect(), pixels) }
      refused += 1
      return false
    }
    used = sum
    return true
  }

  /// The one warning naming the refused layers, or nil when none was refused.
  var warning: String? {
    guard let first else { return nil }
    return "\(refused) effect layer(s) were not made, so their views are drawn without the effect: this render's layers "
      + "(blurs, shadows, color effects, perspective, opacity, blend-mode, mask and compositing groups) reached "
      + "RenderLimits.maxRenderLayerPixels (\(RenderLimits.maxRenderLayerPixels) px), the first at \(first.effect), "
      + "which needed \(first.pixels) px more. Nest or repeat fewer such effects, e.g. one effect on the container instead of one per level"
  }
}

extension Canvas {
  /// The device pixels of a group Cairo pushes now: the current clip's extents on the device, at most the surface's.
  var groupPixels: Int {
    var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
    cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
    var xs = [x1, x2, x1, x2], ys = [y1, y1, y2, y2]
    for i in 0..<4 { cairo_user_to_device(cr, &xs[i], &ys[i]) }
    guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max(),
          minX.isFinite, maxX.isFinite, minY.isFinite, maxY.isFinite else { return 0 }
    let side = Double(RenderLimits.maxPixelSide)
    let w = min(max(maxX.rounded(.up) - minX.rounded(.down), 0), side), h = min(max(maxY.rounded(.up) - minY.rounded(.down), 0), side)
    return Int(w * h)
  }
}
