import Foundation
import SpecimenCairo
import SpecimenLayout
import SpecimenUI
import Testing

/// Text modifiers measured with real Pango text, each against the behaviour Apple documents.
@Suite("Text behaviour")
struct TextBehaviourTests {
  func frame(_ view: some View, _ proposal: ProposedViewSize = .unspecified) -> CGRect {
    LayoutInspector.layout(of: view, in: proposal).frames["t"] ?? .null
  }
  func width(_ string: String, _ font: ResolvedFont = ResolvedFont(size: 17)) -> CGFloat {
    PangoTextMeasurer().measure(ResolvedText(string: string, font: font), in: .unspecified).size.width
  }
  /// One SF line at `size` pt: ascender 1950 + descender 494 of 2048.
  func line(_ size: CGFloat) -> CGFloat { size * 2444 / 2048 }

  @Test("minimumScaleFactor shrinks text to a fixed height (iOS fits both dimensions)")
  func scalesToHeight() {
    // 12 pt of height holds one line of at most 12 / 1.1934 = 10.06 pt text.
    let f = frame(Text("Hello world").font(.system(size: 17)).minimumScaleFactor(0.5).id("t").frame(width: 200, height: 12))
    #expect(f.height <= 12.001, "fits the height: \(f.height)")
    #expect(f.height >= line(17 * 0.5) - 0.01 && f.height >= line(10.06) - 0.2, "not smaller than needed: \(f.height)")
    // Without the modifier it keeps its size and overflows, as SwiftUI does.
    let fixed = frame(Text("Hello world").font(.system(size: 17)).id("t").frame(width: 200, height: 12))
    #expect(abs(fixed.height - line(17)) <= 0.01)
  }

  @Test("minimumScaleFactor shrinks wrapped text until every line fits the height")
  func scalesWrappedTextToHeight() {
    let long = "The quick brown fox jumps over the lazy dog"
    let f = frame(Text(long).font(.system(size: 17)).minimumScaleFactor(0.3).id("t").frame(width: 150, height: 60))
    #expect(f.height <= 60.001 && f.width <= 150.001, "\(f)")
    // At full size the text needs more than 60 pt at this width.
    let full = frame(Text(long).font(.system(size: 17)).id("t"), ProposedViewSize(width: 150, height: nil))
    #expect(full.height > 60, "the test text really needs shrinking: \(full.height)")
  }

  @Test("allowsTightening closes up spacing before truncating")
  func tightening() {
    let full = width("Notifications")
    let proposal = ProposedViewSize(width: full - 3, height: nil)
    let tight = frame(Text("Notifications").lineLimit(1).allowsTightening(true).id("t"), proposal)
    let truncated = frame(Text("Notifications").lineLimit(1).id("t"), proposal)
    #expect(tight.width <= full - 3 + 0.001, "fits: \(tight.width)")
    // Tightening by at most 5 % of 17 pt between 13 characters: never narrower than that allows.
    #expect(tight.width >= full - 12 * 0.05 * 17 - 0.01)
    #expect(truncated.width <= full - 3 + 0.001)
    // That it shows the whole word, not "Notificati…", is checked on pixels in `TextTighteningPixelTests`.
  }

  @Test("lineLimit(_:reservesSpace:) and ranges make room for their lower bound")
  func reservedLines() {
    let one = line(17)
    let reserved = frame(Text("Hi").lineLimit(3, reservesSpace: true).id("t"))
    #expect(abs(reserved.height - (one + 2 * 22)) <= 0.01, "\(reserved.height)")
    let notReserved = frame(Text("Hi").lineLimit(3, reservesSpace: false).id("t"))
    #expect(abs(notReserved.height - one) <= 0.01)
    let from = frame(Text("Hi").lineLimit(2...).id("t"))
    #expect(abs(from.height - (one + 22)) <= 0.01)
    let long = "The quick brown fox jumps over the lazy dog and keeps on running far away"
    let capped = frame(Text(long).lineLimit(1...2).id("t"), ProposedViewSize(width: 120, height: nil))
    #expect(abs(capped.height - (one + 22)) <= 0.01, "at most two lines: \(capped.height)")
    let through = frame(Text(long).lineLimit(...1).id("t"), ProposedViewSize(width: 120, height: nil))
    #expect(abs(through.height - one) <= 0.01)
  }

