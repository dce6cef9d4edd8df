import Foundation
import SpecimenCairo
import SpecimenLayout
import SpecimenUI
import Testing

/// The system font is spaced and sized like San Francisco (`SystemTypography`).
///
/// Fixtures from real iOS, each with its source:
/// - UIKit: `UILabel` "Hello World" in the default 17 pt system font has intrinsic size (88.0, 20.33)
///   (a public Auto Layout example printing `intrinsicContentSize`; UIKit rounds up to device pixels).
/// - UIKit: `String.width(for:)` (`boundingRect`) in a public iOS test suite: "a" at 15 pt is 8.x pt,
///   "aa" 16.x pt; bold 30 pt "a" 16.x and "aa" 33.x pt (asserted with `floor`).
/// - iOS 17–18 screenshots (issue "Looks like the iPhone"): the ink of "Default" is 52.3 pt and of
///   "Checked" 65.5 pt wide at 17 pt (checked on pixels in `SystemTextPixelTests`); one 17 pt line is
///   20.33 pt tall and two are 42.3 pt.
/// Other sizes have no published SF Pro advance widths: there the tests check that Apple's HIG
/// tracking for that size (literal values below, 1/1000 em) is what separates system text from the
/// untracked stand-in face.
@Suite("System text spaced like SF Pro")
struct SystemTypographyTests {
  func size(_ string: String, _ font: ResolvedFont, width: CGFloat? = nil) -> CGSize {
    let text = ResolvedText(string: string, font: font)
    return PangoTextMeasurer().measure(text, in: ProposedViewSize(width: width, height: nil)).size
  }

  @Test("UIKit's measured widths of SF Pro text, within 1.5 %")
  func uikitWidths() {
    let hello = size("Hello World", ResolvedFont(size: 17)).width
    // UIKit reports 88.0 after rounding up to a 1/3 pt pixel, so SF's width is in (87.67, 88.0].
    #expect(abs(hello - 87.83) <= 87.83 * 0.015, "Hello World: \(hello)")
    #expect((8..<9).contains(size("a", ResolvedFont(size: 15)).width))
    #expect((16..<17).contains(size("aa", ResolvedFont(size: 15)).width))
    #expect((16..<17).contains(size("a", ResolvedFont(size: 30, weight: 700)).width))
    #expect((33..<34).contains(size("aa", ResolvedFont(size: 30, weight: 700)).width))
  }

  /// HIG tracking in 1/1000 em by size: SF Pro Text below 20 pt, SF Pro Display (+9 for Inter
  /// Display's narrower advances, see `SystemTypography.interDisplayCorrection`) from 20 pt.
  static let hig: [(size: CGFloat, milliEm: CGFloat, face: String)] = [
    (11, 6, "Inter"), (13, -6, "Inter"), (15, -16, "Inter"), (17, -26, "Inter"),
    (20, 19 + 9, "Inter Display"), (28, 13 + 9, "Inter Display"), (34, 11 + 9, "Inter Display"),
  ]

  @Test("each size gets the HIG's tracking between its characters", arguments: hig.indices)
  func trackingBySize(_ index: Int) {
    let row = SystemTypographyTests.hig[index]
    for word in ["Default", "Checked", "Settings", "Add to Cart", "Notifications"] {
      let system = size(word, ResolvedFont(size: row.size)).width
      let untracked = size(word, ResolvedFont(family: row.face, size: row.size)).width
      // Tracking sits between characters (none after the last), as Pango and CoreText lines end.
      let expected = untracked + CGFloat(word.count - 1) * row.milliEm / 1000 * row.size
      #expect(abs(system - expected) <= 0.01, "\(word) at \(row.size) pt: \(system) vs \(expected)")
    }
  }

  /// SF Pro's line: ascender 1950 + descender 494 of 2048 units per em.
  static func sfLine(_ size: CGFloat) -> CGFloat { size * 2444 / 2048 }

  @Test("one line is SF's ascent + descent; each further line adds the HIG's leading")
  func lineHeightsPerTextStyle() {
    let styles: [(Font, CGFloat, CGFloat)] = [
      (.largeTitle, 34, 41), (.title, 28, 34), (.title2, 22, 28), (.title3, 20, 25), (.headline, 17, 22),
      (.body, 17, 22), (.callout, 16, 21), (.subheadline, 15, 20), (.footnote, 13, 18), (.caption, 12, 16),
      (.caption2, 11, 13),
    ]
    for (font, points, leading) in styles {
      let one = LayoutInspector.layout(of: Text("Hg").font(font).id("t"), in: .unspecified).frames["t"]?.height ?? 0
      let three = LayoutInspector.layout(of: Text("Hg\nHg\nHg").font(font).id("t"), in: .unspecified).frames["t"]?.height ?? 0
      #expect(abs(one - SystemTypographyTests.sfLine(points)) <= 0.01, "\(font): one line \(one)")
      #expect(abs(three - (SystemTypographyTests.sfLine(points) + 2 * leading)) <= 0.01, "\(font): three lines \(three)")
    }
  }

  @Test("the issue's iOS heights: 20.33 for one 17 pt line and 42.3 for two, within 0.5 pt")
  func iosBodyHeights() {
    let one = size("Default", ResolvedFont(size: 17)).height
    let two = size("Default\nChecked", ResolvedFont(size: 17)).height
    #expect(abs(one - 20.33) <= 0.5 && abs(two - 42.3) <= 0.5, "\(one), \(two)")
  }

