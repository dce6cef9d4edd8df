import Foundation

/// Modes for compositing a view with overlapping content.
public enum BlendMode: String, Hashable, Sendable, Codable, CaseIterable {
  case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
  case difference, exclusion, hue, saturation, color, luminosity, sourceAtop, destinationOver, destinationOut
  case plusDarker, plusLighter
}

/// A drawing effect that leaves layout alone: it applies to its one child's drawing.
public enum NodeEffect: @unchecked Sendable {
  case opacity(Double)
  case saturation(Double)
  case brightness(Double)
  case contrast(Double)
  case grayscale(Double)
  case colorMultiply(RGBA)
  case hueRotation(Angle)
  case blendMode(BlendMode)
  /// Clips to a shape's outline in the child's bounds.
  case clip(path: (CGRect) -> Path, style: FillStyle)
  case shadow(color: RGBA, radius: CGFloat, x: CGFloat, y: CGFloat)
  /// Rotation about a unit point of the child's bounds.
  case rotation(Angle, anchor: UnitPoint)
  /// Scale about a unit point of the child's bounds.
  case scale(x: CGFloat, y: CGFloat, anchor: UnitPoint)
  case compositingGroup
  /// A Gaussian blur of the child's drawing (`.blur(radius:opaque:)`, Blur.swift).
  case blur(radius: CGFloat, opaque: Bool)
  /// An affine transform about a unit point of the child's bounds (`transformEffect`; Transforms.swift).
  case affine(CGAffineTransform, anchor: UnitPoint)
  /// A projective transform in the child's own coordinates, origin at its top-left corner (`projectionEffect`).
  case projective(ProjectionTransform)
  /// A 3D rotation projected with perspective (`rotation3DEffect`); its matrix depends on the child's size.
  case rotation3D(Rotation3D)
  /// `.colorInvert()`: each colour channel inverted.
  case colorInvert
  /// A canvas's `.colorMatrix` filter: `ColorMatrix`'s 20 numbers, row by row (red, green, blue, alpha).
  case colorMatrix([Double])
  /// `.luminanceToAlpha()`: the colour's luminance becomes its alpha, in black.
  case luminanceToAlpha
  /// A canvas's `.alphaThreshold` filter: alpha within `min…max` becomes `color`, the rest clear.
  case alphaThreshold(min: Double, max: Double, color: RGBA)
  /// `.zIndex(_:)`: the view's place in its container's drawing order (higher draws later).
  case zIndex(Double)
  /// `.matchedGeometryEffect`: layout moves a view that is not a source onto its group's source
  /// (`MatchedGeometry.swift` in SpecimenLayout); nothing to draw.
  case matchedGeometry(MatchedGeometryEntry)
}

nonisolated extension View {
  /// Wraps this view in a drawing effect.
  package func effect(_ effect: NodeEffect, type: String) -> some View { node(.effect(effect), type: type) }

  /// Sets the transparency of this view.
  public func opacity(_ opacity: Double) -> some View { effect(.opacity(opacity), type: "opacity") }
  /// Adjusts the color saturation of this view (0 is grey, 1 unchanged).
  public func saturation(_ amount: Double) -> some View { effect(.saturation(amount), type: "saturation") }
  /// Brightens this view by the specified amount (−1…1).
  public func brightness(_ amount: Double) -> some View { effect(.brightness(amount), type: "brightness") }
  /// Sets the contrast and separation between similar colors in this view.
  public func contrast(_ amount: Double) -> some View { effect(.contrast(amount), type: "contrast") }
  /// Adds a grayscale effect to this view (0…1).
  public func grayscale(_ amount: Double) -> some View { effect(.grayscale(amount), type: "grayscale") }
  /// Adds a color multiplication effect to this view.
  public func colorMultiply(_ color: Color) -> some View {
    node { child, context in
      ResolvedNode(.effect(.colorMultiply(Color.rgba(color.storage, context.environment))), type: "colorMultiply", children: [child])
    }
  }
  /// Applies a hue rotation effect to this view.
  public func hueRotation(_ angle: Angle) -> some View { effect(.hueRotation(angle), type: "hueRotation") }
  /// Sets the blend mode for compositing this view with overlapping views.
  public func blendMode(_ blendMode: BlendMode) -> some View { effect(.blendMode(blendMode), type: "blendMode") }
  /// Wraps this view in a compositing group.
  public func compositingGroup() -> some View { effect(.compositingGroup, type: "compositingGroup") }
  /// Composites this view's contents into an offscreen image before final display. Specimen composites
  /// in its one (non-linear sRGB) colour space whatever `colorMode` asks, and does not make the image opaque.
  public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
    effect(.compositingGroup, type: "drawingGroup")
  }

  /// Sets a clipping shape for this view.
  public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
    node { child, context in
      let outline = ContainerShapeResolution.outline(shape, in: context.environment)
      return ResolvedNode(.effect(.clip(path: ShapeMirroring.path(of: outline, in: context.environment), style: style)), type: "clipShape", children: [child])
    }
  }
  /// Clips this view to its bounding rectangular frame.
  public func clipped(antialiased: Bool = false) -> some View { clipShape(Rectangle()) }
  /// Clips this view to its bounding frame, with the specified corner radius.
  public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
    clipShape(RoundedRectangle(cornerRadius: radius, style: .circular))
  }

  /// Adds a shadow to this view (default color: black at 33% opacity).
  public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
    node { child, context in
      let c = Color.rgba(color.storage, context.environment)
      return ResolvedNode(.effect(.shadow(color: c, radius: radius, x: x, y: y)), type: "shadow", children: [child])
    }
  }

  /// Rotates this view's rendered output around the specified point.
  /// A NaN or infinite angle or anchor is reported and the view drawn unrotated.
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
    node { child, _ in
      let problem = !angle.radians.isFinite ? " angle \(LayoutArgumentCheck.text(angle.radians)) (radians) is not finite"
        : TransformCheck.unusable(anchor: anchor)
      if let problem {
        TransformCheck.report(".rotationEffect\(problem); drawn without the rotation (give .rotationEffect a finite angle and anchor)")
        return ResolvedNode(.effect(.affine(.identity, anchor: .topLeading)), type: "rotationEffect", children: [child])
      }
      return ResolvedNode(.effect(.rotation(angle, anchor: anchor)), type: "rotationEffect", children: [child])
    }
  }
  /// Scales this view's rendered output by the given amounts.
  ///
  /// A NaN or infinite factor or anchor is reported and the view drawn unscaled.
  public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
    node { child, _ in
      let problem = TransformCheck.unusable(entries: [scale.width, scale.height], "(x: %, y: %) is not a finite scale")
        ?? TransformCheck.unusable(anchor: anchor)
      if let problem {
        TransformCheck.report(".scaleEffect\(problem); drawn without the scale (give .scaleEffect finite factors and a finite anchor)")
        return ResolvedNode(.effect(.affine(.identity, anchor: .topLeading)), type: "scaleEffect", children: [child])
      }
      return ResolvedNode(.effect(.scale(x: scale.width, y: scale.height, anchor: anchor)), type: "scaleEffect", children: [child])
    }
  }
  /// Scales this view's rendered output by the given amount in both directions.
  public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
    scaleEffect(CGSize(width: s, height: s), anchor: anchor)
  }
  /// Scales this view's rendered output by the given horizontal and vertical amounts.
  public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
    scaleEffect(CGSize(width: x, height: y), anchor: anchor)
  }
}
