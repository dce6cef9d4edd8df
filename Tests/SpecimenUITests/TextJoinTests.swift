import Foundation
import Testing
@testable import SpecimenUI

/// `+` chains of any length: each join adds a node instead of copying the texts before it, the texts come
/// out in order, and a chain deeper than `TextSegments.maxDepth` joins is flattened.
@Suite struct TextJoinTests {
  @Test(.timeLimit(.minutes(30))) func tenThousandJoinsResolveInOrder() throws {
    var text = Text("")
    for i in 0..<10_000 { text = text + (i.isMultiple(of: 2) ? Text("\(i % 10)").bold() : Text(Image(systemName: "star"))) }
    let tree = try #require(text.segmentTree)
    #expect(tree.count == 10_001 && tree.depth <= TextSegments.maxDepth)
    guard case .text(let resolved) = ResolveContext().resolve(text).kind else { Issue.record("not resolved as text"); return }
    #expect(resolved.runs.count == 10_001)
    #expect(resolved.runs[1].string == "0" && resolved.runs[1].image == nil && resolved.runs[1].font.weight == 700)
    #expect(resolved.runs[2].image != nil && resolved.runs[9_999].string == "8" && resolved.runs[10_000].image != nil)
  }

  @Test func joinsCompareByTheirTextsWhateverTheirGrouping() {
    let a = Text("a"), b = Text("b").italic(), c = Text("c")
    #expect((a + b) + c == a + (b + c))
    #expect((a + b) + c != a + (c + b))
    #expect((a + b + c).segments == [a, b, c])
  }
}
