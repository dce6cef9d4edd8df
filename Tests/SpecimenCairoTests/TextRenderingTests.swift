import Foundation
import SpecimenCairo
import SpecimenDraw
import SpecimenLayout
import SpecimenUI
import Testing

@Suite struct TextRenderingTests {
  /// Cyrillic (Inter), Japanese and Chinese (Noto Sans CJK) and emoji (Noto Color Emoji) have every glyph.
  @Test(arguments: ["Привет, мир", "こんにちは世界", "你好，世界", "Hi 👋🏽 🎉"])
  func scriptsHaveNoMissingGlyphs(_ string: String) throws {
    let image = try Render.image(Text(string).font(.title), scale: 2)
    Render.save(image, "text-\(string.unicodeScalars.first?.value ?? 0)")
    #expect(image.diagnostics.isEmpty, "\(image.diagnostics)")
    #expect(!image.isUniform)
  }

  /// A character no font has is reported with the text it belongs to.
  @Test func missingGlyphIsAnError() throws {
    // U+16A0 (Runic) is in none of the pinned fonts.
    let image = try Render.image(Text("ᚠ rune"))
    let error = try #require(image.diagnostics.errors.first)
    #expect(error.kind == .missingGlyphs)
    #expect(error.message.contains("Text(\"ᚠ rune\")"))
  }

  /// An emoji is drawn in color, not as a black outline.
  @Test func emojiIsColored() throws {
    let image = try Render.image(Text("🍎").font(.system(size: 40)), scale: 1)
    Render.save(image, "emoji-apple")
    var colored = 0
    for y in 0..<image.height {
      for x in 0..<image.width {
        let p = image.px(x, y)
        if p.r > 150 && p.g < 90 && p.b < 90 { colored += 1 }
      }
    }
    #expect(colored > 100, "only \(colored) red pixels: the emoji is not drawn in color")
  }

  /// An unknown custom family falls back to the default face with a warning naming the family.
  @Test func unknownCustomFamilyWarns() throws {
    let custom = try Render.image(Text("Hello").font(.custom("NoSuchFont", size: 17)))
    let warning = try #require(custom.diagnostics.warnings.first)
    #expect(warning.kind == .unknownFontFamily)
    #expect(warning.message.contains("NoSuchFont"))
    // Same pixels as the default face.
    let system = try Render.image(Text("Hello").font(.system(size: 17)))
    #expect(try custom.plainPNGData() == system.plainPNGData())
  }

  /// A PostScript name picks the face it names (Inter-Bold is the bold weight of the Inter family).
  @Test func postScriptNameSelectsFace() throws {
    let byName = try Render.image(Text("Hello").font(.custom("Inter-Bold", size: 17)))
    let bold = try Render.image(Text("Hello").font(.custom("Inter", size: 17).weight(.bold)))
    #expect(byName.diagnostics.isEmpty, "\(byName.diagnostics)")
    #expect(try byName.plainPNGData() == bold.plainPNGData())
  }

  /// Designs and weights pick different faces (widths differ), italics slant.
  @Test func designsWeightsAndItalicsDiffer() throws {
    func width(_ font: Font) -> CGFloat { Render.list(Text("Handgloves").font(font)).size.width }
    let widths = [width(.system(size: 17)), width(.system(size: 17, design: .rounded)),
                  width(.system(size: 17, design: .serif)), width(.system(size: 17, design: .monospaced)),
                  width(.system(size: 17, weight: .bold))]
    #expect(Set(widths).count == widths.count, "\(widths)")
    let sheet = VStack(alignment: .leading, spacing: 4) {
      Text("Default Handgloves 17").font(.system(size: 17))
      Text("Rounded Handgloves 17").font(.system(size: 17, design: .rounded))
      Text("Serif Handgloves 17").font(.system(size: 17, design: .serif))
      Text("Mono Handgloves 17").font(.system(size: 17, design: .monospaced))
      Text("Bold italic Handgloves").font(.system(size: 17, weight: .bold).italic())
      Text("Large Title 34").font(.largeTitle)
      Text("Привет, こんにちは, 你好 🎉").font(.body)
    }
    let image = try Render.image(sheet, scale: 2)
    Render.save(image, "fonts-sheet")
    #expect(image.diagnostics.isEmpty, "\(image.diagnostics)")
  }
}

/// System text drawn at 3× is as wide in ink as on iOS (issue "Looks like the iPhone": iOS 17–18
/// screenshots at 17 pt, "Default" 52.3 pt and "Checked" 65.5 pt from first to last inked column).
@Suite struct SystemTextPixelTests {
  @Test(arguments: [("Default", 52.3), ("Checked", 65.5)])
  func inkWidthMatchesIOS(_ word: String, _ ios: Double) throws {
    let image = try Render.image(Text(word).font(.system(size: 17)).padding(4), scale: 3)
    var columns: [Int] = []
    for x in 0..<image.width where (0..<image.height).contains(where: { image.px(x, $0).r < 160 }) { columns.append(x) }
    let ink = Double((columns.last ?? 0) - (columns.first ?? 0) + 1) / 3
    #expect(abs(ink - ios) <= ios * 0.015, "\(word): ink \(ink) pt vs iOS \(ios)")
  }
}

