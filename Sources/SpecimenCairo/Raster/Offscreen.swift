import CCairo
import Foundation
import SpecimenDraw
import SpecimenUI

/// A pixel layer for effects Cairo has no operator for (color filters, blurred shadows).
///
/// The region is snapped to the device-pixel grid so a layer painted back lands exactly
/// on the pixels it was drawn for. Vector surfaces rasterise such effects at 2×.
final class Offscreen {
  let surface: OpaquePointer
  let origin: CGPoint
  let rasterScale: CGFloat
  let width: Int, height: Int

  /// A layer over `region` with `items` drawn in it; nil when it would be larger than an effect layer may be, or
  /// past the render's layer budget (`canvas.layers.lastRefused`), charged to `effect`.
  init?(canvas: Canvas, region: CGRect, items: [DisplayItem], effect: @autoclosure () -> String) {
    canvas.layers.lastRefused = false
    let rs = max(canvas.scale, 2)
    let x0 = (region.minX * rs).rounded(.down), y0 = (region.minY * rs).rounded(.down)
    let x1 = (region.maxX * rs).rounded(.up), y1 = (region.maxY * rs).rounded(.up)
    let w = Int(saturating: x1 - x0), h = Int(saturating: y1 - y0)
    guard w > 0, h > 0, w <= RenderLimits.maxPixelSide, h <= RenderLimits.maxPixelSide, w * h <= RenderLimits.maxEffectLayerPixels,
          canvas.layers.take(w * h, for: effect()),
          let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h)) else { return nil }
    self.surface = surface
    self.rasterScale = rs
    self.origin = CGPoint(x: x0 / rs, y: y0 / rs)
    self.width = w
    self.height = h
    let layer = Canvas(surface: surface, scale: rs, images: canvas.images, diagnostics: canvas.diagnostics, layers: canvas.layers)
    layer.origin = origin
    layer.backdropParent = canvas
    cairo_translate(layer.cr, -Double(origin.x), -Double(origin.y))
    layer.draw(items)
    cairo_surface_flush(surface)
  }

  /// A layer over an image surface already filled (`surface` is taken over): its top-left pixel is at `origin`,
  /// with `rasterScale` pixels per point.
  init(taking surface: OpaquePointer, origin: CGPoint, rasterScale: CGFloat) {
    self.surface = surface
    self.origin = origin
    self.rasterScale = rasterScale
    self.width = Int(cairo_image_surface_get_width(surface))
    self.height = Int(cairo_image_surface_get_height(surface))
  }

  private init(surface: OpaquePointer, like other: Offscreen) {
    self.surface = surface
    self.origin = other.origin
    self.rasterScale = other.rasterScale
    self.width = other.width
    self.height = other.height
  }

  deinit { cairo_surface_destroy(surface) }

  /// Paints the layer onto `canvas` where it was drawn from.
  func paint(on canvas: Canvas) {
    cairo_save(canvas.cr)
    cairo_translate(canvas.cr, Double(origin.x), Double(origin.y))
    cairo_scale(canvas.cr, 1 / Double(rasterScale), 1 / Double(rasterScale))
    cairo_set_source_surface(canvas.cr, surface, 0, 0)
    cairo_paint(canvas.cr)
    cairo_restore(canvas.cr)
  }

  /// Calls `body` with each row of premultiplied ARGB32 words.
  func withPixels(_ body: (UnsafeMutableBufferPointer<UInt32>) -> Void) {
    guard let data = cairo_image_surface_get_data(surface) else { return }
    let stride = Int(cairo_image_surface_get_stride(surface))
    cairo_surface_flush(surface)
    for y in 0..<height {
      let row = UnsafeMutableRawPointer(data.advanced(by: y * stride)).assumingMemoryBound(to: UInt32.self)
      body(UnsafeMutableBufferPointer(start: row, count: width))
    }
    cairo_surface_mark_dirty(surface)
  }

  /// Applies a colour filter to every pixel: the 3×3 effects to the straight colour of pixels that are not clear;
  /// a `ColorMatrix`, luminance to alpha and an alpha threshold to every pixel, since they may change alpha.
  func apply(_ filter: ColorFilter) {
    switch filter {
    case .matrix(let m):
      guard m.count == 20 else { return }
      withPixels { row in
        for i in row.indices {
          let p = Premultiplied.unpremultiply(row[i])
          let (r, g, b, a) = (Double(p.r) / 255, Double(p.g) / 255, Double(p.b) / 255, Double(p.a) / 255)
          func channel(_ k: Int) -> Double { m[5 * k] * r + m[5 * k + 1] * g + m[5 * k + 2] * b + m[5 * k + 3] * a + m[5 * k + 4] }
          row[i] = Premultiplied.premultiply(r: channel(0), g: channel(1), b: channel(2), a: channel(3))
        }
      }
    case .luminanceToAlpha:
      // Rec. 709 luma weights, as SVG's luminanceToAlpha, of the premultiplied colour (a clear pixel stays clear).
      withPixels { row in
        for i in row.indices {
          let w = row[i]
          let luma = 0.2125 * Double(w >> 16 & 0xFF) + 0.7154 * Double(w >> 8 & 0xFF) + 0.0721 * Double(w & 0xFF)
          row[i] = Premultiplied.alpha8(luma / 255) << 24
        }
      }
    case .alphaThreshold(let low, let high, let color):
      let inside = Premultiplied.premultiply(r: color.red, g: color.green, b: color.blue, a: color.alpha)
      withPixels { row in
        for i in row.indices {
          let alpha = Double(row[i] >> 24) / 255
          row[i] = alpha >= low && alpha <= high ? inside : 0
        }
      }
    case .saturation, .brightness, .contrast, .grayscale, .colorMultiply, .hueRotation, .colorInvert:
      apply(ChannelMatrix(filter))
    }
  }

  /// Transforms every pixel's straight color by `matrix`.
  func apply(_ matrix: ChannelMatrix) {
    withPixels { row in
      for i in row.indices where row[i] != 0 {
        let p = Premultiplied.unpremultiply(row[i])
        let (r, g, b) = matrix.apply(Double(p.r) / 255, Double(p.g) / 255, Double(p.b) / 255)
        row[i] = Premultiplied.premultiply(r: r, g: g, b: b, a: Double(p.a) / 255)
      }
    }
  }

  /// A layer holding this layer's alpha, blurred with a Gaussian of σ = `radius` points, in `color`.
  func shadow(color: RGBA, radius: CGFloat) -> Offscreen? {
    var alpha = alphaValues()
    GaussianBlur.blur(&alpha, width: width, height: height, sigma: Double(radius * rasterScale))
    return tinted(alpha, color: color)
  }

  /// A layer holding this layer's inner shadow: its inverted alpha (1 outside the content) moved by
  /// (`x`, `y`) points, blurred with a Gaussian of σ = `radius` points, kept inside the content's own
  /// alpha and tinted `color`. The offset is rounded to the layer's pixels.
  func innerShadow(color: RGBA, radius: CGFloat, x: CGFloat, y: CGFloat) -> Offscreen? {
    let alpha = alphaValues()
    // Offsets are checked finite and within the coordinate limit before they get here.
    let dx = Int((x * rasterScale).rounded()), dy = Int((y * rasterScale).rounded())
    var inverse = [Float](repeating: 1, count: width * height)
    for target in 0..<height {
      let source = target - dy
      guard source >= 0, source < height else { continue }
      for column in 0..<width {
        let from = column - dx
        if from >= 0, from < width { inverse[target * width + column] = 1 - alpha[source * width + from] }
      }
    }
    GaussianBlur.blur(&inverse, width: width, height: height, sigma: Double(radius * rasterScale))
    return tinted(zip(inverse, alpha).map { min(max($0, 0), 1) * $1 }, color: color)
  }

  /// Each pixel's alpha, 0…1, row by row.
  private func alphaValues() -> [Float] {
    var alpha = [Float](repeating: 0, count: width * height)
    var row = 0
    withPixels { pixels in
      for column in 0..<self.width { alpha[row * self.width + column] = Float(pixels[column] >> 24) / 255 }
      row += 1
    }
    return alpha
  }

  /// A layer of this one's size in `color`, each pixel at `alpha` (0…1, row by row) times the color's alpha.
  private func tinted(_ alpha: [Float], color: RGBA) -> Offscreen? {
    guard let target = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else { return nil }
    let layer = Offscreen(surface: target, like: self)
    // The pixel depends only on its 8-bit alpha: one premultiplied word per alpha value.
    let words = (0...255).map { Premultiplied.premultiply(r: color.red, g: color.green, b: color.blue, alpha8: UInt32($0)) }
    var row = 0
    layer.withPixels { pixels in
      for column in 0..<self.width {
        pixels[column] = words[Int(Premultiplied.alpha8(Double(alpha[row * self.width + column]) * color.alpha))]
      }
      row += 1
    }
    return layer
  }
}

