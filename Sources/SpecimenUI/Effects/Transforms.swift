import Foundation

/// A projective transform (SwiftUI's `ProjectionTransform`): a 3×3 matrix acting on points as
/// rows `[x y 1]`. Specimen draws its affine part (`m11 m12 m21 m22 m31 m32`); a perspective part
/// (`m13`, `m23`) is left out, as a head-on orthographic view.
public struct ProjectionTransform: Hashable, Sendable {
  public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
  public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
  public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1

  /// The identity transform.
  public init() {}
  /// The projective transform of an affine transform.
  public init(_ m: CGAffineTransform) {
    (m11, m12, m21, m22, m31, m32) = (m.a, m.b, m.c, m.d, m.tx, m.ty)
  }
  /// Whether the transform is the identity.
  public var isIdentity: Bool { self == ProjectionTransform() }
  /// Whether the transform has no perspective part.
  public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }
  /// The affine part, divided by `m33` when it is not 1.
  var affinePart: CGAffineTransform {
    let w = m33 != 0 && m33.isFinite ? m33 : 1
    return CGAffineTransform(a: m11 / w, b: m12 / w, c: m21 / w, d: m22 / w, tx: m31 / w, ty: m32 / w)
  }
  /// The transform that applies this one, then `other`.
  public func concatenating(_ other: ProjectionTransform) -> ProjectionTransform {
    var r = ProjectionTransform()
    r.m11 = m11 * other.m11 + m12 * other.m21 + m13 * other.m31
    r.m12 = m11 * other.m12 + m12 * other.m22 + m13 * other.m32
    r.m13 = m11 * other.m13 + m12 * other.m23 + m13 * other.m33
    r.m21 = m21 * other.m11 + m22 * other.m21 + m23 * other.m31
    r.m22 = m21 * other.m12 + m22 * other.m22 + m23 * other.m32
    r.m23 = m21 * other.m13 + m22 * other.m23 + m23 * other.m33
    r.m31 = m31 * other.m11 + m32 * other.m21 + m33 * other.m31
    r.m32 = m31 * other.m12 + m32 * other.m22 + m33 * other.m32
    r.m33 = m31 * other.m13 + m32 * other.m23 + m33 * other.m33
    return r
  }
}

nonisolated extension View {
  /// Applies an affine transformation to this view's drawing, relative to its top-leading corner.
  public func transformEffect(_ transform: CGAffineTransform) -> some View {
    effect(.affine(transform, anchor: .topLeading), type: "transformEffect")
  }

  /// Applies a projection transformation to this view's drawing (its affine part; see `ProjectionTransform`).
  public func projectionEffect(_ transform: ProjectionTransform) -> some View {
    effect(.affine(transform.affinePart, anchor: .topLeading), type: "projectionEffect")
  }

  /// Rotates this view's drawing in three dimensions around `axis`, seen head-on (an orthographic
  /// projection: a turn about the y axis narrows the view by the cosine of the angle and mirrors
  /// it past 90°; `perspective` foreshortening is not drawn).
  public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                               anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some View {
    effect(.affine(Rotation3D.projected(angle.radians, axis: axis), anchor: anchor), type: "rotation3DEffect")
  }

  /// Inverts the colours in this view.
  public func colorInvert() -> some View { effect(.colorInvert, type: "colorInvert") }

  /// Adds a luminance-to-alpha effect (drawn without it; see docs/unsupported.md).
  public func luminanceToAlpha() -> some View { inert() }

  /// Controls the display order of overlapping views among their siblings: higher values draw
  /// on top; equal values keep declaration order.
  public func zIndex(_ value: Double) -> some View { effect(.zIndex(value), type: "zIndex") }
}

/// The head-on projection of a 3D rotation.
enum Rotation3D {
  /// The upper-left 2×2 of the rotation matrix about the normalised `axis` by `radians`
  /// (Rodrigues' formula), as an affine transform; identity for a zero or non-finite axis.
  static func projected(_ radians: Double, axis: (x: CGFloat, y: CGFloat, z: CGFloat)) -> CGAffineTransform {
    let length = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
    guard length > 0, length.isFinite, radians.isFinite else { return .identity }
    let x = Double(axis.x / length), y = Double(axis.y / length), z = Double(axis.z / length)
    let c = cos(radians), s = sin(radians), t = 1 - c
    // Column-vector rotation R; SwiftUI's y points down, so a positive z turn is clockwise, as `rotationEffect`.
    let r11 = t * x * x + c, r12 = t * x * y - s * z
    let r21 = t * x * y + s * z, r22 = t * y * y + c
    return CGAffineTransform(a: r11, b: r21, c: r12, d: r22, tx: 0, ty: 0)
  }
}
