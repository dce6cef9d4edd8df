import Foundation
import Testing
@testable import SpecimenUI

/// `+` chains of any length: each join adds a node instead of copying the texts and characters before it, the texts
/// and characters come out in order, whatever the grouping, and a chain of 100 000 joins is read and released without
/// recursing.
@Suite struct TextJoinTests {
  @Test(.timeLimit(.minutes(30))) func tenThousandJoinsResolveInOrder() throws {
    var text = Text("")
    for i in 0..<10_000 { text = text + (i.isMultiple(of: 2) ? Text("\(i % 10)").bold() : Text(Image(systemName: "star"))) }
    let tree = try #require(text.segmentTree)
    #expect(tree.count == 10_001)
    guard case .text(let resolved) = ResolveContext().resolve(text).kind else { Issue.record("not resolved as text"); return }
    #expect(resolved.runs.count == 10_001)
    #expect(resolved.runs[1].string == "0" && resolved.runs[1].image == nil && resolved.runs[1].font.weight == 700)
    #expect(resolved.runs[2].image != nil && resolved.runs[9_999].string == "8" && resolved.runs[10_000].image != nil)
  }

  /// 100 000 one-character joins (as `reduce` makes them) keep every character and every text, with its own weight,
  /// in the order joined.
  @Test(.timeLimit(.minutes(30))) func aHundredThousandJoinsKeepEveryCharacterAndTextInOrder() throws {
    let count = 100_000
    let digit = { (i: Int) in String(i % 10) }
    let text = (0..<count).reduce(Text("")) { $0 + ($1.isMultiple(of: 3) ? Text(digit($1)).bold() : Text(digit($1))) }
    #expect(text.content == (0..<count).map(digit).joined())
    let segments = try #require(text.segments)
    #expect(segments.count == count + 1)
    #expect(segments.first == Text(""))
    let wrong = (0..<count).first { i in
      segments[i + 1].content != digit(i) || segments[i + 1].weight != (i.isMultiple(of: 3) ? Font.Weight.bold : nil)
    }
    #expect(wrong == nil, "text \(wrong ?? 0) of the join: \(wrong.map { segments[$0 + 1].content } ?? "")")
  }

  @Test func joinsCompareByTheirTextsWhateverTheirGrouping() {
    let a = Text("a"), b = Text("b").italic(), c = Text("c")
    #expect((a + b) + c == a + (b + c))
    #expect((a + b) + c != a + (c + b))
    #expect((a + b + c).segments == [a, b, c])
    // Joins of joins, on either side, keep the characters and texts in order.
    let d = Text("d").bold()
    let nested = (a + (b + c)) + ((d + a) + b)
    #expect(nested.content == "abcdab")
    #expect(nested.segments == [a, b, c, d, a, b])
  }

  /// A join whose characters were set anew (`uppercased()` sets each text's and the join's) shows those characters
  /// when joined again, and its texts keep theirs.
  @Test func aJoinWithItsOwnCharactersKeepsThemWhenJoinedAgain() {
    let shout = (Text("stra") + Text("ße").bold()).uppercased()
    #expect(shout.content == "STRASSE")
    let joined = Text("¡") + shout + Text("!")
    #expect(joined.content == "¡STRASSE!")
    #expect(joined.segments?.map(\.content) == ["¡", "STRA", "SSE", "!"])
    #expect(joined.segments?[2].weight == .bold)
  }
}
