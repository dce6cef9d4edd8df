import Foundation
@testable import SpecimenCairo
import SpecimenLayout
import SpecimenUI
import Testing

/// A symbol image's frame is the SF Symbol's: its template's advance wide, its black ink tall, the regular ink at
/// its place (`SymbolMetrics`; OpenSwiftUI `ResolvedImage.swift`, content bounds); a `Label` is its icon and
/// title 8 pt apart (OpenSwiftUI `TitleAndIconLabelStyle.swift`).
@Suite struct SymbolFrameTests {
  static func frames(_ view: some View) -> [String: CGRect] {
    LayoutInspector.layout(of: view, in: .unspecified, measurers: Render.measurers).frames
  }
  static func size(_ view: some View) -> CGSize { frames(view.id("v"))["v"]?.size ?? .zero }

  /// Points per template unit for a regular body symbol: `circle.fill`'s 78.86-unit diameter is 99.61 % of 17 pt.
  static let bodyUnit: CGFloat = 17 * 0.9961 / 78.86

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

  /// Template measurements (SF Symbols 5 export templates, small scale at 100 pt): the advance (margin to
  /// margin) and the black weight's ink height, against the frame at body.
  @Test(arguments: [("star.fill", 101.57, 87.87), ("xmark", 80.86, 66.36), ("chevron.right", 57.81, 74.17),
                    ("minus", 83.35, 17.09), ("ellipsis", 87.11, 20.21), ("circle.fill", 92.53, 83.98),
                    ("sidebar.left", 110.11, 76.27)])
  func aBodySymbolIsItsAdvanceWideAndItsBlackInkTall(_ name: String, _ advance: CGFloat, _ blackHeight: CGFloat) {
    let size = Self.size(Image(systemName: name))
    #expect(abs(size.width - advance * Self.bodyUnit) <= 0.01, "\(name) is \(size)")
    #expect(abs(size.height - blackHeight * Self.bodyUnit) <= 0.01, "\(name) is \(size)")
  }

  /// UIKit on iOS reports `chevron.compact.down` at 64 pt, light, medium scale as 70.33 × 25.67 pt (Apple
  /// Developer Forums thread 716773), ink 54.33 × 14.33 pt (its 163 × 43 px bitmap at 3×).
  @Test func aFlatChevronAtSixtyFourPointsLightIsAsBigAsOnIOS() throws {
    let chevron = Image(systemName: "chevron.compact.down").font(.system(size: 64, weight: .light))
    let size = Self.size(chevron)
    #expect(abs(size.width - 70.33) <= 0.5, "\(size)")
    #expect(abs(size.height - 25.67) <= 1.5, "\(size)")
    let image = try Render.image(chevron.foregroundStyle(.black), scale: 3)
    let runs = Self.inkRuns(image, scale: 3)
    let first = try #require(runs.first), last = try #require(runs.last)
    #expect(abs(last.1 - first.0 - 54.33) <= 1.5, "ink \(last.1 - first.0) pt wide")
  }

  /// A symbol is drawn at its own size, not fitted to `circle.fill`'s: a body `xmark` is 13.2 pt tall
  /// (61.33 units), a `plus` 13.7 (63.87), where `circle.fill` is 16.93.
  @Test(arguments: [("xmark", 61.33), ("plus", 63.87), ("circle.fill", 78.81)])
  func theInkIsTheSymbolsOwnSize(_ name: String, _ inkHeight: CGFloat) throws {
    let image = try Render.image(Image(systemName: name).foregroundStyle(.black), scale: 4)
    let rows = try #require(Self.inkRows(image, scale: 4, from: 0, to: CGFloat(image.width) / 4))
    #expect(abs(rows.1 - rows.0 - inkHeight * Self.bodyUnit) <= 0.5, "\(name): ink \(rows.1 - rows.0) pt tall")
  }

  /// Unmeasured symbols are sized like `circle.fill`; a flat drawing stays flat (scaling every ink to full
  /// height made an ellipsis 70 pt wide).
  @Test func anUnmeasuredSymbolIsSizedLikeCircleFill() throws {
    #expect(SymbolMetrics.of("gauge.medium") == nil)
    let size = Self.size(Image(systemName: "gauge.medium"))
    #expect(abs(size.height - 83.98 * Self.bodyUnit) <= 0.01, "\(size)")
  }

  /// A common symbol without a template takes the size of Apple's SVG export of it. `gearshape`'s export is
  /// 133.447 × 133.35 units, 1.6154 units to a template unit (the median over names measured both ways):
  /// 82.61 × 82.55 units of ink, plus its family's margin each side (`gearshape.2`'s 6.84 units) and 6.10
  /// units of black-weight growth, so 96.29 × 88.65 units at body, where sized like `circle.fill` it was
  /// 92.53 × 83.98. Its filled sibling shares the size, and its ink is as wide as it is tall.
  @Test(arguments: ["gearshape", "gearshape.fill"])
  func aCommonSymbolWithoutATemplateTakesItsExportsSize(_ name: String) throws {
    let size = Self.size(Image(systemName: name))
    #expect(abs(size.width - 96.29 * Self.bodyUnit) <= 0.02, "\(size)")
    #expect(abs(size.height - 88.65 * Self.bodyUnit) <= 0.02, "\(size)")
    let image = try Render.image(Image(systemName: name).foregroundStyle(.black), scale: 4)
    let runs = Self.inkRuns(image, scale: 4)
    let first = try #require(runs.first), last = try #require(runs.last)
    #expect(abs(last.1 - first.0 - 82.61 * Self.bodyUnit) <= 0.5, "ink \(last.1 - first.0) pt wide")
    let rows = try #require(Self.inkRows(image, scale: 4, from: 0, to: CGFloat(image.width) / 4))
    #expect(abs(rows.1 - rows.0 - 82.55 * Self.bodyUnit) <= 0.5, "ink \(rows.1 - rows.0) pt tall")
  }

