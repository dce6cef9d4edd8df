import Foundation

// iOS 17's path and shape set operations (`union`, `intersection`, `subtracting`, `symmetricDifference`,
// `lineIntersection`, `lineSubtraction`, `normalized`) and Core Graphics' iOS 16 `CGPath` forms of them.
//
// As Apple documents them: "Any unclosed subpaths in either path are assumed to be closed", and the
// filled result "using either even-odd or non-zero fill rules is identical"; `eoFill` chooses the rule
// that makes both operands' regions. Curves are flattened within `FlatSubpath.tolerance` (0.02 pt) and
// combined by `RegionOverlay` (GEOS), so the result is made of lines no more than 0.02 pt from the
// curves, which cannot be told from curves when filled or stroked at any screen scale.
//
// When GEOS is not installed the cell fails with a `missingLibrary` issue naming the package. Outlines
// of more than `RegionOverlay.maxPoints` points, or ones GEOS cannot combine, are reported by method
// and the result is the nearest one that needs no overlay: this path unchanged for a subtraction, an
// empty path for an intersection, both outlines wound alike for a union or symmetric difference.

extension Path {
  /// Returns a path filling the area of this path and of `other` (iOS 17).
  public func union(_ other: Path, eoFill: Bool = false) -> Path {
    fill(.union, other, eoFill: eoFill, caller: "Path.union(_:eoFill:)")
  }

  /// Returns a path filling the area common to this path and `other` (iOS 17).
  public func intersection(_ other: Path, eoFill: Bool = false) -> Path {
    fill(.intersection, other, eoFill: eoFill, caller: "Path.intersection(_:eoFill:)")
  }

  /// Returns a path filling the area of this path that `other` does not fill (iOS 17).
  public func subtracting(_ other: Path, eoFill: Bool = false) -> Path {
    fill(.subtraction, other, eoFill: eoFill, caller: "Path.subtracting(_:eoFill:)")
  }

  /// Returns a path filling the area either path fills but not both (iOS 17).
  public func symmetricDifference(_ other: Path, eoFill: Bool = false) -> Path {
    fill(.symmetricDifference, other, eoFill: eoFill, caller: "Path.symmetricDifference(_:eoFill:)")
  }

  /// Returns the lines of this path that lie inside the area `other` fills (iOS 17).
  public func lineIntersection(_ other: Path, eoFill: Bool = false) -> Path {
    lines(inside: true, other, eoFill: eoFill, caller: "Path.lineIntersection(_:eoFill:)")
  }

  /// Returns the lines of this path that lie outside the area `other` fills (iOS 17).
  public func lineSubtraction(_ other: Path, eoFill: Bool = false) -> Path {
    lines(inside: false, other, eoFill: eoFill, caller: "Path.lineSubtraction(_:eoFill:)")
  }

  /// Returns a copy of this path without self-intersections, its outer outlines turning one way and
  /// its holes the other, filling the same area under either fill rule (iOS 17).
  public func normalized(eoFill: Bool = true) -> Path { normalized(eoFill: eoFill, caller: "Path.normalized(eoFill:)") }

  fileprivate func normalized(eoFill: Bool, caller: String) -> Path {
    Self.reportUncombinable(regions: [self], caller: caller)
    let subpaths = FlatSubpath.regions(of: self)
    do {
      return Path(rings: try RegionOverlay.normalize(subpaths, evenOdd: eoFill))
    } catch {
      Self.report(error, caller: caller, leftAs: "left as it is")
      return self
    }
  }

  fileprivate func fill(_ op: RegionOverlay.Operation, _ other: Path, eoFill: Bool, caller: String) -> Path {
    Self.reportUncombinable(regions: [self, other], caller: caller)
    do {
      return Path(rings: try RegionOverlay.combine(FlatSubpath.regions(of: self), FlatSubpath.regions(of: other), evenOdd: eoFill, op))
    } catch {
      switch op {
      case .union, .symmetricDifference:
        Self.report(error, caller: caller, leftAs: "drawn as both outlines filled together")
        return windingUnion(other)
      case .intersection:
        Self.report(error, caller: caller, leftAs: "empty")
        return Path()
      case .subtraction:
        Self.report(error, caller: caller, leftAs: "left as it is")
        return self
      }
    }
  }

