import Foundation
import SpecimenUI

/// A backend-neutral list of drawing operations for one image, in points.
///
/// Plain data: absolute paths, resolved paints, text runs with their layout inputs,
/// images, and groups that apply an effect to their items. It is `Codable` and
/// `Equatable`, so it doubles as a semantic snapshot of a render.
public struct DisplayList: Codable, Equatable, Sendable {
  /// The canvas size in points.
  public var size: CGSize
  /// The items, back to front.
  public var items: [DisplayItem]
  /// Colours and images resolve could not find; the renderer reports them as diagnostics.
  public var issues: [ResolveIssue]

  public init(size: CGSize, items: [DisplayItem], issues: [ResolveIssue] = []) {
    self.size = size
    self.items = items
    self.issues = issues
  }
}

/// One drawing operation.
public indirect enum DisplayItem: Codable, Equatable, Sendable {
  /// Fill a path.
  case fill(FillItem)
  /// Stroke a path.
  case stroke(StrokeItem)
  /// Draw laid-out text.
  case text(TextItem)
  /// Draw an image.
  case image(ImageItem)
  /// Draw items with an effect applied to them as a whole.
  case group(GroupItem)
}

/// A filled path.
public struct FillItem: Codable, Equatable, Sendable {
  public var path: Path
  public var paint: Paint
  /// The rectangle gradient unit points refer to.
  public var bounds: CGRect
  public var style: FillStyle

  public init(path: Path, paint: Paint, bounds: CGRect, style: FillStyle = FillStyle()) {
    self.path = path
    self.paint = paint
    self.bounds = bounds
    self.style = style
  }
}

/// A stroked path.
public struct StrokeItem: Codable, Equatable, Sendable {
  public var path: Path
  public var paint: Paint
  public var bounds: CGRect
  public var style: StrokeStyle
}

/// Text to lay out in `frame` exactly as it was measured with `proposal`.
public struct TextItem: Codable, Equatable, Sendable {
  public var text: ResolvedText
  public var frame: CGRect
  /// The width proposed at placement (nil: unwrapped).
  public var proposedWidth: CGFloat?
  /// The height proposed at placement (nil: unlimited).
  public var proposedHeight: CGFloat?
}

/// An image drawn into `frame`.
public struct ImageItem: Codable, Equatable, Sendable {
  public var image: ResolvedImage
  public var frame: CGRect

  public init(image: ResolvedImage, frame: CGRect) {
    self.image = image
    self.frame = frame
  }
}

/// Items drawn together with one effect.
public struct GroupItem: Codable, Equatable, Sendable {
  public var effect: GroupEffect
  /// The bounds of the view the effect applies to.
  public var bounds: CGRect
  public var items: [DisplayItem]
  /// The modifier that made a transform (`transformEffect`, `projectionEffect`, `rotation3DEffect`), named
  /// in the renderer's warnings; nil for the others (their warnings name `.scaleEffect`/`.rotationEffect`).
  public var modifier: String? = nil
}

/// An effect applied to a group of items.
public enum GroupEffect: Codable, Equatable, Sendable {
  case opacity(Double)
  case filter(ColorFilter)
  case blend(BlendMode)
  /// Clip to a path (in canvas points).
  case clip(Path, FillStyle)
  /// Mask by the alpha of other items.
  case mask([DisplayItem])
  /// A blurred, offset copy of the group's alpha in a color, drawn under it.
  case shadow(color: RGBA, radius: CGFloat, x: CGFloat, y: CGFloat)
  /// A blurred, offset copy of the group's inverted alpha in a color, drawn over it inside its alpha.
  case innerShadow(color: RGBA, radius: CGFloat, x: CGFloat, y: CGFloat)
  /// An affine transform `[a, b, c, d, tx, ty]`, as in Cairo's matrix.
  case transform([Double])
  /// A projective transform in canvas points, 3×3 row by row, acting on rows `[x y 1]` (the
  /// result divided by its third component), as `ProjectionTransform`.
  case projective([Double])
  /// Composite the items first, then draw the result.
  case isolate
  /// A Gaussian blur (σ in points) of the group's pixels; opaque keeps the group's alpha.
  case blur(radius: CGFloat, opaque: Bool)
  /// What is already drawn behind the group's filled shape, blurred and saturated, painted inside the
  /// shape before its items (a material's backdrop).
  case backdrop(BackdropBlur)
}

/// A per-pixel color transformation, as SwiftUI's color effects.
public enum ColorFilter: Codable, Equatable, Sendable {
  case saturation(Double)
  case brightness(Double)
  case contrast(Double)
  case grayscale(Double)
  case colorMultiply(RGBA)
  case hueRotation(Double)
  /// Each colour channel inverted (1 − value).
  case colorInvert
  /// SwiftUI's `ColorMatrix`: 20 numbers, four rows (red, green, blue, alpha) of five; each output channel is its
  /// row's first four numbers times the straight (r, g, b, a) plus the fifth, clamped to 0…1.
  case matrix([Double])
  /// The colour's luminance (of the premultiplied colour) as alpha, in black (`luminanceToAlpha()`).
  case luminanceToAlpha
  /// Pixels whose alpha lies in `min…max` become `color`; every other pixel becomes clear
  /// (`GraphicsContext.Filter.alphaThreshold`).
  case alphaThreshold(min: Double, max: Double, color: RGBA)
}
