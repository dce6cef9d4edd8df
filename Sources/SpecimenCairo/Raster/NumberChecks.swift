import CCairo
import Foundation
import SpecimenDraw
import SpecimenUI

// Every number reaches Cairo and Pango through these checks, one comparison per value (no extra pass).
// Layout already clamps what it owns (docs/layout-rules.md, "How odd numbers are clamped"); what is left
// is what only the renderer reads: font sizes, stroke widths and dashes, shadow radii and offsets, colors,
// gradient stops, effect amounts, transforms and coordinates. A value that cannot be honoured is drawn
// with a clamped value and a warning naming the modifier and the value; the cell still renders.

extension RenderLimits {
  /// The largest font size in points (`Font.system(size:)`, `Font.custom(_:size:)`). Pango counts
  /// sizes in 1/1024 pt in an Int32, and FreeType rasterises each glyph whole, so a 10⁶-pt glyph would
  /// need terabytes; 1 024 pt is 8× the largest Dynamic Type size any real style uses.
  public static let maxFontSize: CGFloat = 1_024
  /// The largest shadow blur radius in points (`.shadow(radius:)`); the blur works on a layer
  /// `radius × 3` wider than the view on each side, which must fit `maxPixelSide`.
  public static let maxShadowRadius: CGFloat = 256
  /// The largest distance from the origin, in points, of any coordinate given to Cairo. Cairo stores
  /// coordinates as 24.8 fixed-point numbers (±8 388 607 device pixels); beyond that they wrap. Larger
  /// coordinates are clamped to this (at 16× this stays inside Cairo's range).
  public static let maxCoordinate: CGFloat = 100_000
  /// The tallest glyph, in device pixels, text is drawn with (font size × every scale in effect:
  /// the render's, `.scaleEffect`s'). FreeType refuses sizes over 65 535 px, and Cairo then leaves the
  /// face unusable for the rest of the process (every later text in that font drew nothing), so text
  /// that would be larger is not drawn and is reported instead.
  public static let maxGlyphPixels: CGFloat = 16_384
  /// The most pixels an effect layer (a shadow's blur, a color filter) may have: 2 048 × 2 048 (a
  /// full-screen 390 × 844 pt sheet with a 20 pt shadow at 2× needs about half of it). A blur keeps a float
  /// per pixel besides the layer, so a canvas-sized layer (16 384²) would need 5 GiB and minutes (the layout
  /// fuzzer found both); a larger effect is drawn without its layer and reported.
  public static let maxEffectLayerPixels = 2_048 * 2_048
  /// The most elements (moves, lines, curves, closes) a path Cairo fills, strokes or clips to may have. Cairo's
  /// stroker and tessellator grow faster than the element count on a path that doubles back on itself: a stroked
  /// zigzag of 100 000 lines took 0.7 s, of 300 000 lines 10 s, of 1 000 000 over 4 minutes. A longer path is
  /// not drawn (a clip of one is not applied) and is reported.
  public static let maxPathElements = PathElementLimit.maxElements
  /// The largest factor a `.scaleEffect` (or any transform) may scale by; beyond it the view is drawn untransformed.
  public static let maxEffectScale: Double = 1_000
  /// The smallest area factor (determinant) a transform may have; below it the view is not drawn, as at 0: a
  /// 16 384-px canvas scaled by 10⁻⁶ on each side is under a fiftieth of a pixel, and Cairo aborts on the
  /// infinite inverse of a denormal determinant.
  public static let minEffectDeterminant: Double = 1e-12
  /// The tallest, in points, a text's lines may reach with its `.lineHeight` or `.lineSpacing` (lines × pitch). Pango
  /// keeps positions in 1/1024 pt in an Int32 (±2 097 151 pt): lines placed further wrap around, so 1 000 lines
  /// 10⁵ pt apart measured 1.85 × 10⁶ pt and drew in the wrong places. Such a text is laid out with its font's own
  /// line height and no spacing, and reported naming the modifier; 10⁶ pt is ten times any canvas's side.
  public static let maxTextHeight: CGFloat = 1_000_000
  /// The scales (device pixels per point) a render accepts.
  public static let scaleRange: ClosedRange<CGFloat> = 0.1...16
}

extension Canvas {
  /// Reports a number that could not be honoured: what it was given to, its value, and what was drawn instead.
  func warnNumber(_ modifier: String, _ value: Double, _ drawn: String) {
    diagnostics.report(.invalidNumber, .warning, "\(modifier) \(NumberText.describe(value)) is not usable; \(drawn)")
  }

  /// `value` clamped to ±`RenderLimits.maxCoordinate`; NaN is 0.
  @inline(__always)
  static func coordinate(_ value: CGFloat) -> Double {
    let limit = RenderLimits.maxCoordinate
    if value.isNaN { return 0 }
    return Double(value < -limit ? -limit : value > limit ? limit : value)
  }