extension Offscreen {
  /// Blurs every channel of this layer's premultiplied pixels with a Gaussian of σ = `radius` points;
  /// `opaque` keeps each pixel's original alpha (SwiftUI's opaque blur has no transparent fringe).
  func blur(radius: CGFloat, opaque: Bool) {
    let count = width * height
    var channels = [[Float]](repeating: [Float](repeating: 0, count: count), count: 4)
    var y = 0
    withPixels { row in
      for x in 0..<self.width {
        let p = row[x], i = y * self.width + x
        channels[0][i] = Float(p >> 24); channels[1][i] = Float((p >> 16) & 0xFF)
        channels[2][i] = Float((p >> 8) & 0xFF); channels[3][i] = Float(p & 0xFF)
      }
      y += 1
    }
    let original = channels[0]
    for c in 0..<4 { GaussianBlur.blur(&channels[c], width: width, height: height, sigma: Double(radius * rasterScale)) }
    y = 0
    withPixels { row in
      for x in 0..<self.width {
        let i = y * self.width + x
        var a = min(max(channels[0][i].rounded(), 0), 255)
        var scale: Float = 1
        if opaque, a > 0 { scale = original[i] / a; a = original[i] }
        // Checked conversions: a NaN channel becomes 0 instead of trapping (CheckedNumbers.swift).
        func byte(_ v: Float) -> UInt32 { UInt32(saturating: min(max((v * scale).rounded(), 0), a)) }
        row[x] = UInt32(saturating: a) << 24 | byte(channels[1][i]) << 16 | byte(channels[2][i]) << 8 | byte(channels[3][i])
      }
      y += 1
    }
  }
}