  fileprivate func lines(inside: Bool, _ other: Path, eoFill: Bool, caller: String) -> Path {
    Self.reportUncombinable(lines: [self], regions: [other], caller: caller)
    do {
      return Path(flat: try RegionOverlay.clip(lines: FlatSubpath.of(self), to: FlatSubpath.regions(of: other), evenOdd: eoFill,
                                               inside: inside))
    } catch {
      Self.report(error, caller: caller, leftAs: inside ? "empty" : "left as it is")
      return inside ? Path() : self
    }
  }

  /// A path of closed rings, each a subpath of lines.
  init(rings: [[CGPoint]]) {
    self.init(flat: rings.filter { $0.count > 2 }.map { FlatSubpath(points: $0, closed: true) })
  }

  /// A path of flattened subpaths, each a run of lines, closed where the subpath is.
  init(flat subpaths: [FlatSubpath]) {
    self.init()
    for subpath in subpaths where !subpath.points.isEmpty {
      move(to: subpath.points[0])
      for point in subpath.points.dropFirst() { addLine(to: point) }
      if subpath.closed { closeSubpath() }
    }
  }

  /// Names a NaN or infinite point in the operands, or one farther than `FlatSubpath.maxCoordinate`. A subpath with a
  /// point that is not finite has no outline to combine, so it is left out of the result; so is a line's subpath with a
  /// far point. A region's far outline is cut to the square ±`FlatSubpath.maxCoordinate` (`FlatSubpath.regions(of:)`).
  private static func reportUncombinable(lines: [Path] = [], regions: [Path], caller: String) {
    let found = (lines.map { ($0, false) } + regions.map { ($0, true) }).lazy
      .compactMap { path, region in path.firstUncombinablePoint.map { ($0, region) } }.first
    guard let (point, region) = found else { return }
    let finite = point.x.isFinite && point.y.isFinite
    let limit = NumberText.describe(Double(FlatSubpath.maxCoordinate))
    let why = finite ? "which is farther than any screen (over \(limit) pt from the origin)" : "which is not finite"
    let outcome = finite && region ? "its outline is cut at \(limit) pt from the origin on each axis before it is combined"
      : "its subpath is left out of the result"
    ResolveIssues.report(ResolveIssue(.invalidNumber, "\(caller): a path has the point (\(NumberText.describe(Double(point.x))), "
      + "\(NumberText.describe(Double(point.y)))), \(why), so \(outcome). Check the numbers "
      + "given to the shape (Path, cornerRadius, inset(by:), offset)"))
  }

  private static func report(_ error: RegionOverlay.Failure, caller: String, leftAs outcome: String) {
    switch error {
    case .libraryMissing:
      ResolveIssues.report(ResolveIssue(.missingLibrary, "\(caller) needs GEOS to combine the paths, and \(GEOSLibrary.missing); "
        + "the result is \(outcome)"))
    case .tooManyPoints(let points):
      ResolveIssues.report(ResolveIssue(.invalidNumber, "\(caller): the paths have \(points) points once their curves are flattened, "
        + "more than RegionOverlay.maxPoints (\(RegionOverlay.maxPoints)), so they are not combined and the result is \(outcome). "
        + "Build the shapes from fewer points"))
    case .tooManyCrossings:
      ResolveIssues.report(ResolveIssue(.invalidNumber, "\(caller): the paths cross themselves or each other more than "
        + "RegionOverlay.maxCrossings (\(RegionOverlay.maxCrossings)) times, so they are not combined and the result is \(outcome). "
        + "Build the shapes from outlines that cross less"))
    case .overBudget:
      ResolveIssues.report(ResolveIssue(.invalidNumber, "\(caller): this view's set operations have taken more than "
        + "RegionOverlay.maxStepsPerPass (\(RegionOverlay.maxStepsPerPass)) steps, so the rest are not computed and this result is "
        + "\(outcome). Combine fewer or simpler shapes (a long chain of operations can often be one union of the pieces)"))
    case .failed:
      ResolveIssues.report(ResolveIssue(.invalidNumber, "\(caller): the paths could not be combined (their points are too far apart "
        + "or too close to tell apart), so the result is \(outcome). Keep the shapes' points within a screen's size"))
    }
  }
}

