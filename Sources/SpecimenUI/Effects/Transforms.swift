import Foundation

/// A projective transform (SwiftUI's `ProjectionTransform`): a 3×3 matrix acting on points as
/// rows `[x y 1]`, the result divided by its third component.
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
  /// Applies an affine transformation to this view's drawing, relative to its top-leading corner
  /// (a transform with a NaN or infinite entry is reported and not applied).
  public func transformEffect(_ transform: CGAffineTransform) -> some View {
    checkedTransform("transformEffect", .affine(transform, anchor: .topLeading)) {
      TransformCheck.unusable(entries: [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty],
                              "CGAffineTransform(a: %, b: %, c: %, d: %, tx: %, ty: %)")
    }
  }

  /// Applies a projection transformation to this view's drawing, relative to its top-leading corner
  /// (a transform with a NaN or infinite entry is reported and not applied).
  public func projectionEffect(_ transform: ProjectionTransform) -> some View {
    let t = transform
    return checkedTransform("projectionEffect", t.isAffine ? .affine(t.affinePart, anchor: .topLeading) : .projective(t)) {
      TransformCheck.unusable(entries: [t.m11, t.m12, t.m13, t.m21, t.m22, t.m23, t.m31, t.m32, t.m33],
                              "ProjectionTransform(m11: %, m12: %, m13: %, m21: %, m22: %, m23: %, m31: %, m32: %, m33: %)")
        ?? (t.isAffine ? TransformCheck.unusable(matrix: t.affinePart) : nil)
    }
  }

  /// A transform effect whose arguments `check` describes when they cannot be drawn: then the view is drawn
  /// untransformed, with a warning naming the modifier and quoting the arguments (checked where it is resolved).
  private func checkedTransform(_ type: String, _ effect: NodeEffect, check: @escaping () -> String?) -> some View {
    node { child, _ in
      guard let problem = check() else { return ResolvedNode(.effect(effect), type: type, children: [child]) }
      TransformCheck.report(".\(type)(\(problem)) is not a finite transform; drawn without the transform")
      return ResolvedNode(.effect(.affine(.identity, anchor: .topLeading)), type: type, children: [child])
    }
  }

  /// Rotates this view's drawing in three dimensions around `axis` and projects it onto the view's
  /// plane, as SwiftUI does: the eye is `max(width, height) / perspective` points in front of the view
  /// (`perspective` 0 is a head-on orthographic view), `anchorZ` moves the centre of rotation towards it.
  /// A NaN or infinite angle, axis or anchor, or a zero axis (no direction to turn about), is reported and
  /// the view drawn unrotated; a NaN or infinite `anchorZ` or `perspective` is reported and drawn as 0.
  public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                               anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some View {
    node { child, _ in
      if let problem = Rotation3D.problem(angle.degrees, axis: axis, anchor: anchor) {
        TransformCheck.report(".rotation3DEffect: \(problem); drawn without the rotation")
        return ResolvedNode(.effect(.affine(.identity, anchor: .topLeading)), type: "rotation3DEffect", children: [child])
      }
      if angle.degrees != 0, let problem = Rotation3D.depthProblem(anchorZ: anchorZ, perspective: perspective) {
        TransformCheck.report(".rotation3DEffect: \(problem)")
      }
      return ResolvedNode(.effect(.rotation3D(Rotation3D(radians: angle.radians, axis: axis, anchor: anchor, anchorZ: anchorZ,
                                                         perspective: perspective))), type: "rotation3DEffect", children: [child])
    }
  }

  /// Inverts the colours in this view.
  public func colorInvert() -> some View { effect(.colorInvert, type: "colorInvert") }

  /// Makes a mask of this view: its luminance becomes its alpha, in black (bright parts opaque, dark parts clear).
  public func luminanceToAlpha() -> some View { effect(.luminanceToAlpha, type: "luminanceToAlpha") }

  /// Controls the display order of overlapping views among their siblings: higher values draw
  /// on top; equal values keep declaration order.
  public func zIndex(_ value: Double) -> some View { effect(.zIndex(value), type: "zIndex") }
}

