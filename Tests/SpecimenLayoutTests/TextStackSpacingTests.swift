import Foundation
import SpecimenCairo
import SpecimenLayout
import SpecimenUI
import Testing

/// The default spacing around text in stacks, as iOS computes it from the text's font (SwiftUI's
/// text spacing categories, see `ViewSpacing`), with real Pango measurement.
///
/// Expected gaps are worked out here from SF's published metrics (`SystemTypography`: ascender
/// 1950, descender 494, cap height 1443 of 2048 units per em) and the HIG's body pitch (22 pt at
/// 17 pt), never read back from the engine:
/// - line height h = 17 × 2444/2048 = 20.287; a tenth of it rounded up to a pixel: 2.333 at 3×, 2.5 at 2×;
/// - text above text: the lower text's leading, 22 − 20.287 = 1.713, rounded up: 2.0 at 2× and 3×;
/// - a view above text: h + tenth − ascender (16.187): 6.433 at 3×, 6.6 at 2×;
/// - a view below text: h + tenth − cap height (11.978): 10.642 at 3×, 10.809 at 2×.
@Suite("Stack spacing around text")
struct TextStackSpacingTests {
  let tolerance: CGFloat = 0.01

  /// The frames of the views tagged "a" and "b", laid out for a screen of `scale`.
  func frames(_ view: some View, scale: CGFloat = 3) -> (a: CGRect, b: CGRect) {
    var engine = LayoutEngine(measurers: Measurers(text: PangoTextMeasurer(), image: FakeImageMeasurer()))
    engine.displayScale = scale
    let placed = engine.place(ResolveContext().resolve(view), in: .unspecified)
    var found: [String: CGRect] = [:]
    func walk(_ node: PlacedNode) {
      if let id = node.node.id, found[id] == nil { found[id] = node.frame }
      node.children.forEach(walk)
    }
    walk(placed)
    return (found["a"] ?? .null, found["b"] ?? .null)
  }

  func gap(_ view: some View, scale: CGFloat = 3) -> CGFloat {
    let f = frames(view, scale: scale)
    return f.b.minY - f.a.maxY
  }

  @Test("two body texts in a VStack are the lower font's leading apart, rounded up to a pixel")
  func textOverText() {
    let stack = VStack { Text("Title").id("a"); Text("Subtitle").id("b") }
    #expect(abs(gap(stack) - 2.0) <= tolerance, "3×: \(gap(stack))")
    #expect(abs(gap(stack, scale: 2) - 2.0) <= tolerance, "2×: \(gap(stack, scale: 2))")
  }

  @Test("a view above text sits a tenth of a line above the text's line box, less its ascent")
  func viewAboveText() {
    let stack = VStack { Color.red.frame(width: 20, height: 20).id("a"); Text("Caption").id("b") }
    #expect(abs(gap(stack) - 6.433) <= tolerance, "3×: \(gap(stack))")
    #expect(abs(gap(stack, scale: 2) - 6.6) <= tolerance, "2×: \(gap(stack, scale: 2))")
  }

  @Test("a view below text clears the text's cap height by a line and a tenth")
  func viewBelowText() {
    let stack = VStack { Text("Caption").id("a"); Color.red.frame(width: 20, height: 20).id("b") }
    #expect(abs(gap(stack) - 10.642) <= tolerance, "3×: \(gap(stack))")
    #expect(abs(gap(stack, scale: 2) - 10.809) <= tolerance, "2×: \(gap(stack, scale: 2))")
  }

  @Test("two ordinary views keep the system spacing, and a Spacer still touches text")
  func ordinaryViews() {
    let views = VStack { Color.red.frame(width: 20, height: 20).id("a"); Color.blue.frame(width: 20, height: 20).id("b") }
    #expect(abs(gap(views) - 8) <= tolerance)
    let spaced = VStack { Text("Top").id("a"); Spacer().frame(height: 30); Text("Bottom").id("b") }
    #expect(abs(gap(spaced) - 30) <= tolerance, "\(gap(spaced))")
  }

  @Test("text spacing passes through frames, backgrounds and nested stacks; padding stops it")
  func propagation() {
    let framed = VStack {
      Text("Title").frame(maxWidth: .infinity, alignment: .leading).background(Color.yellow).id("a")
      VStack { Text("Subtitle"); Text("Detail") }.id("b")
    }
    #expect(abs(gap(framed) - 2.0) <= tolerance, "\(gap(framed))")
    // Padded text is an ordinary view on its padded edges: a view above the next text.
    let padded = VStack { Text("Badge").padding(4).id("a"); Text("Caption").id("b") }
    #expect(abs(gap(padded) - 6.433) <= tolerance, "\(gap(padded))")
    // Horizontal padding leaves the vertical edges to the text.
    let sidePadded = VStack { Text("Title").padding(.horizontal, 12).id("a"); Text("Caption").id("b") }
    #expect(abs(gap(sidePadded) - 2.0) <= tolerance, "\(gap(sidePadded))")
  }