  @Test("lineLimit counts the lines of the whole text, line breaks included (as UILabel's numberOfLines)")
  func lineLimitAcrossLineBreaks() {
    let one = line(17)
    // Three paragraphs, two lines allowed: the first two paragraphs show, one pitch (22 pt) apart.
    let two = frame(Text("First\nSecond\nThird").lineLimit(2).id("t"))
    #expect(abs(two.height - (one + 22)) <= 0.01, "\(two.height)")
    let single = frame(Text("Title\nSubtitle that is longer").lineLimit(1).id("t"))
    #expect(abs(single.height - one) <= 0.01 && abs(single.width - width("Title")) <= 0.01, "\(single)")
    // A wrapped paragraph counts each of its lines: "Short", then the long one cut with an ellipsis.
    let long = "Short\nThe quick brown fox jumps over the lazy dog and keeps on running\nThird"
    let wrapped = frame(Text(long).lineLimit(2).id("t"), ProposedViewSize(width: 150, height: nil))
    #expect(abs(wrapped.height - (one + 22)) <= 0.01 && wrapped.width <= 150.001, "\(wrapped)")
    // A fixed height cuts the whole text too: 40 pt holds one line and not two (20.25 + 22).
    let tall = frame(Text("One\nTwo\nThree").id("t").frame(width: 200, height: 40))
    #expect(abs(tall.height - one) <= 0.01, "\(tall.height)")
    // With more lines allowed than there are, nothing is cut.
    let all = frame(Text("One\nTwo\nThree").lineLimit(5).id("t"))
    #expect(abs(all.height - (one + 2 * 22)) <= 0.01, "\(all.height)")
  }

  @Test("tracking and kerning add space between characters, on Text and on views")
  func trackingAndKerning() {
    let base = width("Default")
    for view in [AnyView(Text("Default").tracking(2).id("t")), AnyView(Text("Default").kerning(2).id("t")),
                 AnyView(Text("Default").id("t").tracking(2))] {
      #expect(abs(frame(view).width - (base + 6 * 2)) <= 0.01, "\(frame(view).width) vs \(base + 12)")
    }
  }

  @Test("baselineOffset raises the glyphs and the line box grows by the offset")
  func baselineOffset() {
    let raised = frame(Text("Hg").baselineOffset(6).id("t"))
    let lowered = frame(Text("Hg").baselineOffset(-4).id("t"))
    #expect(abs(raised.height - (line(17) + 6)) <= 0.01 && abs(lowered.height - (line(17) + 4)) <= 0.01)
  }

  @Test("concatenated Text keeps each part's font; the line is as tall as its largest part")
  func concatenation() {
    let mixed = frame((Text("Big").font(.title) + Text(" small").font(.caption)).id("t"))
    #expect(abs(mixed.height - line(28)) <= 0.01, "\(mixed.height)")
    let bold = width("Bold", ResolvedFont(size: 17, weight: 700)), regular = width(" text")
    let joined = frame((Text("Bold").bold() + Text(" text")).id("t")).width
    // Tracking sits between characters, so the joint adds one more gap of SF's 17 pt tracking (−0.442 pt).
    #expect(abs(joined - (bold + regular - 0.442)) <= 0.02, "\(joined) vs \(bold) + \(regular)")
    // Modifiers on the joined text apply to parts without their own.
    let outer = frame((Text("Big").font(.title) + Text("Big")).font(.title).id("t")).width
    #expect(abs(outer - width("BigBig", ResolvedFont(size: 28, leading: 34))) <= 0.02)
  }
}
