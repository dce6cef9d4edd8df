import Foundation
import Testing
@testable import SpecimenUI

/// CoreGraphics/UIKit path API that snapshot-tested views build shapes with.
@Suite struct PathCompositionTests {
  @Test func affineTransformsComposeInCoreGraphicsOrder() {
    // Scale then translate: (1, 1) → (2, 3) → (12, 3).
    let t = CGAffineTransform(scaleX: 2, y: 3).concatenating(CGAffineTransform(translationX: 10, y: 0))
    #expect(CGPoint(x: 1, y: 1).applying(t) == CGPoint(x: 12, y: 3))
    // translatedBy applies the translation first: (1, 1) → (11, 1) → (22, 3).
    #expect(CGPoint(x: 1, y: 1).applying(CGAffineTransform(scaleX: 2, y: 3).translatedBy(x: 10, y: 0)) == CGPoint(x: 22, y: 3))
    let back = CGPoint(x: 12, y: 3).applying(t.inverted())
    #expect(abs(back.x - 1) < 1e-9 && abs(back.y - 1) < 1e-9)
    // A singular transform inverts to itself, as CoreGraphics documents.
    let singular = CGAffineTransform(scaleX: 0, y: 1)
    #expect(singular.inverted() == singular)
    #expect(CGRect(x: 0, y: 0, width: 10, height: 20).applying(CGAffineTransform(rotationAngle: .pi / 2)).width.rounded() == 20)
  }

  /// `Shape.offset`, `transform` and iOS 17's `size` keep a shape a shape (so `.fill` and the set operations follow).
  @Test func movedShapesStayShapesInTheSameFrame() {
    let frame = CGRect(x: 0, y: 0, width: 40, height: 20)
    #expect(Rectangle().offset(x: 10, y: 5).path(in: frame).boundingRect == CGRect(x: 10, y: 5, width: 40, height: 20))
    #expect(Rectangle().offset(CGPoint(x: -4, y: 0)).path(in: frame).boundingRect == CGRect(x: -4, y: 0, width: 40, height: 20))
    #expect(Rectangle().offset(CGSize(width: CGFloat.nan, height: 3)).path(in: frame).boundingRect == CGRect(x: 0, y: 3, width: 40, height: 20))
    #expect(Rectangle().transform(CGAffineTransform(scaleX: 2, y: 0.5)).path(in: frame).boundingRect == CGRect(x: 0, y: 0, width: 80, height: 10))
    #expect(Capsule().size(width: 10, height: 4).path(in: frame.offsetBy(dx: 3, dy: 2)).boundingRect == CGRect(x: 3, y: 2, width: 10, height: 4))
    // An offset insettable shape is insettable: the inset applies before the move.
    let inset = Rectangle().offset(x: 10).inset(by: 5).path(in: frame).boundingRect
    #expect(inset == CGRect(x: 15, y: 5, width: 30, height: 10))
  }