  @Test("an HStack of an image and text spaces like text below it")
  func rowOverText() {
    let row = VStack {
      HStack { Color.green.frame(width: 12, height: 12); Text("Name") }.id("a")
      Text("Detail").id("b")
    }
    // The row merges the image's ordinary edge (0 above text) and the text's (its leading): 6.433 wins.
    #expect(abs(gap(row) - 6.433) <= tolerance, "\(gap(row))")
  }

  @Test("the lower text's leading decides: a caption under a headline")
  func mixedStyles() {
    // caption1: 12 pt on a 16 pt pitch; line height 12 × 2444/2048 = 14.320; leading 1.680 → 2.0 at 3×.
    let stack = VStack { Text("Headline").font(.headline).id("a"); Text("caption").font(.caption).id("b") }
    #expect(abs(gap(stack) - 2.0) <= tolerance, "\(gap(stack))")
    // title: 28 pt on a 34 pt pitch; line height 33.414; leading 0.586 → 0.667 at 3×.
    let title = VStack { Text("Body").id("a"); Text("Title").font(.title).id("b") }
    #expect(abs(gap(title) - 0.667) <= tolerance, "\(gap(title))")
  }

  @Test("explicit spacing still wins over text spacing")
  func explicitSpacing() {
    let stack = VStack(spacing: 12) { Text("A").id("a"); Text("B").id("b") }
    #expect(abs(gap(stack) - 12) <= tolerance)
  }

  @Test("custom layouts see text spacing through LayoutSubview.spacing")
  func customLayoutSubviewSpacing() {
    let column = SpacingColumn { Text("Title").id("a"); Text("Subtitle").id("b") }
    #expect(abs(gap(column) - 2.0) <= tolerance, "\(gap(column))")
  }
}

/// A vertical layout that places subviews by their spacing preferences, as Apple's sample does.
private struct SpacingColumn: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    var height: CGFloat = 0, width: CGFloat = 0
    for (index, subview) in subviews.enumerated() {
      let size = subview.sizeThatFits(.unspecified)
      if index > 0 { height += subviews[index - 1].spacing.distance(to: subview.spacing, along: .vertical) }
      height += size.height
      width = max(width, size.width)
    }
    return CGSize(width: width, height: height)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    var y = bounds.minY
    for (index, subview) in subviews.enumerated() {
      if index > 0 { y += subviews[index - 1].spacing.distance(to: subview.spacing, along: .vertical) }
      subview.place(at: CGPoint(x: bounds.minX, y: y), anchor: .topLeading, proposal: .unspecified)
      y += subview.sizeThatFits(.unspecified).height
    }
  }
}

/// `Font.leading(_:)`: ±2 pt of line pitch on iOS (Apple, `Font.Leading.tight`/`.loose`).
@Suite("Font leading adjustments")
struct FontLeadingTests {
  func height(_ font: Font, lines: String = "one\ntwo") -> CGFloat {
    PangoTextMeasurer().measure(ResolvedText(string: lines, font: font.resolve()), in: .unspecified).size.height
  }

  @Test("loose adds 2 pt and tight takes 2 pt from each line after the first; one line is unchanged")
  func pitch() {
    let standard = height(.body), loose = height(.body.leading(.loose)), tight = height(.body.leading(.tight))
    // Body: one line 17 × 2444/2048 = 20.287, then a 22 pt pitch.
    #expect(abs(standard - 42.287) <= 0.02, "\(standard)")
    #expect(abs(loose - 44.287) <= 0.02, "\(loose)")
    #expect(abs(tight - 40.287) <= 0.02, "\(tight)")
    #expect(abs(height(.body.leading(.loose), lines: "one") - height(.body, lines: "one")) <= 0.001)
    // A fixed-size system font: 17 pt has the body pitch (22), loosened to 24.
    #expect(abs(height(.system(size: 17).leading(.loose)) - 44.287) <= 0.02)
    #expect(Font.body.leading(.loose).leading(.standard) == Font.body)
  }

  @Test("a custom font is unchanged, as Apple says some fonts are")
  func customUnchanged() {
    #expect(Font.custom("Inter", size: 17).leading(.loose) == Font.custom("Inter", size: 17))
  }
}
