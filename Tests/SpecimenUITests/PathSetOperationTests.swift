import Foundation
import Testing
@testable import SpecimenUI

/// iOS 17's path set operations: regions made under a fill rule, combined by the overlay, returned as
/// rings that fill alike under either rule; line operations that cut subpaths open.
@Suite struct PathSetOperationTests {
  static let left = Path(CGRect(x: 0, y: 0, width: 100, height: 100))
  static let right = Path(CGRect(x: 50, y: 50, width: 100, height: 100))

  /// The rings of a path (one per subpath).
  static func rings(_ path: Path) -> [[CGPoint]] { FlatSubpath.of(path).map(\.points) }
  /// The area a path fills under the non-zero rule, summed from its signed rings (holes negative).
  static func area(_ path: Path) -> CGFloat { rings(path).reduce(0) { $0 + FlatSubpath.twiceSignedArea($1) } / 2 }

  @Test func overlappingSquaresCombineByRegion() {
    let union = Self.left.union(Self.right)
    let intersection = Self.left.intersection(Self.right)
    let subtraction = Self.left.subtracting(Self.right)
    let difference = Self.left.symmetricDifference(Self.right)
    #expect(abs(Self.area(union) - 17_500) < 1e-6)
    #expect(abs(Self.area(intersection) - 2_500) < 1e-6)
    #expect(abs(Self.area(subtraction) - 7_500) < 1e-6)
    #expect(abs(Self.area(difference) - 15_000) < 1e-6)
    // The union is one outline of eight corners (its stroke draws the outer edge only), not two squares.
    #expect(Self.rings(union).map(\.count) == [8])
    #expect(intersection.boundingRect == CGRect(x: 50, y: 50, width: 50, height: 50))
    // The subtraction is an L of six corners.
    #expect(Self.rings(subtraction).map(\.count) == [6])
    #expect(subtraction.boundingRect == CGRect(x: 0, y: 0, width: 100, height: 100))
  }

