import Foundation

// Gradient shadings of a canvas. SwiftUI gives a `GraphicsContext` gradient its points in the context's user
// space (the transform applies), not in unit points of a shape: they become the unit points of the canvas box
// each operation fills, so a gradient drawn into a path lines up with the path however the path is built.

extension GraphicsContext {
  /// Options that affect the rendering of color gradients.
  public struct GradientOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Repeat the gradient outside its nominal range (kept; the end colours extend, docs/unsupported.md).
    public static let `repeat` = GradientOptions(rawValue: 1 << 0)
    /// Mirror the gradient when repeating it (kept).
    public static let mirror = GradientOptions(rawValue: 1 << 1)
    /// Interpolate between colors in a linear color space (kept).
    public static let linearColor = GradientOptions(rawValue: 1 << 2)
  }
}

extension GraphicsContext.Shading {
  /// A shading that fills with a linear gradient between two points of the context's user space.
  public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint,
                                    options: GraphicsContext.GradientOptions = GraphicsContext.GradientOptions()) -> Self {
    Self { context in
      AnyShapeStyle(LinearGradient(gradient: gradient, startPoint: context.unitPoint(startPoint, "linearGradient startPoint"),
                                   endPoint: context.unitPoint(endPoint, "linearGradient endPoint")))
    }
  }

  /// A shading that fills with a radial gradient around a point of the context's user space, its radii scaled by
  /// the context's transform.
  public static func radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
                                    options: GraphicsContext.GradientOptions = GraphicsContext.GradientOptions()) -> Self {
    Self { context in
      let scale = context.scaleFactor
      return AnyShapeStyle(RadialGradient(gradient: gradient, center: context.unitPoint(center, "radialGradient center"),
                                          startRadius: startRadius * scale, endRadius: endRadius * scale))
    }
  }

  /// A shading that fills with a conic gradient around a point of the context's user space, starting at `angle`.
  public static func conicGradient(_ gradient: Gradient, center: CGPoint, angle: Angle = Angle(),
                                   options: GraphicsContext.GradientOptions = GraphicsContext.GradientOptions()) -> Self {
    Self { context in
      AnyShapeStyle(AngularGradient(gradient: gradient, center: context.unitPoint(center, "conicGradient center"), angle: angle))
    }
  }
}

extension GraphicsContext.Shading {
  /// A shading of several levels: a symbol image drawn with it takes them as its primary, secondary and tertiary
  /// styles (palette rendering); a path or a text fills with the first (the foreground style when there is none).
  public static func palette(_ array: [GraphicsContext.Shading]) -> Self {
    var shading = Self { context in array.first?.style(context) ?? AnyShapeStyle(.foreground) }
    shading.levels = array
    return shading
  }

  /// A shading that repeats `image` (its `sourceRect`, in unit coordinates, at `scale`), the first tile's corner at
  /// `origin` of the context's user space.
  public static func tiledImage(_ image: Image, origin: CGPoint = .zero,
                                sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) -> Self {
    var shading = Self(style: AnyShapeStyle(ImagePaint(image: image, sourceRect: sourceRect, scale: scale)))
    if !(origin.x.isFinite && origin.y.isFinite) {
      ResolveIssues.report(ResolveIssue(.invalidNumber, "GraphicsContext.Shading.tiledImage origin (\(NumberText.describe(Double(origin.x))), "
        + "\(NumberText.describe(Double(origin.y)))) is not a finite position; the tiles start at the filled area's corner, as "
        + "with no origin. Give a finite point"))
    }
    shading.tileOrigin = origin
    return shading
  }

  /// A Metal shader's colours (iOS 17). Metal does not run here, so it fills nothing, as a shape filled with a
  /// `Shader` does (docs/unsupported.md).
  public static func shader(_ shader: Shader, bounds: CGRect = .zero) -> Self { Self(style: AnyShapeStyle(shader)) }
}

extension GraphicsContext {
  /// `point` of the user space as a unit point of the canvas box (after the transform). A coordinate that is not
  /// finite is reported and counts as 0; a canvas side of 0 counts as 1.
  func unitPoint(_ point: CGPoint, _ what: String) -> UnitPoint {
    if !(point.x.isFinite && point.y.isFinite) {
      ResolveIssues.report(ResolveIssue(.invalidNumber, "GraphicsContext.Shading.\(what) (\(NumberText.describe(Double(point.x))), "
        + "\(NumberText.describe(Double(point.y)))) is not a finite position; drawn at 0 on that axis. Give finite points"))
    }
    let at = CGPoint(x: point.x.isFinite ? point.x : 0, y: point.y.isFinite ? point.y : 0).applying(transform)
    let width = size.width > 0 ? size.width : 1, height = size.height > 0 ? size.height : 1
    return UnitPoint(x: at.x.isFinite ? at.x / width : 0, y: at.y.isFinite ? at.y / height : 0)
  }
}
