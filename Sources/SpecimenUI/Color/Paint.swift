import Foundation

/// A concrete sRGB color with straight (non-premultiplied) alpha, each channel 0…1.
public struct RGBA: Hashable, Sendable, Codable, CustomStringConvertible {
  public var red: Double
  public var green: Double
  public var blue: Double
  public var alpha: Double

  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// A color from 0…255 channel values.
  public init(_ r: Int, _ g: Int, _ b: Int, _ a: Double = 1) {
    self.init(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, alpha: a)
  }

  /// Whether every channel is finite.
  package var isFinite: Bool { red.isFinite && green.isFinite && blue.isFinite && alpha.isFinite }

  /// This color with its alpha multiplied by `factor`.
  public func multiplyingAlpha(_ factor: Double) -> RGBA {
    RGBA(red: red, green: green, blue: blue, alpha: alpha * factor)
  }

  public static let clear = RGBA(red: 0, green: 0, blue: 0, alpha: 0)
  public static let black = RGBA(red: 0, green: 0, blue: 0)
  public static let white = RGBA(red: 1, green: 1, blue: 1)

  public var description: String {
    func c(_ v: Double) -> String { v.isFinite ? String(Int(saturating: (v * 255).rounded())) : NumberText.describe(v) }
    return alpha >= 1 ? "rgb(\(c(red)),\(c(green)),\(c(blue)))"
      : "rgba(\(c(red)),\(c(green)),\(c(blue)),\(String(format: "%.2f", alpha)))"
  }
}

/// One color stop of a resolved gradient.
public struct GradientStop: Hashable, Sendable, Codable {
  public var color: RGBA
  public var location: Double
  public init(color: RGBA, location: Double) {
    self.color = color
    self.location = location
  }
}

/// A resolved paint: what a fill, stroke or text is drawn with.
///
/// Gradient geometry is in unit coordinates of the bounds the paint is applied to.
public enum Paint: Hashable, Sendable, Codable {
  case color(RGBA)
  case linearGradient(stops: [GradientStop], start: UnitPoint, end: UnitPoint)
  case radialGradient(stops: [GradientStop], center: UnitPoint, startRadius: Double, endRadius: Double)
  case angularGradient(stops: [GradientStop], center: UnitPoint, startAngle: Double, endAngle: Double)
  /// A radial gradient stretched to an ellipse fitted to the bounds (`EllipticalGradient`): radii
  /// are fractions of the bounds' size, 0.5 reaching the edges.
  case ellipticalGradient(stops: [GradientStop], center: UnitPoint, startFraction: Double, endFraction: Double)
  /// A mesh gradient (iOS 18 `MeshGradient`), drawn cell by cell (MeshGradient.swift).
  case meshGradient(MeshPaint)
  /// A paint carrying a shadow (`ShapeStyle.shadow(_:)`): the painter draws the base paint inside a
  /// shadow group; where no painter lifts it out, the base paint is drawn alone.
  indirect case shadowed(Paint, PaintShadow)
  /// A repeated image region (`ImagePaint`).
  indirect case image(ImagePaintSpec)
  /// A paint drawn over a blurred copy of what is behind it (a `Material`): the painter puts a filled
  /// shape with it in a backdrop group; where no painter lifts it out, the base paint is drawn alone.
  indirect case backdrop(Paint, BackdropBlur)

  /// The paint with every color's alpha multiplied by `factor`.
  public func multiplyingAlpha(_ factor: Double) -> Paint {
    func scale(_ s: [GradientStop]) -> [GradientStop] {
      s.map { GradientStop(color: $0.color.multiplyingAlpha(factor), location: $0.location) }
    }
    switch self {
    case .color(let c): return .color(c.multiplyingAlpha(factor))
    case .linearGradient(let s, let a, let b): return .linearGradient(stops: scale(s), start: a, end: b)
    case .radialGradient(let s, let c, let r0, let r1):
      return .radialGradient(stops: scale(s), center: c, startRadius: r0, endRadius: r1)
    case .angularGradient(let s, let c, let a0, let a1):
      return .angularGradient(stops: scale(s), center: c, startAngle: a0, endAngle: a1)
    case .ellipticalGradient(let s, let c, let f0, let f1):
      return .ellipticalGradient(stops: scale(s), center: c, startFraction: f0, endFraction: f1)
    case .meshGradient(var mesh):
      mesh.colors = mesh.colors.map { $0.multiplyingAlpha(factor) }
      return .meshGradient(mesh)
    case .image(var spec):
      spec.opacity *= factor
      return .image(spec)
    case .shadowed(let base, var shadow):
      shadow.color = shadow.color.multiplyingAlpha(factor)
      return .shadowed(base.multiplyingAlpha(factor), shadow)
    case .backdrop(let base, var blur):
      blur.opacity *= factor
      return .backdrop(base.multiplyingAlpha(factor), blur)
    }
  }

  /// A representative color (the color itself, or the first stop of a gradient).
  public var representativeColor: RGBA {
    switch self {
    case .color(let c): return c
    case .linearGradient(let s, _, _), .radialGradient(let s, _, _, _), .angularGradient(let s, _, _, _),
         .ellipticalGradient(let s, _, _, _):
      return s.first?.color ?? .clear
    case .meshGradient(let mesh): return mesh.colors.first ?? .clear
    case .shadowed(let base, _), .backdrop(let base, _): return base.representativeColor
    case .image(let spec): return spec.image.tint.representativeColor.multiplyingAlpha(spec.opacity)
    }
  }

  /// The paint without its shadows, and the shadows, innermost (first applied) first.
  public var withoutShadows: (base: Paint, shadows: [PaintShadow]) {
    var paint = self
    var shadows: [PaintShadow] = []
    while case .shadowed(let base, let shadow) = paint {
      shadows.append(shadow)
      paint = base
    }
    return (paint, shadows.reversed())
  }
}

/// A shadow carried by a paint, resolved: a drop shadow under the painted content or an inner
/// shadow over it, both from the content's alpha (`ShadowStyle.drop`/`.inner`).
public struct PaintShadow: Hashable, Sendable, Codable {
  /// An inner shadow (drawn inside the content, from its inverted alpha) rather than a drop shadow.
  public var isInner: Bool
  public var color: RGBA
  /// The blur radius, in points.
  public var radius: CGFloat
  public var x: CGFloat
  public var y: CGFloat

  public init(isInner: Bool, color: RGBA, radius: CGFloat, x: CGFloat, y: CGFloat) {
    self.isInner = isInner
    self.color = color
    self.radius = radius
    self.x = x
    self.y = y
  }
}
