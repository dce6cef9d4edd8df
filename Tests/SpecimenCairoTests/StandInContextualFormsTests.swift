import Foundation
@testable import SpecimenCairo
import SpecimenUI
import Testing

/// System text drawn with the stand-in faces keeps the characters as typed: San Francisco sets "3x3",
/// "->" and "12:30" as written (its centred colon is an opt-in stylistic alternate), where Inter's contextual
/// alternates would draw "3×3", an arrow and a raised colon. A custom font keeps its own alternates, as on iOS.
@Suite struct StandInContextualFormsTests {
  static func png(_ text: Text) throws -> Data {
    try Render.image(text.font(.system(size: 30)), scale: 1).plainPNGData()
  }

  @Test(arguments: [("3x3", "3×3"), ("1920x1080", "1920×1080"), ("a->b", "a→b")])
  func systemTextKeepsTheTypedCharacters(_ typed: String, _ alternate: String) throws {
    #expect(try Self.png(Text(typed)) != Self.png(Text(alternate)), "\(typed) drawn as \(alternate)")
  }

  /// The colon between digits sits where it sits between letters (Inter's `calt` raises it between figures).
  @Test func colonBetweenDigitsIsNotRaised() throws {
    func colonTop(_ string: String) throws -> Int {
      // The colon is the only ink in its column band: find the topmost dark row of the middle glyph's columns.
      let image = try Render.image(Text(string).font(.system(size: 60)).foregroundStyle(.black), scale: 1)
      let columns = (image.width / 2 - 2)...(image.width / 2 + 2)
      return try #require((0..<image.height).first { y in columns.contains { image.px($0, y).r < 100 } })
    }
    #expect(try colonTop("1:1") == colonTop("l:l"), "colon raised between digits")
  }

  @Test func customInterKeepsItsAlternates() throws {
    let custom = { (s: String) in try Render.image(Text(s).font(.custom("Inter", size: 30)), scale: 1).plainPNGData() }
    #expect(try custom("3x3") == custom("3×3"))
  }

  @Test func scriptsThatNeedContextualFormsKeepThem() {
    #expect(!TextAttributes.needsContextualAlternates("Hello 3x3 — café → Ωμέγα Привет"))
    #expect(TextAttributes.needsContextualAlternates("مرحبا"))
    #expect(TextAttributes.needsContextualAlternates("नमस्ते"))
    #expect(TextAttributes.needsContextualAlternates("Done 👍🏽"))
  }
}
