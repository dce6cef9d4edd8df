import CPango
import Foundation
import SpecimenUI
import Testing
@testable import SpecimenCairo

/// Text of many styled runs: past `TextAttributes.mergedRunCount` runs, Pango gets one attribute per change of
/// style rather than one per run (its attribute iterator is quadratic in them), and every run keeps its style.
@Suite struct ManyRunsTextTests {
  static let red = RGBA(255, 0, 0), blue = RGBA(0, 0, 255)

  /// `count` runs of "ab ", coloured in blocks of `block` runs (red, then blue, …).
  static func text(runs count: Int, block: Int) -> ResolvedText {
    var text = ResolvedText(string: String(repeating: "ab ", count: count), font: ResolvedFont(size: 17))
    text.runs = (0..<count).map { TextRun(string: "ab ", font: ResolvedFont(size: 17), paint: .color(($0 / block).isMultiple(of: 2) ? red : blue)) }
    return text
  }

  /// How many attributes the laid-out text gives Pango.
  static func attributeCount(_ text: ResolvedText) -> Int {
    let layout = TextLayout(text, width: 300, height: 100)
    guard let list = pango_layout_get_attributes(layout.layout), let attributes = pango_attr_list_get_attributes(list) else { return 0 }
    var count = 0
    var node: UnsafeMutablePointer<GSList>? = attributes
    while let current = node {
      count += 1
      pango_attribute_destroy(current.pointee.data.assumingMemoryBound(to: PangoAttribute.self))
      node = current.pointee.next
    }
    g_slist_free(attributes)
    return count
  }

  @Test func runsPastTheCountShareOneAttributePerChangeOfStyle() {
    // 1 200 runs in 2 colours: the font, line height and alpha once, a colour per block of 600 runs.
    let merged = Self.attributeCount(Self.text(runs: TextAttributes.mergedRunCount + 200, block: 600))
    #expect(merged <= 10, "\(merged) attributes")
    // Up to the count, each run keeps its own attributes (font and colour at least), as the goldens were drawn.
    let separate = Self.attributeCount(Self.text(runs: 10, block: 5))
    #expect(separate >= 20, "\(separate) attributes")
  }

  @Test func mergedRunsKeepTheirColours() throws {
    // Runs alternate red and blue (neighbours of one style would join into one run before layout), so each
    // colour attribute differs from the one before it and none may be merged.
    var attributed = AttributedString()
    for i in 0..<(TextAttributes.mergedRunCount + 200) {
      var run = AttributedString("ab ")
      run.foregroundColor = i.isMultiple(of: 2) ? .red : .blue
      attributed += run
    }
    let image = try Render.image(Text(attributed).frame(width: 300, height: 80), scale: 1)
    var reds = 0, blues = 0
    for y in 0..<image.height {
      for x in 0..<image.width {
        let p = image.pixel(x: x, y: y)
        if p.r > 200, p.g < 100, p.b < 100 { reds += 1 }  // systemRed
        if p.b > 200, p.r < 60 { blues += 1 }  // systemBlue
      }
    }
    #expect(reds > 100 && blues > 100, "red \(reds), blue \(blues) pixels")
  }
}
