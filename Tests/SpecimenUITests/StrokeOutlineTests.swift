import Foundation
import Testing
@testable import SpecimenUI

/// `Path.strokedPath(_:)` and CoreGraphics' stroking and dashing copies: the outline filled with the
/// non-zero rule covers what the stroke covers.
@Suite struct StrokeOutlineTests {
  /// Whether `point` is inside `outline` under the non-zero rule (curves flattened).
  func covers(_ outline: Path, _ x: CGFloat, _ y: CGFloat) -> Bool {
    var winding = 0
    for line in StrokeOutline.polylines(of: outline) {
      let ring = line.points + [line.points[0]]
      for (a, b) in zip(ring, ring.dropFirst()) {
        let cross = (b.x - a.x) * (y - a.y) - (x - a.x) * (b.y - a.y)
        if a.y <= y, b.y > y, cross > 0 { winding += 1 }
        if a.y > y, b.y <= y, cross < 0 { winding -= 1 }
      }
    }
    return winding != 0
  }

  func segment(_ points: CGPoint...) -> Path {
    var path = Path()
    path.addLines(points)
    return path
  }

  @Test func capsExtendTheEndsByHalfTheWidth() {
    let line = segment(CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0))
    #expect(line.strokedPath(StrokeStyle(lineWidth: 4)).boundingRect == CGRect(x: 0, y: -2, width: 10, height: 4))
    #expect(line.strokedPath(StrokeStyle(lineWidth: 4, lineCap: .square)).boundingRect == CGRect(x: -2, y: -2, width: 14, height: 4))
    let round = line.strokedPath(StrokeStyle(lineWidth: 4, lineCap: .round))
    #expect(round.boundingRect == CGRect(x: -2, y: -2, width: 14, height: 4))
    // A round cap is a half disc: its corner stays outside.
    #expect(covers(round, -1.9, 0) && !covers(round, -1.9, -1.9))
  }

  @Test func joinsFollowTheStyleAndTheMiterLimit() {
    let corner = segment(CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10))
    let miter = corner.strokedPath(StrokeStyle(lineWidth: 2))
    #expect(covers(miter, 10.9, -0.9))
    // A right angle's miter is √2 times the width: past a limit of 1.2 it is bevelled.
    let limited = corner.strokedPath(StrokeStyle(lineWidth: 2, miterLimit: 1.2))
    #expect(!covers(limited, 10.9, -0.9) && covers(limited, 10.4, -0.4))
    let bevel = corner.strokedPath(StrokeStyle(lineWidth: 2, lineJoin: .bevel))
    #expect(!covers(bevel, 10.9, -0.9) && covers(bevel, 10.4, -0.4))
    let round = corner.strokedPath(StrokeStyle(lineWidth: 2, lineJoin: .round))
    #expect(covers(round, 10.6, -0.6) && !covers(round, 10.9, -0.9))
    // The inside of the turn is covered by the bands, whatever the join.
    #expect(covers(bevel, 9.5, 0.5))
  }

  @Test func closedSubpathsJoinAtTheirStartAndLeaveTheInsideEmpty() {
    let box = Path(CGRect(x: 0, y: 0, width: 10, height: 10)).strokedPath(StrokeStyle(lineWidth: 2))
    #expect(!covers(box, 5, 5))
    #expect(covers(box, 0, 5) && covers(box, 5, 10.9))
    // The subpath starts at the top-left corner: it is mitred too, not capped.
    #expect(covers(box, -0.9, -0.9))
    #expect(box.boundingRect == CGRect(x: -1, y: -1, width: 12, height: 12))
  }

  @Test func dashesCutTheLineFromThePhase() {
    let line = segment(CGPoint(x: 0, y: 0), CGPoint(x: 20, y: 0))
    let dashed = line.strokedPath(StrokeStyle(lineWidth: 2, dash: [5, 5]))
    #expect(covers(dashed, 2, 0) && !covers(dashed, 7, 0) && covers(dashed, 12, 0) && !covers(dashed, 17, 0))
    let shifted = line.strokedPath(StrokeStyle(lineWidth: 2, dash: [5, 5], dashPhase: 5))
    #expect(!covers(shifted, 2, 0) && covers(shifted, 7, 0))
    // An odd pattern repeats with on and off swapped: [4] is 4 on, 4 off.
    let odd = line.strokedPath(StrokeStyle(lineWidth: 2, dash: [4]))
    #expect(covers(odd, 2, 0) && !covers(odd, 6, 0) && covers(odd, 10, 0))
    let pieces = CGPath(storage: line).copy(dashingWithPhase: 0, lengths: [5, 5])
    #expect(StrokeOutline.polylines(of: pieces.storage).map(\.points) == [
      [CGPoint(x: 0, y: 0), CGPoint(x: 5, y: 0)], [CGPoint(x: 10, y: 0), CGPoint(x: 15, y: 0)],
    ])
  }

  @Test func curvesAreStrokedAlongTheirLength() {
    var arc = Path()
    arc.addArc(center: CGPoint(x: 50, y: 50), radius: 40, startAngle: .degrees(0), endAngle: .degrees(180), clockwise: false)
    let band = arc.strokedPath(StrokeStyle(lineWidth: 10, lineCap: .round))
    // The arc runs through the bottom (y down); the top half and the centre stay empty.
    #expect(covers(band, 50, 90) && covers(band, 50, 94) && !covers(band, 50, 96))
    #expect(!covers(band, 50, 10) && !covers(band, 50, 50))
    // Round caps reach past the ends at (90, 50) and (10, 50).
    #expect(covers(band, 90, 46) && covers(band, 10, 46) && !covers(band, 90, 44))
  }

  @Test func coreGraphicsStrokingMatchesStrokedPath() {
    let line = segment(CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 5), CGPoint(x: 20, y: 0))
    let cg = CGPath(storage: line).copy(strokingWithWidth: 3, lineCap: .round, lineJoin: .bevel, miterLimit: 10)
    #expect(cg.storage == line.strokedPath(StrokeStyle(lineWidth: 3, lineCap: .round, lineJoin: .bevel)))
    let moved = CGPath(storage: line).copy(strokingWithWidth: 3, lineCap: .butt, lineJoin: .miter, miterLimit: 10,
                                           transform: CGAffineTransform(translationX: 100, y: 0))
    #expect(moved.boundingBox.minX >= 99)
  }

  @Test func badNumbersStrokeNothingOrStrokeSolid() {
    let line = segment(CGPoint(x: 0, y: 0), CGPoint(x: 1_000_000, y: 0))
    for width in [CGFloat.nan, .infinity, 0, -3] {
      #expect(line.strokedPath(StrokeStyle(lineWidth: width)).isEmpty)
    }
    // A pattern that would cut a million dashes strokes solid rather than building them.
    let fine = line.strokedPath(StrokeStyle(lineWidth: 2, dash: [0.5, 0.5]))
    #expect(covers(fine, 500_000.75, 0) && fine.elements.count < 100)
    // Patterns with negative, non-finite or only zero lengths leave the line whole.
    for pattern: [CGFloat] in [[-1, 2], [.nan, 2], [0, 0]] {
      #expect(covers(line.strokedPath(StrokeStyle(lineWidth: 2, dash: pattern)), 3, 0))
    }
    #expect(covers(line.strokedPath(StrokeStyle(lineWidth: 2, dash: [5, 5], dashPhase: .infinity)), 2, 0))
    // A subpath with a non-finite point is left out; the others are stroked.
    var mixed = segment(CGPoint(x: 0, y: 0), CGPoint(x: CGFloat.nan, y: 1))
    mixed.addLines([CGPoint(x: 0, y: 10), CGPoint(x: 10, y: 10)])
    let outline = mixed.strokedPath(StrokeStyle(lineWidth: 2))
    #expect(outline.boundingRect == CGRect(x: 0, y: 9, width: 10, height: 2))
    // A lone move draws nothing; a zero-length line shows its round cap as a dot.
    var dot = Path()
    dot.move(to: CGPoint(x: 5, y: 5))
    #expect(dot.strokedPath(StrokeStyle(lineWidth: 4, lineCap: .round)).isEmpty)
    dot.addLine(to: CGPoint(x: 5, y: 5))
    #expect(dot.strokedPath(StrokeStyle(lineWidth: 4, lineCap: .round)).boundingRect == CGRect(x: 3, y: 3, width: 4, height: 4))
    #expect(dot.strokedPath(StrokeStyle(lineWidth: 4)).isEmpty)
  }
}