/// The checks on transform arguments: NaN and ±∞ entries are reported where the modifier is resolved.
enum TransformCheck {
  static func report(_ message: String) { ResolveIssues.report(ResolveIssue(.invalidNumber, message)) }

  /// `template` with each `%` replaced by an entry, or nil when every entry is finite.
  static func unusable(entries: [CGFloat], _ template: String) -> String? {
    guard entries.contains(where: { !$0.isFinite }) else { return nil }
    var text = "", values = entries.makeIterator()
    for character in template { text += character == "%" ? LayoutArgumentCheck.text(values.next() ?? 0) : String(character) }
    return text
  }

  /// " anchor UnitPoint(x: …, y: …) is not finite" when a coordinate of `anchor` is NaN or infinite, else nil.
  static func unusable(anchor: UnitPoint) -> String? {
    unusable(entries: [anchor.x, anchor.y], " anchor UnitPoint(x: %, y: %) is not finite")
  }

  /// A description of `m` when an entry is not finite (a finite projection divided by a tiny `m33`), else nil.
  static func unusable(matrix m: CGAffineTransform) -> String? {
    unusable(entries: [m.a, m.b, m.c, m.d, m.tx, m.ty], "an affine part (a: %, b: %, c: %, d: %, tx: %, ty: %)")
  }
}

/// A 3D rotation of a view about an axis through a point of it, seen in perspective (`rotation3DEffect`).
public struct Rotation3D: Hashable, Sendable {
  public var radians: Double
  public var axis: (x: CGFloat, y: CGFloat, z: CGFloat)
  public var anchor: UnitPoint
  public var anchorZ: CGFloat
  public var perspective: CGFloat

  public init(radians: Double, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint, anchorZ: CGFloat, perspective: CGFloat) {
    self.radians = radians
    self.axis = axis
    self.anchor = anchor
    self.anchorZ = anchorZ
    self.perspective = perspective
  }

  public static func == (a: Rotation3D, b: Rotation3D) -> Bool {
    a.radians == b.radians && a.axis == b.axis && a.anchor == b.anchor && a.anchorZ == b.anchorZ && a.perspective == b.perspective
  }
  public func hash(into hasher: inout Hasher) {
    hasher.combine(radians)
    hasher.combine(axis.x); hasher.combine(axis.y); hasher.combine(axis.z)
    hasher.combine(anchor); hasher.combine(anchorZ); hasher.combine(perspective)
  }

  /// The rotation about the normalised `axis` (Rodrigues' formula) as a column-vector 3×3 matrix,
  /// row by row; nil for a zero or non-finite axis or angle. SwiftUI's y points down and z towards
  /// the eye, so a positive z turn is clockwise, as `rotationEffect`, and a positive y turn takes
  /// the right edge away (as Apple's documentation shows it).
  static func matrix(_ radians: Double, axis: (x: CGFloat, y: CGFloat, z: CGFloat)) -> [[Double]]? {
    guard let (x, y, z) = unit(axis), radians.isFinite else { return nil }
    let c = cos(radians), s = sin(radians), t = 1 - c
    return [[t * x * x + c, t * x * y - s * z, t * x * z + s * y],
            [t * x * y + s * z, t * y * y + c, t * y * z - s * x],
            [t * x * z - s * y, t * y * z + s * x, t * z * z + c]]
  }

  /// `axis` scaled to length 1 (by its largest component first, so 10⁻³⁰⁰ and 10³⁰⁰ axes keep their
  /// direction), or nil for a zero or non-finite axis.
  static func unit(_ axis: (x: CGFloat, y: CGFloat, z: CGFloat)) -> (Double, Double, Double)? {
    guard axis.x.isFinite, axis.y.isFinite, axis.z.isFinite else { return nil }
    let largest = max(abs(axis.x), abs(axis.y), abs(axis.z))
    guard largest > 0 else { return nil }
    let x = Double(axis.x / largest), y = Double(axis.y / largest), z = Double(axis.z / largest)
    let length = (x * x + y * y + z * z).squareRoot()
    return (x / length, y / length, z / length)
  }

