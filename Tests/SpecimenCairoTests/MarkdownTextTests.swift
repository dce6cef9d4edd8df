import Foundation
import SpecimenCairo
import SpecimenDraw
import SpecimenLayout
@testable import SpecimenUI
import Testing

/// A `Text` made from a string literal (a `LocalizedStringKey`) reads inline Markdown as SwiftUI
/// does; verbatim text, `String` values and interpolated values are drawn as written.
@Suite struct MarkdownTextTests {
  static func png(_ text: Text) throws -> Data {
    try Render.image(text.font(.system(size: 17)), scale: 2).plainPNGData()
  }

  /// Each Markdown source and the same text built from styled parts.
  static let cases: [(String, @Sendable () -> Text)] = [
    ("Tap **Continue** now", { Text("Tap ") + Text("Continue").bold() + Text(" now") }),
    ("Tap __Continue__ now", { Text("Tap ") + Text("Continue").bold() + Text(" now") }),
    ("An *italic* word", { Text("An ") + Text("italic").italic() + Text(" word") }),
    ("Both ***at once***", { Text("Both ") + Text("at once").bold().italic() }),
    ("~~Gone~~ here", { Text("Gone").strikethrough() + Text(" here") }),
    ("Run `swift build`", { Text("Run ") + Text("swift build").font(.system(size: 17).monospaced()) }),
    ("Read the [terms](https://example.com).", { Text("Read the ") + Text("terms").foregroundColor(.accentColor) + Text(".") }),
    ("**Bold with *italic* inside**", { Text("Bold with ").bold() + Text("italic").bold().italic() + Text(" inside").bold() }),
  ]

  @Test(arguments: 0..<cases.count)
  func markdownDrawsAsTheStyledParts(_ index: Int) throws {
    let (source, expected) = Self.cases[index]
    #expect(try Self.png(Text(LocalizedStringKey(source))) == Self.png(expected()), "\(source)")
  }

  @Test(arguments: [
    ("snake_case_name", "snake_case_name"),
    ("2 * 3 * 4", "2 * 3 * 4"),
    (#"Not \*emphasis\*"#, "Not *emphasis*"),
    ("**unclosed", "**unclosed"),
    ("[no link]", "[no link]"),
    ("# Heading stays", "# Heading stays"),
  ])
  func textThatIsNotMarkdownStaysAsWritten(_ source: String, _ drawn: String) throws {
    #expect(InlineMarkdown.runs(source).map(\.text).joined() == drawn)
    #expect(try Self.png(Text(LocalizedStringKey(source))) == Self.png(Text(verbatim: drawn)))
  }

  @Test func verbatimStringsAndInterpolatedValuesAreNotMarkdown() throws {
    let name = "**Ann**"
    let literal = try Self.png(Text(verbatim: "Hi **Ann**"))
    #expect(try Self.png(Text("Hi \(name)")) == literal)
    #expect(try Self.png(Text(name)) == Self.png(Text(verbatim: name)))
    #expect(try Self.png(Text("Hi **Ann**")) != literal)
  }

  @Test func runsCarryEachStyle() {
    let runs = InlineMarkdown.runs("a **b** *c* ~~d~~ `e` [f](g)")
    #expect(runs.map(\.text) == ["a ", "b", " ", "c", " ", "d", " ", "e", " ", "f"])
    #expect(runs[1].isBold && runs[3].isItalic && runs[5].isStrikethrough && runs[7].isCode && runs[9].isLink)
    #expect(!runs[0].isBold && !runs[2].isItalic)
  }

  /// Strings full of delimiters that never close stay as written, and are read in one pass: each failed
  /// search for a closer or a link is remembered (20 000 such characters took 15–30 s in a debug build).
  @Test(arguments: ["**a ", "[a ", "_a ", "[a](b ", "~~a ", "*a "])
  func unmatchedDelimitersStayAsWritten(_ unit: String) {
    let source = String(repeating: unit, count: 5_000)
    #expect(InlineMarkdown.runs(source).map(\.text).joined() == source)
    #expect(InlineMarkdown.runs(source).allSatisfy { !$0.isBold && !$0.isItalic && !$0.isStrikethrough && !$0.isLink })
  }

  /// After an opener that found no closer, runs of another width and nested links still match.
  @Test func closersAfterUnmatchedOpenersStillMatch() {
    let runs = InlineMarkdown.runs("*a **b** [x [y](z)")
    #expect(runs.map(\.text) == ["*a ", "b", " [x ", "y"], "\(runs.map(\.text))")
    #expect(runs[1].isBold && runs[3].isLink)
  }

  /// Emphasis and links nest up to `InlineMarkdown.nestingLimit` levels; inside a deeper one the text is kept as
  /// written, in the style around it. Every level reads the one string in place, so 3 900 nested links (19 500
  /// characters, which took 100 s and 1.7 GB when each level copied and indexed its part) are read in one pass.
  @Test func deepNestingIsReadToTheLimitAndKeptAsWrittenBelowIt() {
    let limit = InlineMarkdown.nestingLimit
    let deep = InlineMarkdown.runs(String(repeating: "[", count: limit + 36) + "x" + String(repeating: "](u)", count: limit + 36))
    #expect(deep.map(\.text) == [String(repeating: "[", count: 36) + "x" + String(repeating: "](u)", count: 36)])
    #expect(deep.allSatisfy { $0.isLink })
    let shallow = InlineMarkdown.runs(String(repeating: "[", count: limit) + "x" + String(repeating: "](u)", count: limit))
    #expect(shallow.map(\.text) == ["x"] && shallow[0].isLink)
    let huge = InlineMarkdown.runs(String(repeating: "[", count: 3_900) + "x" + String(repeating: "](u)", count: 3_900))
    #expect(huge.count == 1 && huge[0].isLink && huge[0].text.hasSuffix("x" + String(repeating: "](u)", count: 3_900 - limit)))
  }

  /// A part read inside emphasis or a link sees only its own characters: a bracket closed after the part ends
  /// opens no link inside it, and `_` at the start of a part may open emphasis.
  @Test func aNestedPartSeesOnlyItsOwnCharacters() {
    let runs = InlineMarkdown.runs("*a [b* c](d)")
    #expect(runs.map(\.text) == ["a [b", " c](d)"], "\(runs.map(\.text))")
    #expect(runs[0].isItalic && !runs[0].isLink && !runs[1].isLink)
    let underscore = InlineMarkdown.runs("[_a_](u)")
    #expect(underscore.map(\.text) == ["a"] && underscore[0].isItalic && underscore[0].isLink)
  }
}
