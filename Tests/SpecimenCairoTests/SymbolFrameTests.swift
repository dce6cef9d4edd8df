import Foundation
@testable import SpecimenCairo
import SpecimenLayout
import SpecimenUI
import Testing

/// A symbol image's frame is its alignment rect: as tall as the symbol size for its font and as wide
/// as the ink plus a side margin each side (OpenSwiftUI `NamedImage.swift`, `ResolvedImage.swift`);
/// a `Label` is its icon and title 8 pt apart (OpenSwiftUI `TitleAndIconLabelStyle.swift`).
@Suite struct SymbolFrameTests {
  static func frames(_ view: some View) -> [String: CGRect] {
    LayoutInspector.layout(of: view, in: .unspecified, measurers: Render.measurers).frames
  }
  static func size(_ view: some View) -> CGSize { frames(view.id("v"))["v"]?.size ?? .zero }

  /// Columns of `image` (at `scale`) that hold ink darker than mid-grey, as runs of (first, last) in points.
  static func inkRuns(_ image: RasterImage, scale: CGFloat) -> [(CGFloat, CGFloat)] {
    var runs: [(Int, Int)] = []
    for x in 0..<image.width {
      let inked = (0..<image.height).contains { y in image.px(x, y).g < 128 }
      guard inked else { continue }
      if let last = runs.last, last.1 == x - 1 { runs[runs.count - 1].1 = x } else { runs.append((x, x)) }
    }
    return runs.map { (CGFloat($0.0) / scale, CGFloat($0.1 + 1) / scale) }
  }

  @Test func aBodySymbolIsOneSymbolTallAndItsInkPlusMarginsWide() throws {
    let ink = try #require(ImageStore.shared.symbolInk("star.fill"))
    let height = 17 * 0.9961
    let size = Self.size(Image(systemName: "star.fill"))
    #expect(abs(size.height - height) <= 0.01, "\(size)")
    let expected = ink.width * height / max(ink.height, ink.width / 1.25) + 2 * 0.1 * height
    #expect(abs(size.width - expected) <= 0.01, "\(size.width) against \(expected)")
  }

  /// A flat drawing stays flat: scaling every ink to full height made an ellipsis 70 pt wide.
  @Test(arguments: ["minus", "ellipsis"])
  func flatSymbolsKeepTheirProportions(_ name: String) throws {
    let size = Self.size(Image(systemName: name))
    #expect(abs(size.height - 17 * 0.9961) <= 0.01)
    #expect(abs(size.width - 17 * 0.9961 * (1.25 + 0.2)) <= 0.01, "\(name) is \(size)")
  }

  @Test func theInkSitsOneMarginInsideTheFrame() throws {
    let image = try Render.image(Image(systemName: "square.fill").foregroundStyle(.black), scale: 4)
    let runs = Self.inkRuns(image, scale: 4)
    let first = try #require(runs.first), last = try #require(runs.last)
    let margin = 0.1 * 17 * 0.9961
    #expect(abs(first.0 - margin) <= 0.25, "ink starts at \(first.0)")
    #expect(abs(CGFloat(image.width) / 4 - last.1 - margin) <= 0.25, "ink ends \(CGFloat(image.width) / 4 - last.1) before the edge")
  }

  /// iOS 17–18 screenshots (issue "Looks like the iPhone"): a body Label's symbol ink starts 1.7 pt in and
  /// its title's ink 11.0 pt after the symbol's ink.
  @Test(arguments: ["star.fill", "gearshape", "square.and.arrow.up"])
  func aBodyLabelSpacesItsSymbolLikeIOS(_ symbol: String) throws {
    let label = Label { Text("Delete").id("title") } icon: { Image(systemName: symbol).id("icon") }
    let frames = Self.frames(label)
    let icon = try #require(frames["icon"]), title = try #require(frames["title"])
    #expect(icon.minX == 0 && abs(title.minX - icon.maxX - 8) <= 0.01, "icon \(icon), title \(title)")
    let runs = Self.inkRuns(try Render.image(label.foregroundStyle(.black), scale: 4), scale: 4)
    let iconInk = runs.filter { $0.1 <= title.minX }, titleInk = runs.filter { $0.0 >= title.minX }
    let inkStart = try #require(iconInk.first?.0), inkEnd = try #require(iconInk.last?.1)
    let textStart = try #require(titleInk.first?.0)
    print("label \(symbol): ink starts \(inkStart), gap to title ink \(textStart - inkEnd)")
    #expect(abs(inkStart - 1.7) <= 0.3, "\(symbol) ink starts at \(inkStart)")
    #expect(abs(textStart - inkEnd - 11.0) <= 1.0, "\(symbol): \(textStart - inkEnd) from the ink to the title")
  }