nonisolated extension Shape {
  /// Returns a new shape filling the regions of this shape and of `other` (iOS 17).
  public func union<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
    CombinedShape(first: self, second: other, eoFill: eoFill, operation: .union)
  }
  /// Returns a new shape filling the region common to this shape and `other` (iOS 17).
  public func intersection<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
    CombinedShape(first: self, second: other, eoFill: eoFill, operation: .intersection)
  }
  /// Returns a new shape filling the region of this shape that `other` does not fill (iOS 17).
  public func subtracting<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
    CombinedShape(first: self, second: other, eoFill: eoFill, operation: .subtracting)
  }
  /// Returns a new shape filling the regions either shape fills but not both (iOS 17).
  public func symmetricDifference<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
    CombinedShape(first: self, second: other, eoFill: eoFill, operation: .symmetricDifference)
  }
  /// Returns a new shape with the lines of this shape that overlap the region `other` fills (iOS 17).
  public func lineIntersection<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
    CombinedShape(first: self, second: other, eoFill: eoFill, operation: .lineIntersection)
  }
  /// Returns a new shape with the lines of this shape that do not overlap the region `other` fills (iOS 17).
  public func lineSubtraction<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
    CombinedShape(first: self, second: other, eoFill: eoFill, operation: .lineSubtraction)
  }
}

/// Two shapes combined by one of iOS 17's set operations, both drawn in the same frame.
nonisolated struct CombinedShape<First: Shape, Second: Shape>: Shape {
  /// The `Path` method that combines the two paths.
  enum Operation: Sendable {
    case union, intersection, subtracting, symmetricDifference, lineIntersection, lineSubtraction
  }
  let first: First
  let second: Second
  let eoFill: Bool
  let operation: Operation
  var layoutDirectionBehavior: LayoutDirectionBehavior { first.layoutDirectionBehavior }
  func path(in rect: CGRect) -> Path {
    let a = first.path(in: rect), b = second.path(in: rect)
    switch operation {
    case .union: return a.union(b, eoFill: eoFill)
    case .intersection: return a.intersection(b, eoFill: eoFill)
    case .subtracting: return a.subtracting(b, eoFill: eoFill)
    case .symmetricDifference: return a.symmetricDifference(b, eoFill: eoFill)
    case .lineIntersection: return a.lineIntersection(b, eoFill: eoFill)
    case .lineSubtraction: return a.lineSubtraction(b, eoFill: eoFill)
    }
  }
}

/// The rule that decides which areas a path fills (Core Graphics).
public enum CGPathFillRule: Int, Sendable {
  /// A point is inside when the path winds around it a non-zero number of times.
  case winding = 0
  /// A point is inside when the path crosses a ray from it an odd number of times.
  case evenOdd = 1
}

extension CGPath {
  /// The area this path and `other` fill together (iOS 16).
  public func union(_ other: CGPath, using rule: CGPathFillRule = .winding) -> CGPath {
    CGPath(storage: storage.fill(.union, other.storage, eoFill: rule == .evenOdd, caller: "CGPath.union(_:using:)"))
  }
  /// The area common to this path and `other` (iOS 16).
  public func intersection(_ other: CGPath, using rule: CGPathFillRule = .winding) -> CGPath {
    CGPath(storage: storage.fill(.intersection, other.storage, eoFill: rule == .evenOdd, caller: "CGPath.intersection(_:using:)"))
  }
  /// The area of this path that `other` does not fill (iOS 16).
  public func subtracting(_ other: CGPath, using rule: CGPathFillRule = .winding) -> CGPath {
    CGPath(storage: storage.fill(.subtraction, other.storage, eoFill: rule == .evenOdd, caller: "CGPath.subtracting(_:using:)"))
  }
  /// The area either path fills but not both (iOS 16).
  public func symmetricDifference(_ other: CGPath, using rule: CGPathFillRule = .winding) -> CGPath {
    CGPath(storage: storage.fill(.symmetricDifference, other.storage, eoFill: rule == .evenOdd, caller: "CGPath.symmetricDifference(_:using:)"))
  }
  /// The lines of this path inside the area `other` fills (iOS 16).
  public func lineIntersection(_ other: CGPath, using rule: CGPathFillRule = .winding) -> CGPath {
    CGPath(storage: storage.lines(inside: true, other.storage, eoFill: rule == .evenOdd, caller: "CGPath.lineIntersection(_:using:)"))
  }
  /// The lines of this path outside the area `other` fills (iOS 16; Core Graphics names it `lineSubtracting`).
  public func lineSubtracting(_ other: CGPath, using rule: CGPathFillRule = .winding) -> CGPath {
    CGPath(storage: storage.lines(inside: false, other.storage, eoFill: rule == .evenOdd, caller: "CGPath.lineSubtracting(_:using:)"))
  }
  /// A copy without self-intersections that fills the same area under either rule (iOS 16).
  public func normalized(using rule: CGPathFillRule = .winding) -> CGPath {
    CGPath(storage: storage.normalized(eoFill: rule == .evenOdd, caller: "CGPath.normalized(using:)"))
  }
}