  /// SwiftUI's adders with `transform:` map only what they add; the arc still joins the current point with a line.
  @Test func addersWithATransformMapTheAddedOutlineOnly() {
    let shift = CGAffineTransform(translationX: 100, y: 0)
    var path = Path()
    path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
    path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10), transform: shift)
    path.addEllipse(in: CGRect(x: 0, y: 20, width: 10, height: 10), transform: CGAffineTransform(scaleX: 2, y: 1))
    path.addRoundedRect(in: CGRect(x: 0, y: 40, width: 10, height: 10), cornerSize: CGSize(width: 2, height: 2), transform: shift)
    #expect(path.boundingRect == CGRect(x: 0, y: 0, width: 110, height: 50))
    var count = 0
    path.forEach { _ in count += 1 }
    #expect(count == path.elements.count && count > 12)
    var arc = Path()
    arc.move(to: .zero)
    arc.addArc(center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: false, transform: shift)
    #expect(arc.elements[1] == .line(to: CGPoint(x: 110, y: 0)))
    #expect(abs((arc.currentPoint?.x ?? 0) - 100) < 1e-9 && abs((arc.currentPoint?.y ?? 0) - 10) < 1e-9)
    let uneven = Path(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20), cornerRadii: RectangleCornerRadii(topLeading: 10))
    #expect(uneven.boundingRect == CGRect(x: 0, y: 0, width: 40, height: 20))
    #expect(!uneven.contains(CGPoint(x: 0.5, y: 0.5)) && uneven.contains(CGPoint(x: 39.5, y: 0.5)))
  }

  @Test func addPathMapsTheAddedPathOnly() {
    var path = Path(CGRect(x: 0, y: 0, width: 4, height: 4))
    path.addPath(Path(CGRect(x: 0, y: 0, width: 4, height: 4)), transform: CGAffineTransform(translationX: 20, y: 10))
    #expect(path.boundingRect == CGRect(x: 0, y: 0, width: 24, height: 14))
    #expect(path.currentPoint == CGPoint(x: 20, y: 10))
    #expect(Path(path.cgPath) == path)
  }

  /// CoreGraphics' arc to a point: a line to the first tangent point, then the arc that meets the second line.
  @Test func tangentArcMeetsBothLines() {
    var path = Path()
    path.move(to: .zero)
    path.addArc(tangent1End: CGPoint(x: 20, y: 0), tangent2End: CGPoint(x: 20, y: 20), radius: 10)
    guard case .line(let corner) = path.elements[1] else {
      Issue.record("no line to the first tangent point: \(path.elements)")
      return
    }
    #expect(abs(corner.x - 10) < 1e-9 && abs(corner.y) < 1e-9, "\(corner)")
    let end = path.currentPoint ?? .zero
    #expect(abs(end.x - 20) < 1e-9 && abs(end.y - 10) < 1e-9, "\(end)")
    // The short way round: the arc stays in the corner (the long way would reach down to y = 20).
    #expect(path.boundingRect.maxY < 10 + 1e-6 && path.boundingRect.minY > -1e-6, "\(path.boundingRect)")
    // Collinear points add a line to the corner.
    var straight = Path()
    straight.move(to: .zero)
    straight.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 20, y: 0), radius: 5)
    #expect(straight.elements == [.move(to: .zero), .line(to: CGPoint(x: 10, y: 0))])
  }

  /// A relative arc turns clockwise on screen for a positive delta, the other way for a negative one.
  @Test func relativeArcSweepsByItsDelta() {
    func end(_ degrees: Double) -> CGPoint {
      var path = Path()
      path.addRelativeArc(center: CGPoint(x: 10, y: 10), radius: 10, startAngle: .zero, delta: .degrees(degrees))
      return path.currentPoint ?? .zero
    }
    #expect(abs(end(90).x - 10) < 1e-9 && abs(end(90).y - 20) < 1e-9, "\(end(90))")
    #expect(abs(end(-90).x - 10) < 1e-9 && abs(end(-90).y) < 1e-9, "\(end(-90))")
    let cg = CGMutablePath()
    cg.move(to: .zero)
    cg.addArc(tangent1End: CGPoint(x: 20, y: 0), tangent2End: CGPoint(x: 20, y: 20), radius: 10)
    #expect(abs(cg.currentPoint.x - 20) < 1e-9 && abs(cg.currentPoint.y - 10) < 1e-9)
  }

  @Test func rectCornersHaveUIKitRawValues() {
    #expect(UIRectCorner.topLeft.rawValue == 1 && UIRectCorner.topRight.rawValue == 2)
    #expect(UIRectCorner.bottomLeft.rawValue == 4 && UIRectCorner.bottomRight.rawValue == 8)
    #expect(UIRectCorner.allCorners.contains([.topLeft, .bottomRight]))
    #expect(![UIRectCorner.topLeft, .bottomRight].contains(.allCorners))
  }

  @Test func bezierRoundsOnlyTheChosenCornersAndClampsTheRadius() {
    let rect = CGRect(x: 0, y: 0, width: 100, height: 40)
    let bezier = UIBezierPath(roundedRect: rect, byRoundingCorners: [.topLeft], cornerRadii: CGSize(width: 50, height: 50))
    // The radius clamps to half the height (20): the outline leaves the left edge 20 pt down.
    let points = bezier.cgPath.storage.elements.compactMap { element -> CGPoint? in
      if case .line(let p) = element { return p }
      if case .move(let p) = element { return p }
      return nil
    }
    #expect(points.contains(CGPoint(x: 100, y: 0)))    // square top-right corner
    #expect(points.contains(CGPoint(x: 100, y: 40)))   // square bottom-right corner
    #expect(points.contains(CGPoint(x: 0, y: 40)))     // square bottom-left corner
    #expect(points.contains(CGPoint(x: 0, y: 20)))     // the top-left arc starts 20 pt up the left edge
    #expect(bezier.bounds == rect)
  }

  @Test func bezierArcsTurnClockwiseOnTheScreen() {
    // UIKit: clockwise from 0 to π/2 on a y-down screen passes below the centre.
    let arc = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
    #expect(arc.bounds.minY > -0.001 && arc.bounds.maxY > 9.9)
    let other = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
    #expect(other.bounds.minY < -9.9)
  }

  @Test func mutablePathsTakeATransformPerCall() {
    let path = CGMutablePath()
    path.addRect(CGRect(x: 0, y: 0, width: 2, height: 2), transform: CGAffineTransform(scaleX: 5, y: 5))
    path.addLine(to: CGPoint(x: 30, y: 0))
    #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 30, height: 10))
    #expect(path.currentPoint == CGPoint(x: 30, y: 0))
  }
}