/// An approximate Gaussian blur by three box blurs (W. Jarosz, "Fast Image Convolutions", 2001).
enum GaussianBlur {
  static func blur(_ data: inout [Float], width: Int, height: Int, sigma: Double) {
    guard sigma > 0.1 else { return }
    let n = 3.0
    let ideal = (12 * sigma * sigma / n + 1).squareRoot()
    var wl = Int(saturating: ideal.rounded(.down))
    if wl % 2 == 0 { wl -= 1 }
    let wu = wl + 2
    let m = Int(saturating: ((12 * sigma * sigma - n * Double(wl * wl) - 4 * n * Double(wl) - 3 * n) / (-4 * Double(wl) - 4)).rounded())
    var scratch = [Float](repeating: 0, count: data.count)
    for pass in 0..<3 {
      let r = ((pass < m ? wl : wu) - 1) / 2
      boxPass(&data, into: &scratch, width: width, height: height, radius: r, horizontal: true)
      boxPass(&scratch, into: &data, width: width, height: height, radius: r, horizontal: false)
    }
  }

  /// One box pass of radius `r` along rows (`horizontal`) or columns. Columns are summed a row at
  /// a time with one running sum per column, in the same order as a column-by-column walk, so the
  /// floats are identical and the memory is read in order.
  private static func boxPass(_ src: inout [Float], into dst: inout [Float], width: Int, height: Int, radius r: Int, horizontal: Bool) {
    let norm = 1 / Float(2 * r + 1)
    src.withUnsafeBufferPointer { s in
      dst.withUnsafeMutableBufferPointer { d in
        if horizontal {
          // Four rows at a time: four independent running sums keep the pipeline busy.
          var line = 0
          while line + 4 <= height {
            let b0 = line * width, b1 = b0 + width, b2 = b1 + width, b3 = b2 + width
            var s0: Float = 0, s1: Float = 0, s2: Float = 0, s3: Float = 0
            for k in -r...r where k >= 0 && k < width {
              s0 += s[b0 + k]; s1 += s[b1 + k]; s2 += s[b2 + k]; s3 += s[b3 + k]
            }
            for i in 0..<width {
              d[b0 + i] = s0 * norm; d[b1 + i] = s1 * norm; d[b2 + i] = s2 * norm; d[b3 + i] = s3 * norm
              let out = i - r, inn = i + r + 1
              if out >= 0 { s0 -= s[b0 + out]; s1 -= s[b1 + out]; s2 -= s[b2 + out]; s3 -= s[b3 + out] }
              if inn < width { s0 += s[b0 + inn]; s1 += s[b1 + inn]; s2 += s[b2 + inn]; s3 += s[b3 + inn] }
            }
            line += 4
          }
          for line in line..<height {
            let base = line * width
            var sum: Float = 0
            for k in -r...r where k >= 0 && k < width { sum += s[base + k] }
            for i in 0..<width {
              d[base + i] = sum * norm
              let out = i - r, inn = i + r + 1
              if out >= 0 { sum -= s[base + out] }
              if inn < width { sum += s[base + inn] }
            }
          }
        } else {
          var sums = [Float](repeating: 0, count: width)
          sums.withUnsafeMutableBufferPointer { sum in
            for k in -r...r where k >= 0 && k < height {
              for x in 0..<width { sum[x] += s[k * width + x] }
            }
            for i in 0..<height {
              let out = i - r, inn = i + r + 1
              for x in 0..<width {
                d[i * width + x] = sum[x] * norm
                if out >= 0 { sum[x] -= s[out * width + x] }
                if inn < height { sum[x] += s[inn * width + x] }
              }
            }
          }
        }
      }
    }
  }
}

