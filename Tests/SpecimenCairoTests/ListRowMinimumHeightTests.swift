import Foundation
import SpecimenCairo
import SpecimenUI
import Testing

/// `defaultMinListRowHeight` and `defaultMinListHeaderHeight` set how short a list's rows and headers may be.
struct ListRowMinimumHeightTests {
  /// Three 10-pt red rows without insets in a plain list, in a 100×200 frame.
  struct Bars: View {
    var header: String?
    var body: some View {
      List {
        if let header {
          Section(header) { rows }
        } else {
          rows
        }
      }
      .listStyle(.plain)
      .frame(width: 100, height: 200)
    }
    var rows: some View {
      ForEach(0..<3, id: \.self) { _ in Color.red.frame(height: 10).listRowInsets(EdgeInsets()) }
    }
  }

  static func isRed(_ image: RasterImage, y: Int) -> Bool {
    let p = image.px(50, y)
    return p.r > 240 && p.g < 80 && p.b < 80
  }

  /// At the standard 44 pt each 10-pt bar is centred in its row (17–27, 61–71, …); with a minimum of 1 the rows hug
  /// their bars: 0–10, 10–20, 20–30.
  @Test func aLowMinimumLetsRowsHugTheirContent() throws {
    let standard = try Render.image(Bars())
    let compact = try Render.image(Bars().environment(\.defaultMinListRowHeight, 1))
    #expect(!Self.isRed(standard, y: 5) && Self.isRed(standard, y: 22) && Self.isRed(standard, y: 66))
    #expect(Self.isRed(compact, y: 5) && Self.isRed(compact, y: 15) && Self.isRed(compact, y: 25))
    #expect(!Self.isRed(compact, y: 35) && !Self.isRed(compact, y: 66))
    #expect(compact.diagnostics.warnings.isEmpty)
  }

  /// A higher minimum makes every row taller: 60-pt rows put the bars at 25–35 and 85–95.
  @Test func aHighMinimumMakesRowsTaller() throws {
    let tall = try Render.image(Bars().environment(\.defaultMinListRowHeight, 60))
    #expect(Self.isRed(tall, y: 30) && Self.isRed(tall, y: 90))
    #expect(!Self.isRed(tall, y: 22) && !Self.isRed(tall, y: 66))
  }

  /// A plain list's header band is 28 pt unless `defaultMinListHeaderHeight` asks for more.
  @Test func theHeaderMinimumRaisesThePlainHeaderBand() throws {
    let standard = try Render.image(Bars(header: "Head").environment(\.defaultMinListRowHeight, 1))
    let raised = try Render.image(Bars(header: "Head").environment(\.defaultMinListRowHeight, 1)
      .environment(\.defaultMinListHeaderHeight, 50))
    // Rows at 28–38, 38–48 and 48–58 under the standard band; at 50–60, 60–70 and 70–80 under a 50-pt one.
    #expect(Self.isRed(standard, y: 33) && !Self.isRed(standard, y: 62))
    #expect(!Self.isRed(raised, y: 33) && Self.isRed(raised, y: 55) && Self.isRed(raised, y: 75))
  }

  /// A height that is not a length is named and laid out as the standard 44 pt (NaN) or 0 (a negative one).
  @Test func anInvalidMinimumIsNamed() throws {
    let nan = try Render.image(Bars().environment(\.defaultMinListRowHeight, .nan))
    #expect(Self.isRed(nan, y: 22) && !Self.isRed(nan, y: 5))
    let messages = nan.diagnostics.warnings.map(\.message)
    #expect(messages.contains { $0.hasPrefix(".environment(\\.defaultMinListRowHeight, nan) is not a finite height of 0 or more; laid out with the standard 44 pt") },
            "\(messages)")
    let negative = try Render.image(Bars().environment(\.defaultMinListRowHeight, -5))
    #expect(Self.isRed(negative, y: 5) && Self.isRed(negative, y: 15))
    #expect(negative.diagnostics.warnings.contains { $0.message.contains("defaultMinListRowHeight, -5.0) is not a finite height of 0 or more; laid out with 0") })
  }

  /// An inline picker's options are list rows too. At the standard 44 pt the picker is two rows and a 0.5-pt divider
  /// (89 pixels at 1×); with a minimum of 20 each row hugs its 20.67-pt line (42 pixels), and the second option's
  /// text moves up by 44 − 20.67 plus the 11.67 pt it was centred down: 35 pt, 36 rows of pixels.
  @Test func inlinePickerOptionsFollowTheMinimum() throws {
    struct Options: View {
      var body: some View {
        Picker("Size", selection: .constant(1)) {
          Text("Small").tag(1)
          Text("Large").tag(2)
        }
        .pickerStyle(.inline)
        .labelsHidden()
        .frame(width: 200, alignment: .topLeading)
      }
    }
    func firstInkRow(_ image: RasterImage, from: Int) -> Int? {
      (from..<image.height).first { y in (0..<60).contains { x in image.px(x, y).r < 128 } }
    }
    let standard = try Render.image(Options())
    let compact = try Render.image(Options().environment(\.defaultMinListRowHeight, 20))
    #expect(standard.height == 89, "\(standard.height)")
    #expect(compact.height == 42, "\(compact.height)")
    let standardInk = try #require(firstInkRow(standard, from: 45)), compactInk = try #require(firstInkRow(compact, from: 23))
    #expect(standardInk - compactInk == 36, "second option's text at \(standardInk) and \(compactInk)")
  }
}
