import Foundation
import SpecimenUI
import Testing

@Suite struct TrimmedShapeTests {
  @Test func quarterOfARectangleFollowsItsFirstEdges() {
    // A 100×50 rectangle's outline is 300 long; a quarter (75) runs along the top edge.
    let path = Rectangle().trim(from: 0, to: 0.25).path(in: CGRect(x: 0, y: 0, width: 100, height: 50))
    #expect(path.elements == [.move(to: CGPoint(x: 0, y: 0)), .line(to: CGPoint(x: 75, y: 0))])
  }

  @Test func middleOfARectangleTurnsTheCorner() {
    let path = Rectangle().trim(from: 0.25, to: 0.5).path(in: CGRect(x: 0, y: 0, width: 100, height: 50))
    #expect(path.elements == [.move(to: CGPoint(x: 75, y: 0)), .line(to: CGPoint(x: 100, y: 0)), .line(to: CGPoint(x: 100, y: 50))])
  }

  @Test func quarterCircleRunsFromThreeToSixOClock() throws {
    let path = Circle().trim(from: 0, to: 0.25).path(in: CGRect(x: 0, y: 0, width: 100, height: 100))
    guard case .move(let start) = path.elements.first, case .line(let end) = path.elements.last else {
      Issue.record("unexpected elements \(path.elements)")
      return
    }
    #expect(abs(start.x - 100) < 1e-9 && abs(start.y - 50) < 1e-9)
    #expect(abs(end.x - 50) < 0.05 && abs(end.y - 100) < 0.05)
  }

  @Test func emptyAndFullTrims() {
    let rect = CGRect(x: 0, y: 0, width: 10, height: 10)
    #expect(Circle().trim(from: 0.5, to: 0.5).path(in: rect).isEmpty)
    #expect(Circle().trim(from: 0.6, to: 0.2).path(in: rect).isEmpty)
    #expect(Circle().trim().path(in: rect) == Circle().path(in: rect))
  }
}
