import SpecimenUI
import Testing
@testable import SpecimenCairo

/// A cell's issues are kept once each, in the order they were first reported, however many views report them.
@Suite struct IssueDeduplicationTests {
  @Test func repeatedIssuesAreKeptOnceInFirstOrder() {
    let list = Render.list(VStack {
      Circle().stroke(lineWidth: -1)
      Circle().stroke(lineWidth: -2)
      Circle().stroke(lineWidth: -1)
      Circle().stroke(lineWidth: -2)
    }.frame(width: 40, height: 160))
    let strokes = list.issues.map(\.message).filter { $0.contains("line width") }
    #expect(strokes.count == 2, "\(strokes)")
    #expect(strokes.first?.contains("line width -1 ") == true && strokes.last?.contains("line width -2 ") == true, "\(strokes)")
  }

  @Test func manyDistinctIssuesAreAllKept() {
    let list = Render.list(VStack(spacing: 0) {
      ForEach(0..<2_000, id: \.self) { i in Circle().stroke(lineWidth: -CGFloat(i + 1)).frame(width: 1, height: 1) }
    })
    #expect(list.issues.filter { $0.message.contains("line width") }.count == 2_000)
  }
}
