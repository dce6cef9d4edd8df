import Foundation
import SpecimenCairo
import SpecimenDraw
import SpecimenLayout
import SpecimenUI
import Testing

/// A megabyte name in an error message is quoted short, or the message shortened where it is made:
/// the manifest and the terminal get what went wrong and the fix, not the whole name.
@Suite struct LongNameMessageTests {
  /// An image message quotes the name itself at 60 characters, so the message keeps its structure.
  @Test func aHugeImageNameIsQuotedShortInItsError() throws {
    let name = String(repeating: "a", count: 200_000)
    let image = try Render.image(Image(name).frame(width: 20, height: 20), scale: 1)
    let message = try #require(image.diagnostics.errors.first?.message)
    let quoted = String(repeating: "a", count: 60) + "… (200000 characters)"
    #expect(message.count <= 2_100 && message.hasPrefix("Image(\"\(quoted)\")"), "\(message.prefix(120))")
    #expect(message.contains("no asset named \(quoted)") && message.hasSuffix("to an asset folder"), "\(message.suffix(120))")
  }

  /// A colour message quotes the name at 40 characters (`TextLength.quoted`), both where it names the call and the colour.
  @Test func aHugeColorNameIsQuotedShortInItsResolveIssue() throws {
    let name = String(repeating: "b", count: 500_000)
    let list = Render.list(Color(name).frame(width: 10, height: 10))
    let message = try #require(list.issues.first?.message)
    let quoted = String(repeating: "b", count: 40) + "… (500000 characters)"
    #expect(message.count <= 400 && message.hasPrefix("Color(\"\(quoted)\"): no color named \"\(quoted)\"; "), "\(message.prefix(200))")
  }

  @Test func ordinaryMessagesAreUnchanged() {
    #expect(TextLength.shortenedMessage("Image(\"logo\"): no asset named logo") == "Image(\"logo\"): no asset named logo")
    let long = String(repeating: "x", count: 3_000)
    let short = TextLength.shortenedMessage(long)
    #expect(short.count == 1_200 + 400 + " … [1400 characters left out] … ".count)
  }
}