  /// Rows of `image` with ink darker than mid-grey between columns `x0` and `x1` (points), as (top, bottom) in points.
  static func inkRows(_ image: RasterImage, scale: CGFloat, from x0: CGFloat, to x1: CGFloat) -> (CGFloat, CGFloat)? {
    let columns = max(0, Int(x0 * scale))..<min(image.width, Int(x1 * scale))
    let rows = (0..<image.height).filter { y in columns.contains { x in image.px(x, y).g < 128 } }
    guard let top = rows.first, let bottom = rows.last else { return nil }
    return (CGFloat(top) / scale, CGFloat(bottom + 1) / scale)
  }

  /// Next to text on a first-text-baseline HStack, a symbol's ink is centred on the capital letters
  /// (Apple HIG, "SF Symbols": symbols align with text; OpenSwiftUI `ResolvedImage.swift`: the image's
  /// first-text-line centre is its baseline less half its cap height), at every image scale.
  @Test(arguments: [Image.Scale.small, .medium, .large])
  func aSymbolsInkIsCentredOnTheCapitals(_ scale: Image.Scale) throws {
    let view = HStack(alignment: .firstTextBaseline) {
      Image(systemName: "circle.fill").imageScale(scale).id("icon")
      Text("HH").id("text")
    }.foregroundStyle(.black)
    let frames = Self.frames(view)
    let icon = try #require(frames["icon"]), text = try #require(frames["text"])
    let image = try Render.image(view, scale: 4)
    let symbol = try #require(Self.inkRows(image, scale: 4, from: icon.minX, to: icon.maxX))
    let capitals = try #require(Self.inkRows(image, scale: 4, from: text.minX, to: text.maxX))
    let symbolCentre = (symbol.0 + symbol.1) / 2, capCentre = (capitals.0 + capitals.1) / 2
    #expect(abs(symbolCentre - capCentre) <= 0.5, "\(scale): symbol ink centre \(symbolCentre), capitals' centre \(capCentre)")
  }
}

/// A custom symbol with margin guides is as wide as the space between them (its alignment rect), the ink at its
/// place; without guides it is its bare ink.
@Suite struct CustomSymbolMarginTests {
  static func template(guides: Bool) -> String {
    """
    <svg xmlns="http://www.w3.org/2000/svg" width="3300" height="2200">
     <g id="Guides" stroke="#27AAE1" stroke-width="0.5">
      <line id="Capline-M" x1="263" x2="3036" y1="1055.54" y2="1055.54"/>
      <line id="Baseline-M" x1="263" x2="3036" y1="1126" y2="1126"/>
    \(guides ? "  <line id=\"left-margin-Regular-M\" x1=\"1390\" x2=\"1390\" y1=\"1030\" y2=\"1150\"/>\n      <line id=\"right-margin-Regular-M\" x1=\"1490\" x2=\"1490\" y1=\"1030\" y2=\"1150\"/>" : "")
     </g>
     <g id="Symbols"><g id="Regular-M" transform="matrix(1 0 0 1 1400 1126)"><rect x="0" y="-70" width="70" height="70"/></g></g>
    </svg>
    """
  }

  func layout(guides: Bool) throws -> (size: CGSize, ink: CGRect) {
    let url = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("symbols2-margins-\(guides).svg")
    try Self.template(guides: guides).write(to: url, atomically: true, encoding: .utf8)
    var refusal: String?
    let document = try #require(SVGDocument(path: url.path, refusal: &refusal))
    let node = ResolveContext().resolve(Image(systemName: "any").font(.system(size: 20)))
    let image = try #require(SymbolVariantTests.firstImage(node))
    return ImageStore.shared.customSymbolLayout(document, layer: "#Regular-M", resolved: image)
  }

  @Test func theMarginGuidesSetTheWidth() throws {
    let k = 20.0 / 100
    let withGuides = try layout(guides: true)
    #expect(abs(withGuides.size.width - 100 * k) <= 0.01, "\(withGuides)")
    #expect(abs(withGuides.size.height - 70 * k) <= 0.01)
    #expect(abs(withGuides.ink.minX - 10 * k) <= 0.01 && abs(withGuides.ink.width - 70 * k) <= 0.01, "\(withGuides.ink)")
    let bare = try layout(guides: false)
    #expect(abs(bare.size.width - 70 * k) <= 0.01 && bare.ink.minX == 0, "\(bare)")
  }
}