  /// Why a rotation cannot be drawn, in the modifier's words, or nil when it can.
  static func problem(_ degrees: Double, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint) -> String? {
    let t = LayoutArgumentCheck.text
    if degrees == 0 { return nil }  // no turn: nothing to draw differently, whatever the axis
    if !degrees.isFinite { return ".degrees(\(t(degrees))) is not a finite angle" }
    let axisText = "axis: (x: \(t(axis.x)), y: \(t(axis.y)), z: \(t(axis.z)))"
    guard axis.x.isFinite, axis.y.isFinite, axis.z.isFinite else { return "\(axisText) is not a finite axis" }
    guard unit(axis) != nil else { return "\(axisText) has no direction to turn about" }
    guard anchor.x.isFinite, anchor.y.isFinite else { return "anchor: UnitPoint(x: \(t(anchor.x)), y: \(t(anchor.y))) is not a finite point" }
    return nil
  }

  /// What is wrong with a rotation's depth, in the modifier's words, or nil when `anchorZ` and `perspective` are finite.
  /// Each that is not is drawn as 0: the centre of rotation in the view's plane, the view seen head-on without depth.
  static func depthProblem(anchorZ: CGFloat, perspective: CGFloat) -> String? {
    let t = LayoutArgumentCheck.text
    let named = [(anchorZ, "anchorZ", "the centre of rotation in the view's plane"), (perspective, "perspective", "seen head-on, without depth")]
      .filter { !$0.0.isFinite }
    guard !named.isEmpty else { return nil }
    let fix = ". Give a finite " + named.map(\.1).joined(separator: " and ")
      + (perspective.isFinite ? "" : " (1, the default perspective, puts the eye max(width, height) in front of the view)")
    return named.map { "\($0.1): \(t($0.0)) is not finite, drawn as 0 (\($0.2))" }.joined(separator: "; ") + fix
  }

  /// The transform for a view of `size`, in its own coordinates (origin at the top-left corner).
  ///
  /// A point p (relative to the anchor, at depth −anchorZ) turns to r = R·p and is seen from
  /// d = max(width, height) / perspective points away: x = anchor.x + r.x / w, y = anchor.y + r.y / w
  /// with w = 1 − r.z / d. A non-finite `perspective` or `anchorZ` counts as 0.
  public func transform(size: CGSize) -> ProjectionTransform {
    guard let r = Rotation3D.matrix(radians, axis: axis) else { return ProjectionTransform() }
    let ax = Double(anchor.x * size.width), ay = Double(anchor.y * size.height)
    let az = anchorZ.isFinite ? Double(anchorZ) : 0
    let side = Double(max(size.width, size.height))
    let inverseDistance = perspective.isFinite && side > 0 && side.isFinite ? Double(perspective) / side : 0
    // Each row: the coefficients of u, v and 1 (the view's own coordinates) in r.x, r.y and r.z.
    func row(_ i: Int) -> [Double] { [r[i][0], r[i][1], -r[i][0] * ax - r[i][1] * ay - r[i][2] * az] }
    let (rx, ry, rz) = (row(0), row(1), row(2))
    let w = [-rz[0] * inverseDistance, -rz[1] * inverseDistance, 1 - rz[2] * inverseDistance]
    var m = ProjectionTransform()
    (m.m11, m.m21, m.m31) = (CGFloat(rx[0] + ax * w[0]), CGFloat(rx[1] + ax * w[1]), CGFloat(rx[2] + ax * w[2]))
    (m.m12, m.m22, m.m32) = (CGFloat(ry[0] + ay * w[0]), CGFloat(ry[1] + ay * w[1]), CGFloat(ry[2] + ay * w[2]))
    (m.m13, m.m23, m.m33) = (CGFloat(w[0]), CGFloat(w[1]), CGFloat(w[2]))
    return m
  }
}