  @Test("Dynamic Type sizes change the leading with the point size")
  func dynamicTypeLeading() {
    for (dts, points, leading) in [(DynamicTypeSize.xSmall, 14.0, 19.0), (.xxxLarge, 23, 29), (.accessibility5, 53, 62)] {
      let view = Text("Hg\nHg").font(.body).dynamicTypeSize(dts).id("t")
      let h = LayoutInspector.layout(of: view, in: .unspecified).frames["t"]?.height ?? 0
      #expect(abs(h - (SystemTypographyTests.sfLine(CGFloat(points)) + CGFloat(leading))) <= 0.01, "\(dts): \(h)")
    }
  }

  @Test("a fixed-size system font takes the pitch of the text style of its size")
  func fixedSizePitch() {
    let two = size("Hg\nHg", ResolvedFont(size: 17)).height
    #expect(abs(two - (SystemTypographyTests.sfLine(17) + 22)) <= 0.01)
    // Between table sizes the pitch is interpolated: 18.5 pt lies halfway between 17/22 and 20/25.
    let mid = size("Hg\nHg", ResolvedFont(size: 18.5)).height
    #expect(abs(mid - (SystemTypographyTests.sfLine(18.5) + 23.5)) <= 0.01, "\(mid)")
  }

  @Test("custom fonts keep their own metrics and get no SF tracking")
  func customFontsUntouched() {
    let custom = size("Default", ResolvedFont(family: "Inter", size: 17))
    // Inter's own line: 2728 + 680 of 2816 units per em.
    #expect(abs(custom.height - 17 * 3408 / 2816) <= 0.01, "\(custom.height)")
    #expect(custom.width > size("Default", ResolvedFont(size: 17)).width + 2)
  }
}

/// Built-in control metrics measured on iOS (issue "Looks like the iPhone"), see docs/control-metrics.md.
@Suite("Control metrics like iOS")
struct ControlMetricsTests {
  func frame(_ view: some View) -> CGRect { LayoutInspector.layout(of: view.id("t"), in: .unspecified).frames["t"] ?? .null }

  @Test("a large bordered prominent button with a body label is 50.3 pt tall")
  func largeProminentButtonHeight() {
    let f = frame(Button("Continue") {}.buttonStyle(.borderedProminent).controlSize(.large))
    #expect(abs(f.height - 50.3) <= 0.5, "\(f.height)")
    let regular = frame(Button("Continue") {}.buttonStyle(.bordered))
    #expect(abs(regular.height - (2444.0 / 2048 * 17 + 14)) <= 0.01, "\(regular.height)")
  }

  /// iOS 18's title-and-icon style is the icon, then the title, in an HStack with the default 8 pt
  /// (OpenSwiftUI `TitleAndIconLabelStyle.swift`); a symbol's own side margins make its 11 pt gap.
  @Test("a label's title starts 8 pt after its icon")
  func labelTitleOffset() {
    let view = Label(title: { Text("Favorites").id("title") }, icon: { Color.red.frame(width: 12, height: 12).id("icon") })
    let frames = LayoutInspector.layout(of: view, in: .unspecified).frames
    #expect(frames["icon"]?.minX == 0, "\(frames)")
    #expect(abs((frames["title"]?.minX ?? 0) - (12 + 8)) <= 0.01, "\(frames)")
  }
}

/// SF Symbols sit on the text baseline where their template puts them: centred on the cap height (Apple HIG,
/// "SF Symbols"), or, for a symbol whose ink rises above it, that much higher: `star.fill`'s ink midline is
/// 38.02 template units above the baseline against the capitals' 35.23 (SF Symbols 5 templates).
@Suite struct SymbolBaselineTests {
  @Test(arguments: [(Image.Scale.small, 0.7917), (.medium, 1), (.large, 1.277)], [("circle.fill", 35.25), ("star.fill", 38.02)])
  func symbolCentredOnItsInkInABaselineStack(_ scale: (Image.Scale, CGFloat), _ symbol: (String, CGFloat)) throws {
    let view = HStack(alignment: .firstTextBaseline, spacing: 4) {
      Image(systemName: symbol.0).imageScale(scale.0).id("i")
      Text("Hg").id("t")
    }
    let frames = LayoutInspector.layout(of: view, in: .unspecified).frames
    let icon = try #require(frames["i"]), text = try #require(frames["t"])
    let baseline = text.minY + 17 * 1950 / 2048  // SF's ascent at body size
    let capCentre = baseline - 17 * SystemTypography.capHeight / 2
    let rise = (symbol.1 - 70.459 / 2) * 17 * 0.9961 * scale.1 / 78.86
    #expect(abs(icon.midY - (capCentre - rise)) <= 0.02, "\(scale) \(symbol.0): symbol centre \(icon.midY), cap-height centre \(capCentre)")
  }

  @Test func resizableImagesKeepTheirBottomAsBaseline() throws {
    let view = HStack(alignment: .firstTextBaseline, spacing: 4) {
      Image(systemName: "star.fill").resizable().frame(width: 30, height: 30).id("i")
      Text("Hg").id("t")
    }
    let frames = LayoutInspector.layout(of: view, in: .unspecified).frames
    let icon = try #require(frames["i"]), text = try #require(frames["t"])
    #expect(abs(icon.maxY - (text.minY + 17 * 1950 / 2048)) <= 0.01)
  }
}
