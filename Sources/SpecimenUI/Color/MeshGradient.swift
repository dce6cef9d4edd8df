import Foundation

extension Gradient {
  /// The color space in which gradient colors are interpolated (iOS 18).
  public struct ColorSpace: Hashable, Sendable {
    let name: String
    /// Interpolates in the output color space (the default).
    public static let device = ColorSpace(name: "device")
    /// Interpolates in a perceptually uniform space (drawn like `.device` here; see docs/unsupported.md).
    public static let perceptual = ColorSpace(name: "perceptual")
  }

  /// This gradient, interpolated in `space` (drawn in sRGB either way).
  public func colorSpace(_ space: ColorSpace) -> Gradient { self }
}

/// A two-dimensional gradient defined by a grid of positioned colors (iOS 18).
///
/// The grid has `width` vertices per row and `height` rows, in row-major order, with positions in
/// unit coordinates of the bounds it fills (developer.apple.com/documentation/swiftui/meshgradient).
/// Specimen draws each grid cell as a Cairo Coons patch whose corner colours are interpolated
/// bilinearly, so `smoothsColors` and Bézier control points are accepted but cells have straight
/// edges and linear colour (docs/unsupported.md). A grid whose counts do not match draws nothing, with
/// a render warning.
nonisolated public struct MeshGradient: ShapeStyle, Sendable {
  /// The positions of the grid's vertices.
  public enum Locations: Sendable {
    /// Vertex positions only; edges between them are straight here.
    case points([SIMD2<Float>])
    /// Vertex positions with explicit control points (drawn through the positions only).
    case bezierPoints([BezierPoint])
  }

  /// The colors of the grid's vertices.
  public enum Colors: Sendable {
    /// Colors resolved in the environment.
    case colors([Color])
    /// Already-resolved colors.
    case resolvedColors([Color.Resolved])
  }

  /// A vertex position with the control points of its four edges.
  public struct BezierPoint: Hashable, Sendable {
    public var position: SIMD2<Float>
    public var leadingControlPoint: SIMD2<Float>
    public var topControlPoint: SIMD2<Float>
    public var trailingControlPoint: SIMD2<Float>
    public var bottomControlPoint: SIMD2<Float>

    public init(position: SIMD2<Float>, leadingControlPoint: SIMD2<Float>, topControlPoint: SIMD2<Float>,
                trailingControlPoint: SIMD2<Float>, bottomControlPoint: SIMD2<Float>) {
      self.position = position
      self.leadingControlPoint = leadingControlPoint
      self.topControlPoint = topControlPoint
      self.trailingControlPoint = trailingControlPoint
      self.bottomControlPoint = bottomControlPoint
    }
  }

  /// The number of vertices per row.
  public var width: Int
  /// The number of rows of vertices.
  public var height: Int
  /// The vertex positions, `width × height` of them.
  public var locations: Locations
  /// The vertex colors, `width × height` of them.
  public var colors: Colors
  /// The color outside the mesh (not drawn here: see docs/unsupported.md).
  public var background: Color
  /// Whether colors are interpolated with cubic curves (linear here).
  public var smoothsColors: Bool
  /// The color space of the interpolation.
  public var colorSpace: Gradient.ColorSpace

  /// Creates a mesh from vertex positions and colors.
  public init(width: Int, height: Int, locations: Locations, colors: Colors, background: Color = .clear,
              smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
    self.width = width
    self.height = height
    self.locations = locations
    self.colors = colors
    self.background = background
    self.smoothsColors = smoothsColors
    self.colorSpace = colorSpace
  }

  /// Creates a mesh from a grid of points and colors.
  public init(width: Int, height: Int, points: [SIMD2<Float>], colors: [Color], background: Color = .clear,
              smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
    self.init(width: width, height: height, locations: .points(points), colors: .colors(colors), background: background,
              smoothsColors: smoothsColors, colorSpace: colorSpace)
  }

  /// Creates a mesh from a grid of points and resolved colors.
  public init(width: Int, height: Int, points: [SIMD2<Float>], resolvedColors: [Color.Resolved], background: Color = .clear,
              smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
    self.init(width: width, height: height, locations: .points(points), colors: .resolvedColors(resolvedColors),
              background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
  }

  /// Creates a mesh from Bézier points and colors.
  public init(width: Int, height: Int, bezierPoints: [BezierPoint], colors: [Color], background: Color = .clear,
              smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
    self.init(width: width, height: height, locations: .bezierPoints(bezierPoints), colors: .colors(colors),
              background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
  }

  /// Creates a mesh from Bézier points and resolved colors.
  public init(width: Int, height: Int, bezierPoints: [BezierPoint], resolvedColors: [Color.Resolved], background: Color = .clear,
              smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
    self.init(width: width, height: height, locations: .bezierPoints(bezierPoints), colors: .resolvedColors(resolvedColors),
              background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
  }

  public func _paint(in environment: EnvironmentValues, level: Int) -> Paint {
    let positions: [SIMD2<Float>]
    switch locations {
    case .points(let points): positions = points
    case .bezierPoints(let points): positions = points.map(\.position)
    }
    let resolved: [RGBA]
    switch colors {
    case .colors(let colors): resolved = colors.map { Color.rgba($0.storage, environment) }
    case .resolvedColors(let colors):
      resolved = colors.map { RGBA(red: Double($0.red), green: Double($0.green), blue: Double($0.blue), alpha: Double($0.opacity)) }
    }
    let points = positions.map { UnitPoint(x: CGFloat($0.x), y: CGFloat($0.y)) }
    return .meshGradient(MeshPaint(width: width, height: height, points: points, colors: resolved))
  }
}

/// A resolved mesh gradient: a `width × height` grid of unit points and their colours, row by row.
public struct MeshPaint: Hashable, Sendable, Codable {
  public var width: Int
  public var height: Int
  public var points: [UnitPoint]
  public var colors: [RGBA]

  public init(width: Int, height: Int, points: [UnitPoint], colors: [RGBA]) {
    self.width = width
    self.height = height
    self.points = points
    self.colors = colors
  }

  /// Whether the counts describe a grid that can be drawn: at least 2 × 2, with one point and one colour per vertex.
  public var isWellFormed: Bool {
    width >= 2 && height >= 2 && width <= 64 && height <= 64 && points.count == width * height && colors.count == width * height
  }
}

nonisolated extension MeshGradient: View, PrimitiveView {
  public typealias Body = Never
  public var body: Never { primitiveBody(Self.self) }
  package func makeNode(in context: ResolveContext) -> ResolvedNode {
    gradientNode("MeshGradient", _paint(in: context.environment, level: 0))
  }
}
