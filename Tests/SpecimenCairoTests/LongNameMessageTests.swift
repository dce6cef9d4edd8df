import Foundation
import SpecimenCairo
import SpecimenDraw
import SpecimenLayout
import SpecimenUI
import Testing

/// A megabyte name in an error message is shortened where the message is made: the manifest and the
/// terminal get its start and its end (the fix), not the whole name.
@Suite struct LongNameMessageTests {
  @Test func aHugeImageNameIsShortenedInItsError() throws {
    let name = String(repeating: "a", count: 1_000_000)
    let image = try Render.image(Image(name).frame(width: 20, height: 20), scale: 1)
    let message = try #require(image.diagnostics.errors.first?.message)
    #expect(message.count <= 2_100 && message.hasPrefix("Image(\"aaaa") && message.contains("characters left out"), "\(message.prefix(80))")
  }

  @Test func aHugeColorNameIsShortenedInItsResolveIssue() throws {
    let name = String(repeating: "b", count: 500_000)
    let list = Render.list(Color(name).frame(width: 10, height: 10))
    let message = try #require(list.issues.first?.message)
    #expect(message.count <= 2_100 && message.hasPrefix("Color(\"bbbb") && message.contains("characters left out"))
  }

  @Test func ordinaryMessagesAreUnchanged() {
    #expect(TextLength.shortenedMessage("Image(\"logo\"): no asset named logo") == "Image(\"logo\"): no asset named logo")
    let long = String(repeating: "x", count: 3_000)
    let short = TextLength.shortenedMessage(long)
    #expect(short.count == 1_200 + 400 + " … [1400 characters left out] … ".count)
  }
}
