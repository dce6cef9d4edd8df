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
    #expect(string.runs.map(\.inlinePresentationIntent) == [nil, nil, nil, .code])
    #expect(string.runs.map(\.link) == [nil, URL(string: "https://example.com"), nil, nil])
  }

  /// Foundation's attributes, as code that walks the runs reads them on iOS.
  @Test func runsCarryFoundationsIntentsAndLinks() throws {
    let string = try AttributedString(markdown: "*a* **b** ***c*** ~~d~~ [e](<x y>) [f](page\\(1\\))",
                                      baseURL: URL(string: "https://example.com/docs/"))
    let intents = string.runs.compactMap { run in run.inlinePresentationIntent.map { (String(string[run.range].characters), $0) } }
    #expect(intents.map(\.0) == ["a", "b", "c", "d"])
    #expect(intents.map(\.1) == [.emphasized, .stronglyEmphasized, [.emphasized, .stronglyEmphasized], .strikethrough])
    let links = string.runs.compactMap { run in run.link.map { (String(string[run.range].characters), $0.absoluteString) } }
    #expect(links.map(\.0) == ["e", "f"])
    #expect(links.map(\.1) == ["https://example.com/docs/x%20y", "https://example.com/docs/page(1)"])
    #expect(InlinePresentationIntent.strikethrough.rawValue == 32 && InlinePresentationIntent.code.rawValue == 4)
  }

  /// A link's title (`"…"`, `'…'` or `(…)` after white space) is read and left out, as CommonMark reads it; a second
  /// word that is not a title, or a title not set apart by white space, leaves the brackets as written.
  @Test func linkTitlesAreReadAndLeftOut() throws {
    let string = try AttributedString(markdown: "[a](https://a.example \"Home (new)\") [b](<u v>  'T' ) [c](w (x)) [d](y z) [e](<u>\"t\")")
    #expect(String(string.characters) == "a b c [d](y z) [e](<u>\"t\")")
    let links = string.runs.compactMap { run in run.link.map { (String(string[run.range].characters), $0.absoluteString) } }
    #expect(links.map(\.0) == ["a", "b", "c"])
    #expect(links.map(\.1) == ["https://a.example", "u%20v", "w"])
  }

  /// With the default `.full` syntax, block syntax goes and blocks and soft breaks leave nothing between them, as a
  /// `Text` of Foundation's result shows on iOS; a hard break is a line feed; code keeps its lines.
  @Test func fullSyntaxJoinsBlocksAsTextShowsThem() throws {
    func characters(_ markdown: String) throws -> String { String(try AttributedString(markdown: markdown).characters) }
    #expect(try characters("First line\nSecond line") == "First lineSecond line")
    #expect(try characters("# Welcome #\n\nRead **this**.\n\n- one\n- two\n1. three\n\n---\n> quoted\n> still") ==
            "WelcomeRead this.onetwothreequotedstill")
    #expect(try characters("Title\n=====\nBody") == "TitleBody")
    #expect(try characters("a  \nb\\\nc   ") == "a\nb\nc")
    #expect(try characters("Run:\n```swift\nlet x = 1\n  **y**\n```\nDone") == "Run:let x = 1\n  **y**\nDone")
    #expect(try characters("#hashtag and 2024. year") == "#hashtag and 2024. year")
    // The other syntaxes keep line breaks; `.inlineOnly` reads consecutive spaces as one.
    let inline = try AttributedString(markdown: "a   b\n\n# c", options: .init(interpretedSyntax: .inlineOnly))
    #expect(String(inline.characters) == "a b\n\n# c")
    let kept = try AttributedString(markdown: "a   b\n\n# c", options: .init(interpretedSyntax: .inlineOnlyPreservingWhitespace))
    #expect(String(kept.characters) == "a   b\n\n# c")
  }

  /// An intent set by code draws as the Markdown it stands for, as SwiftUI draws it.
  @Test func intentsSetByCodeDraw() throws {
    var string = AttributedString("Plain Bold Code")
    string[try #require(string.range(of: "Bold"))].inlinePresentationIntent = .stronglyEmphasized
    string[try #require(string.range(of: "Code"))].inlinePresentationIntent = [.code, .emphasized]
    guard case .text(let resolved) = ResolveContext().resolve(Text(string)).kind else {
      Issue.record("not resolved as text")
      return
    }
    #expect(resolved.runs.map(\.string) == ["Plain ", "Bold", " ", "Code"])
    #expect(resolved.runs.map(\.font.weight) == [400, 700, 400, 400])
    #expect(resolved.runs.map(\.font.italic) == [false, false, false, true])
    #expect(resolved.runs[3].font.design == .monospaced && resolved.runs[0].font.design != .monospaced)
  }
}