/// `allowsTightening` draws the whole word with closer spacing, not a truncated one.
@Suite struct TextTighteningPixelTests {
  @Test func tightenedTextIsTheWholeWordTracked() throws {
    let measure = { (view: AnyView) in LayoutInspector.layout(of: view, in: .unspecified).frames["t"]?.width ?? 0 }
    let full = measure(AnyView(Text("Notifications").id("t")))
    let box = full - 3
    let tightWidth = LayoutInspector.layout(of: Text("Notifications").lineLimit(1).allowsTightening(true).id("t"),
                                            in: ProposedViewSize(width: box, height: nil)).frames["t"]?.width ?? 0
    // The same word with the tracking that makes it that wide, laid out with unlimited room.
    let tracked = Text("Notifications").tracking((tightWidth - full) / 12).fixedSize().frame(width: box, alignment: .leading)
    let tight = Text("Notifications").lineLimit(1).allowsTightening(true).frame(width: box, alignment: .leading)
    let truncated = Text("Notifications").lineLimit(1).frame(width: box, alignment: .leading)
    let a = try Render.image(tight, scale: 2), b = try Render.image(tracked, scale: 2), c = try Render.image(truncated, scale: 2)
    Render.save(a, "tightened")
    Render.save(c, "truncated")
    func differing(_ x: RasterImage, _ y: RasterImage) -> Int {
      var count = 0
      for py in 0..<min(x.height, y.height) {
        for px in 0..<min(x.width, y.width) where !x.px(px, py).isClose(to: y.px(px, py), tolerance: 24) { count += 1 }
      }
      return count
    }
    #expect(differing(a, b) < 10, "tightened text is the tracked word: \(differing(a, b)) pixels differ")
    #expect(differing(a, c) > 50, "and not the truncated one: \(differing(a, c)) pixels differ")
  }
}

/// Concatenated `Text` draws each part in its own color.
@Suite struct TextConcatenationPixelTests {
  @Test func eachPartKeepsItsColor() throws {
    let image = try Render.image((Text("RRR").foregroundColor(.red) + Text("BBB").foregroundColor(.blue)).font(.title), scale: 2)
    Render.save(image, "concatenated")
    var red = (left: 0, right: 0), blue = (left: 0, right: 0)
    for y in 0..<image.height {
      for x in 0..<image.width {
        let p = image.px(x, y), left = x < image.width / 2
        if p.r > 200 && p.g < 80 && p.b < 80 { if left { red.left += 1 } else { red.right += 1 } }
        if p.b > 200 && p.r < 80 && p.g < 140 { if left { blue.left += 1 } else { blue.right += 1 } }
      }
    }
    #expect(red.left > 100 && red.right == 0, "red: \(red)")
    #expect(blue.right > 100 && blue.left == 0, "blue: \(blue)")
  }
}

/// Text laid out at its own measured width stays on one line, as a stack's widest child is; SF's
/// tracking is positive at 11 pt and from 20 pt up, and Pango counts a line's trailing letter
/// spacing when it breaks lines but not in the extents it measures.
@Suite struct TrackedTextWidthTests {
  @Test(arguments: [11, 13, 17, 20, 22, 28, 34] as [CGFloat])
  func textFitsItsOwnWidth(_ size: CGFloat) throws {
    let node = ResolveContext().resolve(Text("Settings and More").font(.system(size: size)))
    guard case .text(let text) = node.kind else { Issue.record("not a text node"); return }
    let measurer = PangoTextMeasurer()
    let ideal = measurer.measure(text, in: .unspecified).size
    #expect(measurer.measure(text, in: ProposedViewSize(width: ideal.width, height: nil)).size == ideal)
    // A point less and the last word wraps.
    let narrower = measurer.measure(text, in: ProposedViewSize(width: ideal.width - 1, height: nil)).size
    #expect(narrower.height > ideal.height * 1.5)
  }

  /// The widest title of a stack is drawn on one line: two bands of ink, one per text.
  @Test func stackOfTitlesKeepsOneLineEach() throws {
    let stack = VStack(alignment: .leading) {
      Text("Settings and More").font(.title)
      Text("Account").font(.title)
    }
    #expect(Render.list(stack).size.width == Render.list(Text("Settings and More").font(.title)).size.width)
    let image = try Render.image(stack, scale: 1)
    let inked = (0..<image.height).map { y in (0..<image.width).contains { image.px($0, y).r < 128 } }
    let bands = zip([false] + inked, inked).filter { !$0 && $1 }.count
    #expect(bands == 2, "\(bands) lines of ink")
  }

  /// `lineLimit(2)` on three paragraphs draws the first two and nothing of the third, in a box two lines tall.
  @Test func lineLimitCutsTheWholeTextAtALineBreak() throws {
    func bands(_ image: RasterImage) -> Int {
      let inked = (0..<image.height).map { y in (0..<image.width).contains { image.px($0, y).r < 128 } }
      return zip([false] + inked, inked).filter { !$0 && $1 }.count
    }
    let limited = try Render.image(Text("First\nSecond\nThird").lineLimit(2), scale: 2)
    Render.save(limited, "line-limit-paragraphs")
    #expect(bands(limited) == 2, "\(bands(limited)) lines of ink")
    let all = try Render.image(Text("First\nSecond\nThird"), scale: 2)
    #expect(bands(all) == 3)
    #expect(all.height - limited.height == 44, "one pitch of 22 pt at scale 2: \(all.height) vs \(limited.height)")
  }
}
