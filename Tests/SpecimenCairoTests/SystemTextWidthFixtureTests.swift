import CPango
import Foundation
@testable import SpecimenCairo
import SpecimenUI
import Testing

/// Ink widths of system text at the text styles' sizes against SF Pro's, within 1.5 %.
///
/// Apple publishes no per-glyph advance widths for SF Pro, so the fixtures are derived, each step
/// from a published or measured figure:
/// 1. iOS 17–18 screenshots (issue "Looks like the iPhone") measure the ink of "Default" 52.3 pt and
///    "Checked" 65.5 pt at 17 pt, set by iOS with SF Pro Text and its tracking.
/// 2. Taking the HIG tracking at 17 pt (−26/1000 em, between the 7 letters) out gives the words'
///    untracked ink in em: (52.3 + 6 × 0.026 × 17) / 17.
/// 3. Below 20 pt that em width is scaled by the size and the HIG's SF Pro Text tracking for the size
///    is added (`TrackingTable.sfProText`).
/// 4. From 20 pt iOS sets SF Pro Display, whose advances are 42/1000 em per glyph narrower (the HIG
///    gives the variable SF Pro −23 and SF Pro Display +19 at 20 pt for the same text), and the
///    HIG's SF Pro Display tracking is added.
/// Specimen's ink is Pango's ink rectangle of the laid-out line (unrounded, so a 1/3 pt pixel
/// grid does not blur a 1 % check).
@Suite struct SystemTextWidthFixtureTests {
  static let measured17: [(word: String, ink: CGFloat)] = [("Default", 52.3), ("Checked", 65.5)]
  static let sizes: [CGFloat] = [11, 13, 15, 17, 20, 28, 34]

  /// The derived SF Pro ink width of `word` (measured `ink17` at 17 pt) at `size` points.
  static func sfInk(_ word: String, ink17: CGFloat, size: CGFloat) -> CGFloat {
    let gaps = CGFloat(word.count - 1)
    let untrackedEm = (ink17 - gaps * SystemTypography.tracking(.sfProText, size: 17)) / 17
    if size < 20 { return untrackedEm * size + gaps * SystemTypography.tracking(.sfProText, size: size) }
    return (untrackedEm - gaps * 0.042) * size + gaps * SystemTypography.tracking(.sfProDisplay, size: size)
  }

  static func ink(_ word: String, size: CGFloat) -> CGFloat {
    let layout = PangoSession.current.layout(ResolvedText(string: word, font: ResolvedFont(size: size)), width: nil, height: nil)
    var ink = PangoRectangle(), logical = PangoRectangle()
    pango_layout_get_extents(layout.layout, &ink, &logical)
    return CGFloat(ink.width) / CGFloat(PANGO_SCALE)
  }

  @Test(arguments: sizes)
  func inkWithinOneAndAHalfPercentOfSFPro(_ size: CGFloat) throws {
    for (word, ink17) in Self.measured17 {
      let sf = Self.sfInk(word, ink17: ink17, size: size)
      let ink = Self.ink(word, size: size)
      let error = (ink - sf) / sf * 100
      #expect(abs(error) <= 1.5, "\(word) at \(size) pt: ink \(ink) vs SF Pro \(sf) (\(error) %)")
    }
  }
}