  /// The stroke width to draw, or nil when a negative, NaN or infinite width is reported and the stroke left out
  /// (as `Path.strokedPath(_:)` and CoreGraphics outline nothing for it; shapes report it naming their modifier as
  /// they resolve, so this reaches strokes made otherwise).
  func checkedLineWidth(_ width: CGFloat) -> Double? {
    if width.isFinite, width >= 0 { return Double(min(width, RenderLimits.maxCoordinate)) }
    warnNumber("stroke lineWidth", Double(width), "the stroke was not drawn (give StrokeStyle(lineWidth:) a finite width ≥ 0)")
    return nil
  }

  /// The miter limit to draw with: within 1…1 000 (a limit below 1 bevels every miter join, as 1 does; above 1 000 no
  /// join on a canvas is long enough to be beveled); NaN is reported and drawn with StrokeStyle's default, 10.
  func checkedMiterLimit(_ limit: CGFloat) -> Double {
    if limit.isNaN {
      warnNumber("StrokeStyle miterLimit", Double(limit), "drawn with the default miter limit 10 (give a number ≥ 1)")
      return 10
    }
    return Double(min(max(limit, 1), 1_000))
  }

  /// The dash pattern to draw, or nil for a solid line (reported) when the pattern is not finite and non-negative
  /// or all zero (which Cairo refuses, putting the whole drawing in an error state).
  func checkedDash(_ dash: [CGFloat], phase: CGFloat) -> (dashes: [Double], phase: Double)? {
    guard !dash.isEmpty else { return ([], 0) }
    if let bad = dash.first(where: { !$0.isFinite || $0 < 0 }) {
      warnNumber("StrokeStyle dash", Double(bad), "drawn as a solid line (dash lengths must be finite and ≥ 0)")
      return nil
    }
    guard dash.contains(where: { $0 > 0 }) else {
      // Core Graphics refuses such a pattern too ("invalid dash array") and strokes solid; before, this was silent.
      let shown = dash.prefix(8).map { NumberText.describe(Double($0)) }.joined(separator: ", ") + (dash.count > 8 ? ", …" : "")
      diagnostics.report(.invalidNumber, .warning, "StrokeStyle dash [\(shown)] has only lengths of 0, so no dash would ever end; drawn as a "
        + "solid line, as Core Graphics refuses such a pattern (\"invalid dash array\"). Give at least one length above 0, or no dash")
      return nil
    }
    if !phase.isFinite { warnNumber("StrokeStyle dashPhase", Double(phase), "drawn with phase 0") }
    return (dash.map { Double(min($0, RenderLimits.maxCoordinate)) }, phase.isFinite ? Canvas.coordinate(phase) : 0)
  }

  /// `color` with non-finite components reported (naming `what`) and replaced: NaN channels by 0, ±∞ by 0 or 1.
  func checkedColor(_ color: RGBA, _ what: String = "Color") -> RGBA {
    Canvas.finiteColor(color) { component, value, drawn in warnNumber("\(what) \(component)", value, "drawn as \(Int(drawn))") }
  }

  /// `color` with each non-finite component replaced as a drawn colour's is (NaN by 0, ±∞ by 0 or 1); `report` is
  /// told each such component's name (`red` … `opacity`), its value and what is drawn instead.
  static func finiteColor(_ color: RGBA, report: (_ component: String, _ value: Double, _ drawn: Double) -> Void) -> RGBA {
    guard !color.isFinite else { return color }
    func clean(_ v: Double, _ name: String) -> Double {
      guard !v.isFinite else { return v }
      let drawn: Double = v.isNaN ? 0 : v > 0 ? 1 : 0
      report(name, v, drawn)
      return drawn
    }
    return RGBA(red: clean(color.red, "red"), green: clean(color.green, "green"), blue: clean(color.blue, "blue"),
                alpha: clean(color.alpha, "opacity"))
  }

  /// A gradient stop location that Cairo accepts: NaN is reported and becomes 0; Cairo clamps the rest to 0…1.
  func checkedLocation(_ location: Double) -> Double {
    if location.isNaN { warnNumber("Gradient.Stop location", location, "drawn at location 0"); return 0 }
    return min(max(location, 0), 1)
  }

  /// A unit point of a gradient drawn in the unit square (`EllipticalGradient`'s center): a NaN or infinite
  /// coordinate is reported and drawn at 0.5; a finite one beyond ±`maxUnitOffset` is clamped to it (a center
  /// that far out colours the whole shape with one end of the gradient, as at any larger distance).
  func checkedUnitPoint(_ point: UnitPoint, _ what: String) -> (Double, Double) {
    func clean(_ v: CGFloat, _ axis: String) -> Double {
      guard v.isFinite else {
        warnNumber("\(what) \(axis)", Double(v), "drawn at 0.5 (unit points are finite fractions of the bounds)")
        return 0.5
      }
      return Double(min(max(v, -Canvas.maxUnitOffset), Canvas.maxUnitOffset))
    }
    return (clean(point.x, "x"), clean(point.y, "y"))
  }

  /// How far outside the unit square a unit point is drawn (Cairo refuses patterns at 10²⁰ and stops drawing).
  static let maxUnitOffset: CGFloat = 10_000

  /// A radius for gradients: non-finite or negative values are reported and become 0.
  func checkedRadius(_ radius: Double, _ what: String) -> Double {
    if radius.isFinite, radius >= 0 { return min(radius, Double(RenderLimits.maxCoordinate)) }
    warnNumber(what, radius, "drawn with radius 0 (radii must be finite and ≥ 0)")
    return 0
  }

