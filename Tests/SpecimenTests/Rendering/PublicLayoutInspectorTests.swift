import Specimen
import Testing

/// `LayoutInspector` as a package that depends on Specimen sees it: only `import Specimen`.
@Suite("LayoutInspector through import Specimen")
struct PublicLayoutInspectorTests {
  @Test("layout(of:in:) measures text with Pango and reports frames by id")
  func pangoLayout() {
    let view = HStack(spacing: 0) {
      Text("Hello").id("label")
      Color.red.frame(width: 30, height: 10).id("swatch")
    }
    let result = LayoutInspector.layout(of: view, in: ProposedViewSize(width: 300, height: 100))
    let label = result.frames["label"]
    let swatch = result.frames["swatch"]
    // Pango gives "Hello" at 17 pt a real width (Inter: about 40 pt) and a line height of about 20 pt.
    #expect((label?.width ?? 0) > 30 && (label?.width ?? 0) < 60)
    #expect((label?.height ?? 0) > 15 && (label?.height ?? 0) < 30)
    #expect(swatch?.minX == label?.maxX)
    #expect(swatch?.size == CGSize(width: 30, height: 10))
    #expect(result.size.width == (label?.width ?? 0) + 30)
  }
}
