import Foundation

/// The size of a mark along one dimension: automatic, fixed points, an inset of the band, or a ratio of it.
public struct MarkDimension: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, Sendable {
  enum Kind: Sendable { case automatic, fixed(CGFloat), inset(CGFloat), ratio(CGFloat) }
  let kind: Kind
  /// The chart picks the size (a band's 60 %; for sectors the full radius).
  public static var automatic: MarkDimension { MarkDimension(kind: .automatic) }
  /// A size in points.
  public static func fixed(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .fixed(value)) }
  /// The band (or radius) less `value` points.
  public static func inset(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .inset(value)) }
  /// A fraction of the band (or radius).
  public static func ratio(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .ratio(value)) }
  init(kind: Kind) { self.kind = kind }
  /// A fixed size in points.
  public init(floatLiteral value: Double) { kind = .fixed(CGFloat(value)) }
  /// A fixed size in points.
  public init(integerLiteral value: Int) { kind = .fixed(CGFloat(value)) }

  /// The number given with `.fixed`, `.inset` or `.ratio` (nil for `.automatic`).
  var value: CGFloat? {
    switch kind {
    case .automatic: return nil
    case .fixed(let v), .inset(let v), .ratio(let v): return v
    }
  }

  /// Whether the size is an inset of the band.
  var isInset: Bool { if case .inset = kind { true } else { false } }

  /// The size in points for a band (or radius) of `band` points, with `automatic` its `automaticRatio`; finite and at least 0.
  func resolve(band: CGFloat, automaticRatio: CGFloat) -> CGFloat {
    let size: CGFloat
    switch kind {
    case .automatic: size = band * automaticRatio
    case .fixed(let v): size = v
    case .inset(let v): size = band - v
    case .ratio(let r): size = band * r
    }
    return size.isFinite ? max(0, size) : 0
  }
}

/// How marks that share a position stack.
public struct MarkStackingMethod: Equatable, Sendable {
  enum Kind: Sendable { case standard, normalized, center, unstacked }
  let kind: Kind
  /// Stacked from zero, each mark on the previous one.
  public static var standard: MarkStackingMethod { MarkStackingMethod(kind: .standard) }
  /// Stacked, then scaled so each stack fills the whole range 0…1.
  public static var normalized: MarkStackingMethod { MarkStackingMethod(kind: .normalized) }
  /// Stacked about the middle (a streamgraph).
  public static var center: MarkStackingMethod { MarkStackingMethod(kind: .center) }
  /// Each mark from zero, overlapping.
  public static var unstacked: MarkStackingMethod { MarkStackingMethod(kind: .unstacked) }
}

/// The ways a line or area joins its points.
public struct InterpolationMethod: Equatable, Sendable {
  enum Kind: Equatable, Sendable { case linear, monotone, catmullRom(Double), cardinal(Double), stepStart, stepCenter, stepEnd }
  let kind: Kind
  /// Straight segments.
  public static var linear: InterpolationMethod { InterpolationMethod(kind: .linear) }
  /// A cubic curve that keeps the data's monotonicity (no overshoot).
  public static var monotone: InterpolationMethod { InterpolationMethod(kind: .monotone) }
  /// A Catmull–Rom spline (centripetal, alpha 0.5).
  public static var catmullRom: InterpolationMethod { InterpolationMethod(kind: .catmullRom(0.5)) }
  /// A Catmull–Rom spline with the given alpha.
  public static func catmullRom(alpha: Double) -> InterpolationMethod { InterpolationMethod(kind: .catmullRom(alpha)) }
  /// A cardinal spline (tension 0).
  public static var cardinal: InterpolationMethod { InterpolationMethod(kind: .cardinal(0)) }
  /// A cardinal spline with the given tension.
  public static func cardinal(tension: Double) -> InterpolationMethod { InterpolationMethod(kind: .cardinal(tension)) }
  /// Steps that change value at each point.
  public static var stepStart: InterpolationMethod { InterpolationMethod(kind: .stepStart) }
  /// Steps that change value halfway between points.
  public static var stepCenter: InterpolationMethod { InterpolationMethod(kind: .stepCenter) }
  /// Steps that change value at the next point.
  public static var stepEnd: InterpolationMethod { InterpolationMethod(kind: .stepEnd) }
}

/// A shape that a chart uses for point symbols.
public protocol ChartSymbolShape: Shape {
  /// The rect of the symbol that the eye reads as its unit size.
  var perceptualUnitRect: CGRect { get }
}