  /// The opacity to paint a group with: NaN is reported and ignored (1), ±∞ reported and clamped.
  func checkedOpacity(_ alpha: Double) -> Double {
    if alpha.isFinite { return min(max(alpha, 0), 1) }
    let drawn: Double = alpha.isNaN ? 1 : alpha > 0 ? 1 : 0
    warnNumber(".opacity", alpha, "drawn with opacity \(NumberText.describe(drawn)) (opacity is a number from 0 to 1)")
    return drawn
  }

  /// Whether a color filter's amount is finite; reports it otherwise (the filter is then skipped).
  func checkedFilter(_ filter: ColorFilter) -> Bool {
    let (name, value): (String, Double)
    switch filter {
    case .saturation(let v): (name, value) = (".saturation", v)
    case .brightness(let v): (name, value) = (".brightness", v)
    case .contrast(let v): (name, value) = (".contrast", v)
    case .grayscale(let v): (name, value) = (".grayscale", v)
    case .hueRotation(let v): (name, value) = (".hueRotation", v * 180 / .pi)
    case .colorInvert, .luminanceToAlpha: return true
    case .matrix(let m):
      guard let bad = m.first(where: { !$0.isFinite }) else { return true }
      (name, value) = ("GraphicsContext.Filter.colorMatrix entry", bad)
    case .alphaThreshold(let low, let high, let c):
      let bad = [low, high, c.red, c.green, c.blue, c.alpha].first { !$0.isFinite }
      (name, value) = ("GraphicsContext.Filter.alphaThreshold", bad ?? 0)
      if bad == nil { return true }
    case .colorMultiply(let c):
      let bad = [c.red, c.green, c.blue, c.alpha].first { !$0.isFinite }
      (name, value) = (".colorMultiply", bad ?? 0)
      if bad == nil { return true }
    }
    if value.isFinite { return true }
    warnNumber(name, value, "drawn without the effect")
    return false
  }

  /// The shadow's radius and offset to draw: radii beyond 0…`maxShadowRadius` and non-finite offsets are reported and clamped.
  func checkedShadow(radius: CGFloat, x: CGFloat, y: CGFloat) -> (radius: CGFloat, x: CGFloat, y: CGFloat) {
    var r = radius
    if !r.isFinite || r < 0 {
      warnNumber(".shadow radius", Double(r), "drawn with radius 0 (radii must be finite and ≥ 0)")
      r = 0
    } else if r > RenderLimits.maxShadowRadius {
      warnNumber(".shadow radius", Double(r), "drawn with radius \(NumberText.describe(Double(RenderLimits.maxShadowRadius))), "
        + "the largest shadow radius (RenderLimits.maxShadowRadius)")
      r = RenderLimits.maxShadowRadius
    }
    func offset(_ v: CGFloat, _ name: String) -> CGFloat {
      if v.isFinite, abs(v) <= RenderLimits.maxCoordinate { return v }
      warnNumber(".shadow \(name)", Double(v), "drawn with \(name) 0")
      return 0
    }
    return (r, offset(x, "x"), offset(y, "y"))
  }

  /// Whether `m` is a finite affine transform; reports it otherwise, naming `modifier` (the display list names
  /// the modifier that made every transform group), and the content is drawn untransformed.
  func checkedTransform(_ m: [Double], modifier: String? = nil) -> Bool {
    if let bad = m.first(where: { !$0.isFinite }) {
      let name = modifier.map { ".\($0)" } ?? "a transform effect"
      warnNumber(name, bad, "drawn without the transform (give \(name) finite arguments: the number came from its angle, factors, anchor or the view's size)")
      return false
    }
    if let big = m.prefix(4).first(where: { abs($0) > RenderLimits.maxEffectScale }) {
      warnNumber(modifier.map { ".\($0) factor" } ?? ".scaleEffect", big, "drawn without the transform (the largest factor is RenderLimits.maxEffectScale, "
        + "\(NumberText.describe(RenderLimits.maxEffectScale)))")
      return false
    }
    return true
  }

  /// Reports a transform that shrinks a view's area by a factor under `RenderLimits.minEffectDeterminant` but not to
  /// exactly 0: the view is not drawn. `.scaleEffect(0)` is the usual way to hide a view and says nothing; a factor
  /// like 10⁻⁹ is more likely a slip, and iOS would draw it as an invisible speck too.
  func warnCollapsed(_ determinant: Double, modifier: String?) {
    let name = modifier.map { ".\($0)" } ?? ".scaleEffect"
    // Written in full (`1e-18`): `NumberText` rounds such small numbers to 0.
    diagnostics.report(.invalidNumber, .warning, "\(name) shrinks the view's area by a factor of \(abs(determinant)), under "
      + "RenderLimits.minEffectDeterminant (\(RenderLimits.minEffectDeterminant)); the view is far below a pixel "
      + "and is not drawn (to hide a view, use .scaleEffect(0), .opacity(0) or .hidden(); else give a factor near 1)")
  }
}