  /// `square.fill`'s ink starts and ends its template's margin (9.77 units, 2.1 pt) inside the frame.
  @Test func theInkSitsOneMarginInsideTheFrame() throws {
    let image = try Render.image(Image(systemName: "square.fill").foregroundStyle(.black), scale: 4)
    let runs = Self.inkRuns(image, scale: 4)
    let first = try #require(runs.first), last = try #require(runs.last)
    let margin = 9.77 * Self.bodyUnit
    #expect(abs(first.0 - margin) <= 0.25, "ink starts at \(first.0)")
    #expect(abs(CGFloat(image.width) / 4 - last.1 - margin) <= 0.25, "ink ends \(CGFloat(image.width) / 4 - last.1) before the edge")
  }

  /// iOS 17–18 screenshots (issue "Looks like the iPhone"): a body Label's symbol ink starts 1.7 pt in and
  /// its title's ink 11.0 pt after the symbol's ink. `star.fill`'s template margin is 7.81 units, 1.68 pt;
  /// the other symbols start at their own margins (square.and.arrow.up: 9.77 units, 2.10 pt; video and
  /// iphone, estimated: the standard 9.77; gearshape, estimated: its family's 6.84; gauge.medium, unmeasured:
  /// circle.fill's 6.84, 1.47 pt).
  @Test(arguments: [("star.fill", 1.7), ("video", 9.77 * bodyUnit), ("iphone", 9.77 * bodyUnit), ("gearshape", 6.84 * bodyUnit),
                    ("gauge.medium", 6.84 * bodyUnit), ("square.and.arrow.up", 9.77 * bodyUnit)])
  func aBodyLabelSpacesItsSymbolLikeIOS(_ symbol: String, _ margin: CGFloat) throws {
    let label = Label { Text("Delete").id("title") } icon: { Image(systemName: symbol).id("icon") }
    let frames = Self.frames(label)
    let icon = try #require(frames["icon"]), title = try #require(frames["title"])
    #expect(icon.minX == 0 && abs(title.minX - icon.maxX - 8) <= 0.01, "icon \(icon), title \(title)")
    let runs = Self.inkRuns(try Render.image(label.foregroundStyle(.black), scale: 4), scale: 4)
    let iconInk = runs.filter { $0.1 <= title.minX }, titleInk = runs.filter { $0.0 >= title.minX }
    let inkStart = try #require(iconInk.first?.0), inkEnd = try #require(iconInk.last?.1)
    let textStart = try #require(titleInk.first?.0)
    #expect(abs(inkStart - margin) <= 0.3, "\(symbol) ink starts at \(inkStart)")
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
    defer { try? FileManager.default.removeItem(at: url) }
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

  /// A template with only small-scale masters (what the SF Symbols app exports): Regular-S drawn 99.61 / 78.86
  /// larger for the medium scale, the frame as tall as Black-S's ink with the regular ink centred.
  @Test func aSmallScaleTemplateIsScaledToMediumAndFramedByItsBlackMaster() throws {
    let svg = """
    <svg xmlns="http://www.w3.org/2000/svg" width="3300" height="2200">
     <g id="Guides"><line id="left-margin-Regular-S" x1="1390" x2="1390" y1="600" y2="720"/>
      <line id="right-margin-Regular-S" x1="1490" x2="1490" y1="600" y2="720"/></g>
     <g id="Symbols">
      <g id="Black-S" transform="matrix(1 0 0 1 2880 696)"><rect x="0" y="-80" width="80" height="80"/></g>
      <g id="Regular-S" transform="matrix(1 0 0 1 1400 696)"><rect x="0" y="-70" width="70" height="70"/></g>
     </g>
    </svg>
    """
    let url = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("symbols2-small-masters.svg")
    try svg.write(to: url, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: url) }
    var refusal: String?
    let document = try #require(SVGDocument(path: url.path, refusal: &refusal))
    let node = ResolveContext().resolve(Image(systemName: "any").font(.system(size: 20)))
    let image = try #require(SymbolVariantTests.firstImage(node))
    let layout = ImageStore.shared.customSymbolLayout(document, layer: "#Regular-S", resolved: image)
    let k = 20.0 / 100 * 99.61 / 78.86
    #expect(abs(layout.size.width - 100 * k) <= 0.01 && abs(layout.size.height - 80 * k) <= 0.01, "\(layout)")
    #expect(abs(layout.ink.height - 70 * k) <= 0.01 && abs(layout.ink.minY - 5 * k) <= 0.01, "\(layout.ink)")
  }
}