/// The symbols a chart draws points with, in the order it hands them to series.
nonisolated public struct BasicChartSymbolShape: ChartSymbolShape, Hashable {
  enum Kind: Int, Hashable, Sendable { case circle, square, triangle, diamond, pentagon, plus, cross, asterisk }
  let kind: Kind
  /// The symbols cycled through by `symbol(by:)`.
  static let series: [BasicChartSymbolShape] = [.circle, .square, .triangle, .diamond, .pentagon]

  public var perceptualUnitRect: CGRect { CGRect(x: 0, y: 0, width: 1, height: 1) }

  public func path(in rect: CGRect) -> Path {
    let c = CGPoint(x: rect.midX, y: rect.midY)
    let r = min(rect.width, rect.height) / 2
    func polygon(_ n: Int, radius: CGFloat) -> Path {
      Path { p in
        for i in 0..<n {
          let a = -Double.pi / 2 + Double(i) * 2 * .pi / Double(n)
          let point = CGPoint(x: c.x + radius * cos(a), y: c.y + radius * sin(a))
          if i == 0 { p.move(to: point) } else { p.addLine(to: point) }
        }
        p.closeSubpath()
      }
    }
    func bars(_ angles: [Double]) -> Path {
      Path { p in
        for a in angles {
          let dx = r * cos(a), dy = r * sin(a), w = r * 0.35
          let nx = -sin(a) * w / 2, ny = cos(a) * w / 2
          p.move(to: CGPoint(x: c.x - dx + nx, y: c.y - dy + ny))
          p.addLine(to: CGPoint(x: c.x + dx + nx, y: c.y + dy + ny))
          p.addLine(to: CGPoint(x: c.x + dx - nx, y: c.y + dy - ny))
          p.addLine(to: CGPoint(x: c.x - dx - nx, y: c.y - dy - ny))
          p.closeSubpath()
        }
      }
    }
    switch kind {
    case .circle: return Path(ellipseIn: CGRect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r))
    case .square: return Path(CGRect(x: c.x - r * 0.886, y: c.y - r * 0.886, width: r * 1.772, height: r * 1.772))
    case .triangle: return polygon(3, radius: r * 1.2)
    case .diamond: return polygon(4, radius: r * 1.2)
    case .pentagon: return polygon(5, radius: r * 1.08)
    case .plus: return bars([0, .pi / 2])
    case .cross: return bars([.pi / 4, 3 * .pi / 4])
    case .asterisk: return bars([.pi / 2, .pi / 2 + 2 * .pi / 3, .pi / 2 + 4 * .pi / 3])
    }
  }
}

nonisolated extension ChartSymbolShape where Self == BasicChartSymbolShape {
  /// A circle.
  public static var circle: BasicChartSymbolShape { BasicChartSymbolShape(kind: .circle) }
  /// A square.
  public static var square: BasicChartSymbolShape { BasicChartSymbolShape(kind: .square) }
  /// A triangle pointing up.
  public static var triangle: BasicChartSymbolShape { BasicChartSymbolShape(kind: .triangle) }
  /// A diamond.
  public static var diamond: BasicChartSymbolShape { BasicChartSymbolShape(kind: .diamond) }
  /// A pentagon.
  public static var pentagon: BasicChartSymbolShape { BasicChartSymbolShape(kind: .pentagon) }
  /// A plus sign.
  public static var plus: BasicChartSymbolShape { BasicChartSymbolShape(kind: .plus) }
  /// A diagonal cross.
  public static var cross: BasicChartSymbolShape { BasicChartSymbolShape(kind: .cross) }
  /// An asterisk.
  public static var asterisk: BasicChartSymbolShape { BasicChartSymbolShape(kind: .asterisk) }
}

/// Where a mark's annotation sits relative to the mark.
public struct AnnotationPosition: Equatable, Sendable {
  enum Kind: Sendable { case automatic, top, bottom, leading, trailing, topLeading, topTrailing, bottomLeading, bottomTrailing, overlay }
  let kind: Kind
  public static var automatic: AnnotationPosition { AnnotationPosition(kind: .automatic) }
  public static var top: AnnotationPosition { AnnotationPosition(kind: .top) }
  public static var bottom: AnnotationPosition { AnnotationPosition(kind: .bottom) }
  public static var leading: AnnotationPosition { AnnotationPosition(kind: .leading) }
  public static var trailing: AnnotationPosition { AnnotationPosition(kind: .trailing) }
  public static var topLeading: AnnotationPosition { AnnotationPosition(kind: .topLeading) }
  public static var topTrailing: AnnotationPosition { AnnotationPosition(kind: .topTrailing) }
  public static var bottomLeading: AnnotationPosition { AnnotationPosition(kind: .bottomLeading) }
  public static var bottomTrailing: AnnotationPosition { AnnotationPosition(kind: .bottomTrailing) }
  public static var overlay: AnnotationPosition { AnnotationPosition(kind: .overlay) }
}

/// How an annotation that would overflow the chart is moved (iOS 17); accepted, the annotation is drawn where placed.
public struct AnnotationOverflowResolution: Sendable {
  /// A strategy for one axis.
  public struct Strategy: Sendable {
    let name: String
    /// The chart decides.
    public static var automatic: Strategy { Strategy(name: "automatic") }
    /// The annotation may overflow.
    public static var disabled: Strategy { Strategy(name: "disabled") }
    /// The annotation is moved to fit the automatic boundary.
    public static var fit: Strategy { Strategy(name: "fit") }
    /// The annotation is moved to fit the boundary.
    public static func fit(to boundary: Boundary) -> Strategy { Strategy(name: "fit") }
    /// The scale is padded to make room.
    public static var padScale: Strategy { Strategy(name: "padScale") }
  }
  /// A boundary an annotation fits to.
  public struct Boundary: Sendable {
    let name: String
    public static var automatic: Boundary { Boundary(name: "automatic") }
    public static var plot: Boundary { Boundary(name: "plot") }
    public static var chart: Boundary { Boundary(name: "chart") }
  }
  let x: Strategy
  let y: Strategy
  /// Creates a resolution with a strategy per axis.
  public init(x: Strategy = .automatic, y: Strategy = .automatic) { (self.x, self.y) = (x, y) }
  /// The chart decides on both axes.
  public static var automatic: AnnotationOverflowResolution { AnnotationOverflowResolution() }
}

/// The context an annotation's content closure receives (iOS 17).
public struct AnnotationContext {
  /// The size of the mark being annotated.
  public let targetSize: CGSize
}