/// A 3×3 color matrix plus offset, built from a SwiftUI color effect (CSS Filter Effects formulas).
struct ChannelMatrix {
  var m: [Double]
  var offset: Double = 0

  /// The matrix of one of the 3×3 effects; the filters that change alpha (`Offscreen.apply(_:)` draws them) give the identity.
  init(_ filter: ColorFilter) {
    switch filter {
    case .matrix, .luminanceToAlpha, .alphaThreshold:
      m = [1, 0, 0, 0, 1, 0, 0, 0, 1]
    case .saturation(let s):
      m = ChannelMatrix.saturate(s)
    case .grayscale(let g):
      m = ChannelMatrix.saturate(1 - min(max(g, 0), 1))
    case .brightness(let b):
      m = [1, 0, 0, 0, 1, 0, 0, 0, 1]
      offset = b
    case .contrast(let c):
      m = [c, 0, 0, 0, c, 0, 0, 0, c]
      offset = 0.5 - 0.5 * c
    case .colorMultiply(let color):
      m = [color.red, 0, 0, 0, color.green, 0, 0, 0, color.blue]
    case .colorInvert:
      m = [-1, 0, 0, 0, -1, 0, 0, 0, -1]
      offset = 1
    case .hueRotation(let a):
      let c = cos(a), s = sin(a)
      m = [0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715, 0.072 - c * 0.072 + s * 0.928,
           0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.140, 0.072 - c * 0.072 - s * 0.283,
           0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715, 0.072 + c * 0.928 + s * 0.072]
    }
  }

  static func saturate(_ s: Double) -> [Double] {
    [0.2126 + 0.7874 * s, 0.7152 - 0.7152 * s, 0.0722 - 0.0722 * s,
     0.2126 - 0.2126 * s, 0.7152 + 0.2848 * s, 0.0722 - 0.0722 * s,
     0.2126 - 0.2126 * s, 0.7152 - 0.7152 * s, 0.0722 + 0.9278 * s]
  }

  func apply(_ r: Double, _ g: Double, _ b: Double) -> (Double, Double, Double) {
    (m[0] * r + m[1] * g + m[2] * b + offset, m[3] * r + m[4] * g + m[5] * b + offset, m[6] * r + m[7] * g + m[8] * b + offset)
  }
}

/// An angular (conic) gradient as a Cairo mesh of thin triangles around the center.
///
/// A sweep of more than one turn draws only its last complete turn, as SwiftUI documents ("If endAngle - startAngle > 2π,
/// the gradient only draws the last complete turn"): the turn ending at `endAngle`, holding the gradient's locations from
/// 1 − 2π / sweep to 1. A sweep of less than a turn fills the rest of the turn with the last stop's colour up to halfway
/// and the first stop's from there, as SwiftUI documents it, so a ring stroked with it has no gap.
enum AngularGradient {
  /// The sweep past which a gradient is named: past 1 000 turns its last turn holds less than a thousandth of the
  /// gradient, one colour to the eye (a sweep of 10³⁰⁰° is code that meant something else).
  static let maxTurns: Double = 1_000