  @Test func aRingSubtractsItsHoleAndFillsAlikeUnderEitherRule() {
    let disc = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))
    let hole = Path(ellipseIn: CGRect(x: 25, y: 25, width: 50, height: 50))
    let ring = disc.subtracting(hole)
    let rings = Self.rings(ring)
    #expect(rings.count == 2)
    // Outer ring clockwise on screen (positive), the hole the other way.
    #expect(rings.map { FlatSubpath.twiceSignedArea($0) > 0 }.sorted { $0 && !$1 } == [true, false])
    let expected = CGFloat.pi * (50 * 50 - 25 * 25)
    #expect(abs(Self.area(ring) - expected) / expected < 0.002, "\(Self.area(ring)) vs \(expected)")
    // The centre is outside under both rules; a point in the band is inside.
    #expect(!ring.contains(CGPoint(x: 50, y: 50)) && !ring.contains(CGPoint(x: 50, y: 50), eoFill: true))
    #expect(ring.contains(CGPoint(x: 50, y: 10)) && ring.contains(CGPoint(x: 50, y: 10), eoFill: true))
    // Flattened within 0.02 pt: every outer point lies on the circle of radius 50.
    let outer = rings.max { FlatSubpath.twiceSignedArea($0) < FlatSubpath.twiceSignedArea($1) } ?? []
    #expect(outer.allSatisfy { abs(hypot($0.x - 50, $0.y - 50) - 50) < 0.03 })
  }

  @Test func theFillRuleMakesEachRegion() {
    // Two squares wound the same way, one inside the other: the non-zero rule fills the whole outer
    // square, the even-odd rule leaves the inner one as a hole.
    var nested = Path(CGRect(x: 0, y: 0, width: 100, height: 100))
    nested.addRect(CGRect(x: 25, y: 25, width: 50, height: 50))
    #expect(abs(Self.area(nested.normalized(eoFill: false)) - 10_000) < 1e-6)
    #expect(abs(Self.area(nested.normalized(eoFill: true)) - 7_500) < 1e-6)
    #expect(abs(Self.area(nested.normalized()) - 7_500) < 1e-6, "eoFill defaults to true for normalized")
    // A bow tie crossing itself: its triangles wind opposite ways, so its signed area is 0. Normalized,
    // both turn clockwise on screen (one weakly simple outline, touching itself at the centre), and
    // fill alike under either rule.
    var bowTie = Path()
    bowTie.addLines([.zero, CGPoint(x: 100, y: 100), CGPoint(x: 100, y: 0), CGPoint(x: 0, y: 100)])
    bowTie.closeSubpath()
    #expect(abs(Self.area(bowTie)) < 1e-6)
    let triangles = bowTie.normalized(eoFill: false)
    #expect(abs(Self.area(triangles) - 5_000) < 1e-6)
    for eoFill in [false, true] {
      #expect(triangles.contains(CGPoint(x: 80, y: 50), eoFill: eoFill) && triangles.contains(CGPoint(x: 20, y: 50), eoFill: eoFill))
      #expect(!triangles.contains(CGPoint(x: 50, y: 20), eoFill: eoFill))
    }
    // The set operations read the rule for both operands.
    let square = Path(CGRect(x: 40, y: 40, width: 20, height: 20))
    #expect(abs(Self.area(nested.intersection(square, eoFill: false)) - 400) < 1e-6)
    #expect(Self.area(nested.intersection(square, eoFill: true)) < 1e-6)
  }

  @Test func lineOperationsCutOpenAndKeepUncutSubpathsClosed() {
    var line = Path()
    line.move(to: CGPoint(x: -50, y: 50))
    line.addLine(to: CGPoint(x: 150, y: 50))
    let inside = line.lineIntersection(Self.left)
    #expect(inside.elements == [.move(to: CGPoint(x: 0, y: 50)), .line(to: CGPoint(x: 100, y: 50))])
    let outside = FlatSubpath.of(line.lineSubtraction(Self.left))
    #expect(outside.map(\.points) == [[CGPoint(x: -50, y: 50), CGPoint(x: 0, y: 50)], [CGPoint(x: 100, y: 50), CGPoint(x: 150, y: 50)]])
    #expect(outside.allSatisfy { !$0.closed })
    // A closed square inside the other region stays closed; one the edge cuts opens.
    let small = Path(CGRect(x: 10, y: 10, width: 20, height: 20))
    #expect(FlatSubpath.of(small.lineIntersection(Self.left)).map(\.closed) == [true])
    #expect(FlatSubpath.of(Self.right.lineIntersection(Self.left)).allSatisfy { !$0.closed })
    #expect(Self.right.lineSubtraction(Self.right.offsetBy(dx: 500, dy: 0)).elements.last == .closeSubpath)
  }

  @Test func shapesAndCoreGraphicsPathsCombineInTheirFrame() {
    let rect = CGRect(x: 0, y: 0, width: 80, height: 80)
    let ring = Circle().subtracting(Circle().inset(by: 20)).path(in: rect)
    #expect(!ring.contains(CGPoint(x: 40, y: 40)) && ring.contains(CGPoint(x: 40, y: 5)))
    let lens = Circle().intersection(Rectangle().offset(x: 40)).path(in: rect)
    #expect(abs(lens.boundingRect.minX - 40) < 1e-6 && lens.contains(CGPoint(x: 60, y: 40)))
    let cut = CGPath(rect: rect, transform: nil).subtracting(CGPath(rect: CGRect(x: 40, y: 0, width: 40, height: 80), transform: nil))
    #expect(cut.boundingBox == CGRect(x: 0, y: 0, width: 40, height: 80))
    #expect(CGPath(rect: rect, transform: nil).normalized(using: .evenOdd).boundingBox == rect)
  }

  @Test func outlinesPastThePointBudgetAreNamedAndLeftAlone() {
    var zigzag = Path()
    zigzag.move(to: .zero)
    for index in 1...(RegionOverlay.maxPoints + 10) {
      zigzag.addLine(to: CGPoint(x: CGFloat(index) * 0.01, y: index % 2 == 0 ? 0 : 10))
    }
    zigzag.closeSubpath()
    let (result, issues) = ResolveIssues.collecting { zigzag.subtracting(Self.left) }
    #expect(result == zigzag)
    #expect(issues.map(\.message) == [
      "Path.subtracting(_:eoFill:): the paths have \(RegionOverlay.maxPoints + 15) points once their curves are flattened, more than "
        + "RegionOverlay.maxPoints (\(RegionOverlay.maxPoints)), so they are not combined and the result is left as it is. "
        + "Build the shapes from fewer points",
    ])
    let (empty, _) = ResolveIssues.collecting { zigzag.intersection(Self.left) }
    #expect(empty.isEmpty)
  }

  /// A star polygon of 200 points, each chord crossing about 98 others (some 9 800 crossings), which
  /// would split into thousands of faces; 4 000 such points took minutes and 13 GB before the limit.
  @Test func outlinesThatCrossTooOftenAreNamedAndLeftAlone() {
    let n = 200
    var star = Path()
    star.addLines((0..<n).map { index in
      let angle = Double(index * (n / 2 - 1) % n) / Double(n) * 2 * .pi
      return CGPoint(x: 100 + 90 * cos(angle), y: 100 + 90 * sin(angle))
    })
    star.closeSubpath()
    let (result, issues) = ResolveIssues.collecting { star.union(Self.left) }
    #expect(result == star.windingUnion(Self.left))
    #expect(issues.map(\.message) == [
      "Path.union(_:eoFill:): the paths cross themselves or each other more than RegionOverlay.maxCrossings (2000) times, so "
        + "they are not combined and the result is drawn as both outlines filled together. Build the shapes from outlines that cross less",
    ])
    // The same star's lines clipped to a square are refused the same way, and left whole.
    let (lines, lineIssues) = ResolveIssues.collecting { star.lineSubtraction(Self.left) }
    #expect(lines == star && lineIssues.count == 1)
    // A few crossings are combined: a square crossing another's edges four times.
    #expect(!SegmentCrossings.exceed(3, in: FlatSubpath.of(Self.left) + FlatSubpath.of(Self.right), closing: { _ in true }))
    #expect(SegmentCrossings.exceed(1, in: FlatSubpath.of(Self.left) + FlatSubpath.of(Self.right), closing: { _ in true }))
  }

  @Test func nonFiniteSubpathsAreLeftOutOfTheRegion() {
    var path = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
    path.move(to: CGPoint(x: CGFloat.nan, y: 0))
    path.addLine(to: CGPoint(x: 5, y: 5))
    path.addLine(to: CGPoint(x: 0, y: 5))
    path.closeSubpath()
    let (union, issues) = ResolveIssues.collecting { path.union(Path()) }
    #expect(abs(Self.area(union) - 100) < 1e-6)
    #expect(issues.map(\.message) == [
      "Path.union(_:eoFill:): a path has the point (nan, 0), which is not finite, so its subpath is left out of the result. "
        + "Check the numbers given to the shape (Path, cornerRadius, inset(by:), offset)",
    ])
  }

  /// The pass budget leaves room: a screen of 300 badges, each a ring (a disc less its hole) joined to a dot, takes
  /// a small part of `RegionOverlay.maxStepsPerPass`.
  @Test func aScreenOfCombinedShapesTakesASmallPartOfThePassBudget() {
    let sink = ResolveIssueSink()
    ResolveIssues.$sink.withValue(sink) {
      for i in 0..<300 {
        let origin = CGPoint(x: CGFloat(i % 20) * 50, y: CGFloat(i / 20) * 50)
        let disc = Path(ellipseIn: CGRect(origin: origin, size: CGSize(width: 44, height: 44)))
        let hole = Path(ellipseIn: CGRect(x: origin.x + 8, y: origin.y + 8, width: 28, height: 28))
        let dot = Path(ellipseIn: CGRect(x: origin.x + 30, y: origin.y, width: 14, height: 14))
        #expect(!disc.subtracting(hole).union(dot).isEmpty)
      }
    }
    let steps = sink.addSetOperationSteps(0)
    #expect(steps > 0)
    #expect(steps <= RegionOverlay.maxStepsPerPass / 10, "300 badges took \(steps) steps")
    #expect(sink.issues.isEmpty)
  }
}
