import Foundation
import Testing
@testable import SpecimenUI

/// `AttributedString(markdown:)`, which Foundation on Linux lacks: inline Markdown read as `Text`
/// reads it, each run drawn with its emphasis by `Text(AttributedString)`.
@Suite struct AttributedMarkdownTests {
  @Test func strongEmphasisIsABoldRun() throws {
    let string = try AttributedString(markdown: "Powered by **JustWatch**")
    #expect(String(string.characters) == "Powered by JustWatch")
    guard case .text(let resolved) = ResolveContext().resolve(Text(string)).kind else {
      Issue.record("not resolved as text")
      return
    }
    #expect(resolved.runs.map(\.string) == ["Powered by ", "JustWatch"])
    #expect(resolved.runs[0].font.weight == 400)
    #expect(resolved.runs[1].font.weight == 700)
  }

  @Test func linksAndCodeKeepTheirStylesAndBlocksStayLiteral() throws {
    let string = try AttributedString(markdown: "## See [docs](https://example.com) and `code`",
                                      options: .init(interpretedSyntax: .inlineOnlyPreservingWhitespace))
    #expect(String(string.characters) == "## See docs and code")
    let styles = string.runs.map { $0[MarkdownRunStyleAttribute.self] }
    #expect(styles == [nil, MarkdownRunStyle(isLink: true), nil, MarkdownRunStyle(isCode: true)])
  }
}
