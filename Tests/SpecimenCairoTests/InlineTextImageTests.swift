import SpecimenDraw
import SpecimenLayout
import SpecimenUI
import Testing
@testable import SpecimenCairo

/// Images inside text (`Text(Image(…))`, `Text("… \(Image(…)) …")`) take their room in the line and
/// are drawn there: a symbol sized by the text's font on its cap height, in the text's color.
@Suite struct InlineTextImageTests {
  static func size<V: View>(_ view: V) -> CGSize { Render.list(view).size }

  @Test func aSymbolTakesItsOwnWidthInTheLine() {
    let symbol = ImageStore.shared.intrinsicSize(of: ResolvedImage(
      source: .symbol("star.fill"), isResizable: false, renderingMode: .template, tint: .color(.black),
      font: Font.body.resolve(in: EnvironmentValues())))
    let alone = Self.size(Text(" 4.8 rating")), inline = Self.size(Text("\(Image(systemName: "star.fill")) 4.8 rating"))
    #expect(symbol.width > 15)
    // The space after the symbol no longer starts the line, so it keeps all of its tracking (−26/1000 em
    // at 17 pt, HIG); at a line's start half of it is dropped.
    let spaceTracking = 17 * -0.026 / 2
    #expect(abs(inline.width - (alone.width + symbol.width + spaceTracking)) < 0.01, "\(inline.width) vs \(alone.width) + \(symbol.width)")
    #expect(inline.height == alone.height)  // a body symbol fits the body line
    let concatenated = Self.size(Text(Image(systemName: "star.fill")) + Text(" 4.8 rating"))
    #expect(concatenated == inline)
  }

  @Test func theSymbolIsDrawnInTheTextsColorOnItsCapHeight() throws {
    let image = try Render.image(Text(Image(systemName: "circle.fill")).foregroundColor(.red) + Text(" x"), scale: 2)
    // circle.fill at body: 16.93 pt disc after a 1.69 pt margin, centred 6.0 pt above the baseline.
    let centreX = Int((1.69 + 16.93 / 2) * 2), centreY = Int((SystemTypography.ascender * 17 - 17 * SystemTypography.capHeight / 2) * 2)
    expectPixel(image, centreX, centreY, Pixel(255, 59, 48))
    expectPixel(image, 1, centreY, Pixel(255, 255, 255))  // the margin before the disc
  }

  /// A symbol whose ink rises above the capitals' middle in its template sits that much higher in the line:
  /// `square.and.arrow.up`'s ink midline is 41.02 units above the baseline against the capitals' 35.23
  /// (1.25 pt at body), so its ink centre is above the "H"'s.
  @Test func aRisingSymbolSitsWhereItsTemplatePutsIt() throws {
    func inkRows(_ image: RasterImage, _ columns: Range<Int>) -> (Int, Int) {
      let rows = (0..<image.height).filter { y in columns.contains { image.px($0, y).r < 128 } }
      return (rows.first ?? -1, rows.last ?? -1)
    }
    let image = try Render.image(Text("\(Image(systemName: "square.and.arrow.up"))H").foregroundStyle(.black), scale: 4)
    let symbolWidth = ImageStore.shared.intrinsicSize(of: ResolvedImage(
      source: .symbol("square.and.arrow.up"), isResizable: false, renderingMode: .template, tint: .color(.black),
      font: Font.body.resolve(in: EnvironmentValues()))).width
    let split = Int(symbolWidth * 4)
    let symbol = inkRows(image, 0..<split), letter = inkRows(image, split..<image.width)
    let symbolCentre = CGFloat(symbol.0 + symbol.1 + 1) / 8, letterCentre = CGFloat(letter.0 + letter.1 + 1) / 8
    let rise = (41.02 - 70.459 / 2) * 17 * 0.9961 / 78.86
    #expect(abs(letterCentre - symbolCentre - rise) <= 0.35, "symbol ink centre \(symbolCentre), H's \(letterCentre)")
  }

  @Test func anAssetImageSitsOnTheBaselineAndGrowsTheLine() {
    let icon = ImageStore.shared.intrinsicSize(of: ResolvedImage(
      source: .asset("developer-icon"), isResizable: false, renderingMode: .original, tint: .color(.black),
      font: Font.body.resolve(in: EnvironmentValues())))
    let line = Self.size(Text("Logo")).height
    let tall = Self.size(Text("Logo \(Image("developer-icon")) end"))
    // The image's bottom is on the baseline: the line is the image plus SF's descent below it.
    #expect(icon.height > line)
    #expect(abs(tall.height - (icon.height + 17 * SystemTypography.descender)) < 0.02, "\(tall.height), icon \(icon.height)")
  }

  @Test func textWithImagesWrapsAroundThem() {
    let view = Text("Tap \(Image(systemName: "plus.circle")) to add a new item, then \(Image(systemName: "square.and.arrow.up")) to share it")
    let wrapped = Render.list(view.frame(width: 150, alignment: .leading)).size
    #expect(wrapped.height > 60)  // three lines or more
    #expect(wrapped.width == 150)
  }

  @Test func aBaselineOffsetRaisesTheImage() throws {
    func inkTop(_ view: some View) throws -> Int {
      // Bottom-aligned, so the baseline stays put while the raised run makes the line taller.
      let image = try Render.image(view.frame(width: 40, height: 40, alignment: .bottom), scale: 1)
      return (0..<image.height).first { y in (0..<image.width).contains { image.px($0, y).r < 128 } } ?? -1
    }
    let plain = try inkTop(Text(Image(systemName: "circle.fill")))
    let raised = try inkTop(Text(Image(systemName: "circle.fill")).baselineOffset(6))
    #expect(plain - raised == 6, "top \(plain) → \(raised)")
  }

  @Test func voiceOverReadsTheImageByName() {
    let text = ResolveContext().resolve(Text("\(Image(systemName: "star.fill")) 4.8"))
    guard case .text(let resolved) = text.kind else { Issue.record("not a text: \(text.kind)"); return }
    #expect(resolved.spokenString == "star fill 4.8")
    #expect(resolved.runs.contains { $0.image?.source == .symbol("star.fill") })
  }

  @Test func drawingReportsNoMissingGlyph() throws {
    let image = try Render.image(Text("a \(Image(systemName: "star.fill")) b"), scale: 1)
    #expect(image.diagnostics.isEmpty, "\(image.diagnostics)")
  }
}
