import Foundation
import SpecimenCairo
import SpecimenUI
import Testing

/// `UIFont`'s vertical metrics, which design-system code uses to turn a design tool's line height into
/// `lineSpacing` and padding: San Francisco's for the system font (UIKit reports ascender 19.04 and descender
/// −4.82 for the 20-pt system font, 16.19/−4.10 and a 20.29 line height at 17 pt), an installed font's own.
@Suite struct UIFontMetricsTests {
  init() { _ = PangoTextMeasurer() }

  @Test func systemFontHasSanFranciscosMetrics() {
    let body = UIFont.systemFont(ofSize: 17)
    #expect(abs(body.ascender - 16.19) < 0.01 && abs(body.descender + 4.10) < 0.01, "\(body.ascender) \(body.descender)")
    #expect(abs(body.lineHeight - 20.29) < 0.01 && body.leading == 0, "\(body.lineHeight)")
    let twenty = UIFont.boldSystemFont(ofSize: 20)
    #expect(abs(twenty.ascender - 19.04) < 0.01 && abs(twenty.descender + 4.82) < 0.01)
    #expect(abs(UIFont.preferredFont(forTextStyle: .body).lineHeight - 20.29) < 0.01)
    #expect(body.capHeight > body.xHeight && body.xHeight > 0)
  }

  /// An installed font reports its own ascent, descent and line gap; a name Specimen lacks reports SF's.
  @Test func customFontReportsItsOwnMetrics() {
    let inter = UIFont(name: "Inter", size: 40)!
    let system = UIFont.systemFont(ofSize: 40)
    #expect(inter.ascender != system.ascender, "Inter reports SF's ascender")
    #expect(inter.ascender > 30 && inter.ascender < 42 && inter.descender < -5 && inter.descender > -15, "\(inter.ascender) \(inter.descender)")
    #expect(abs(inter.lineHeight - (inter.ascender - inter.descender + inter.leading)) < 0.001)
    let missing = UIFont(name: "NoSuchFont-Regular", size: 40)!
    #expect(missing.lineHeight == system.lineHeight, "a font Specimen lacks draws, and measures, as the system font")
  }

  /// A one-line system `Text` is as tall as `UIFont.lineHeight`, so `lineSpacing(design − lineHeight)` spaces lines as on iOS.
  @Test func textLineMatchesUIFontLineHeight() {
    let line = Render.list(Text("Hg").font(.system(size: 17))).size.height
    #expect(abs(line - UIFont.systemFont(ofSize: 17).lineHeight) < 0.05, "\(line)")
  }
}