  static func mesh(stops: [GradientStop], center: UnitPoint, startAngle: Double, endAngle: Double, bounds: CGRect) -> OpaquePointer? {
    guard let pattern = cairo_pattern_create_mesh(), !stops.isEmpty else { return nil }
    let cx = Canvas.coordinate(bounds.minX + center.x * bounds.width), cy = Canvas.coordinate(bounds.minY + center.y * bounds.height)
    let radius = Canvas.coordinate(bounds.width + bounds.height) * 2 + 1
    let segments = 90
    let turn = 2 * Double.pi
    // More than a turn by more than rounding (−90°…270° is one turn, give or take the last bit).
    let lastTurn = endAngle - startAngle > turn * (1 + 1e-9)
    // The last turn's first angle, reduced to one turn so that a huge end angle keeps distinct wedge angles.
    let first = lastTurn ? remainder(endAngle, turn) - turn : startAngle
    let span = lastTurn ? turn : endAngle - startAngle
    let firstLocation = lastTurn ? 1 - turn / (endAngle - startAngle) : 0
    for i in 0..<segments {
      let u0 = Double(i) / Double(segments), u1 = Double(i + 1) / Double(segments)
      let a0 = first + span * u0, a1 = first + span * u1
      let t0 = firstLocation + (1 - firstLocation) * u0, t1 = firstLocation + (1 - firstLocation) * u1
      addWedge(to: pattern, center: (cx, cy), radius: radius, from: a0, to: a1,
               colors: [color(at: (t0 + t1) / 2, stops), color(at: t0, stops), color(at: t1, stops)])
    }
    // Less than a turn: Apple's `AngularGradient` "fills the missing area with the colors defined by gradient
    // locations one and zero, transitioning between the two halfway across the missing area".
    if !lastTurn, span > 0, span < turn {
      let half = (turn - span) / 2
      let end = first + span
      // Wedges of at most 30°: half is under a half turn, so at most six.
      let pieces = max(1, Int(saturating: (half / (Double.pi / 6)).rounded(.up)))
      for (from, color) in [(end, color(at: 1, stops)), (end + half, color(at: 0, stops))] {
        for i in 0..<pieces {
          addWedge(to: pattern, center: (cx, cy), radius: radius, from: from + half * Double(i) / Double(pieces),
                   to: from + half * Double(i + 1) / Double(pieces), colors: [color, color, color])
        }
      }
    }
    return pattern
  }

  /// Adds the wedge from the centre between angles `a0` and `a1` to the mesh, its corners (centre, then the two
  /// outer points) in `colors`.
  private static func addWedge(to pattern: OpaquePointer, center: (x: Double, y: Double), radius: Double, from a0: Double,
                               to a1: Double, colors: [RGBA]) {
    cairo_mesh_pattern_begin_patch(pattern)
    cairo_mesh_pattern_move_to(pattern, center.x, center.y)
    cairo_mesh_pattern_line_to(pattern, center.x + radius * cos(a0), center.y + radius * sin(a0))
    cairo_mesh_pattern_line_to(pattern, center.x + radius * cos(a1), center.y + radius * sin(a1))
    for (corner, c) in colors.enumerated() {
      cairo_mesh_pattern_set_corner_color_rgba(pattern, UInt32(corner), c.red, c.green, c.blue, c.alpha)
    }
    cairo_mesh_pattern_end_patch(pattern)
  }

  /// The color of a gradient at location `t`, interpolating straight RGBA between stops.
  static func color(at t: Double, _ stops: [GradientStop]) -> RGBA {
    guard let first = stops.first, let last = stops.last else { return .clear }
    if t <= first.location { return first.color }
    if t >= last.location { return last.color }
    for (a, b) in zip(stops, stops.dropFirst()) where t <= b.location {
      let f = b.location > a.location ? (t - a.location) / (b.location - a.location) : 0
      return RGBA(red: a.color.red + (b.color.red - a.color.red) * f, green: a.color.green + (b.color.green - a.color.green) * f,
                  blue: a.color.blue + (b.color.blue - a.color.blue) * f, alpha: a.color.alpha + (b.color.alpha - a.color.alpha) * f)
    }
    return last.color
  }
}
