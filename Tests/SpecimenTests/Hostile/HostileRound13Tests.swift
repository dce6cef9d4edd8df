import AppIntents
import Foundation
import SpecimenUI
import HostileSupport
import Testing
@testable import Specimen

/// Hostile inputs of round 13: intent parameters read before anything set them (a structure, a date, a URL, in a
/// view or in the widget entry it is given); a text taller than any canvas; scale effects that collapse a view;
/// Core Image and `UIGraphicsImageRenderer` drawing at 10³⁰⁰; lazy grids without columns or with unusable items;
/// custom layouts placing a subview twice or never; hostile Markdown and attributes; huge counts of tabs, menu items
/// and rows. Every case renders in one catalog run and must have its outcome; every other cell and the manifest are
/// written.
@Suite struct HostileRound13Tests {
  typealias Case = HostileCase

  static var box: some View { Color.blue.frame(width: 20, height: 20) }

  /// `view` beside a small box, so the cell is never blank when `view` draws nothing.
  static func marked(_ view: some View) -> some View { HStack { box; view } }

  /// A place an intent names: a structure with no stand-in of its own (read unset, it fails the cell).
  struct Place: Sendable {
    var name: String
  }

  /// An intent whose structure parameter nothing set.
  struct PickPlace: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Pick a place"
    @Parameter(title: "Place") var place: Place
  }

  /// An intent whose parameters of types with stand-ins nothing set.
  struct PickDetails: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Pick details"
    @Parameter(title: "Day") var day: Date
    @Parameter(title: "Link") var link: URL
    @Parameter(title: "Backup") var backup: Place?
    @Parameter(title: "Tags") var tags: [String]
    @Parameter(title: "Weight") var weight: Float
  }

  /// A view storing an intent and reading its place.
  struct PlaceRow: View {
    var intent = PickPlace()
    var body: some View { Text(intent.place.name) }
  }

  /// A view storing an intent it never reads: drawn, as iOS draws it (only a read traps there).
  struct IntentHolder: View {
    let intent = PickPlace()
    var body: some View { Text("Holder") }
  }

  /// A view storing an intent and reading the parameter `read` names.
  struct DetailsRow: View {
    let intent = PickDetails()
    let read: String
    var body: some View {
      switch read {
      case "day": Text("\(intent.day.timeIntervalSinceReferenceDate)")
      case "link": Text(intent.link.absoluteString)
      case "backup": Text(intent.backup?.name ?? "none")
      default: Text("\(intent.tags.count) \(intent.weight)")
      }
    }
  }

  /// A widget entry holding its configuration intent, as an `AppIntentTimelineProvider` makes one.
  struct PlaceEntry {
    var date = Date(timeIntervalSinceReferenceDate: 0)
    var configuration = PickPlace()
  }

  /// A widget's entry view, given the entry.
  struct PlaceEntryView: View {
    let entry: PlaceEntry
    var body: some View { Text(entry.configuration.place.name) }
  }

  /// A layout that places its first subview `times` times (0: never), at growing offsets.
  struct Repeating: Layout {
    let times: Int
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { CGSize(width: 60, height: 30) }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
      guard let first = subviews.first else { return }
      for i in 0..<times { first.place(at: CGPoint(x: bounds.minX + CGFloat(i) * 10, y: bounds.minY), proposal: .unspecified) }
    }
  }

  /// A node of a tree without end: each has one child, the next number (as a tree that refers to itself behaves).
  struct EndlessNode: Identifiable, Hashable, Sendable {
    let id: Int
    var children: [EndlessNode]? { [EndlessNode(id: id + 1)] }
  }

  /// A root with 100 000 leaves.
  struct WideNode: Identifiable, Hashable, Sendable {
    let id: Int
    var children: [WideNode]? { id == 0 ? (1...100_000).map { WideNode(id: $0) } : nil }
  }

  /// A QR code of "hi" (25 × 25 px: 21 modules in a one-module margin).
  static var qrCode: CIImage {
    let filter = CIFilter.qrCodeGenerator()
    filter.message = Data("hi".utf8)
    return filter.outputImage ?? CIImage.empty()
  }

  /// `image` rendered by a Core Image context over `rect`, drawn 20 pt square (a box when there is nothing to draw).
  static func drawn(_ image: CIImage, from rect: CGRect) -> AnyView {
    guard let cg = CIContext().createCGImage(image, from: rect) else { return AnyView(box) }
    return AnyView(marked(Image(decorative: cg, scale: 1).resizable().frame(width: 20, height: 20)))
  }

  /// What `actions` draw in a 20-pt `UIGraphicsImageRenderer`, beside a box.
  static func rendered(_ actions: @escaping (UIGraphicsImageRendererContext) -> Void) -> some View {
    marked(Image(uiImage: UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image(actions: actions)))
  }

  /// The outcome and message fragment of every case that does not render cleanly; the others must render with no warning.
  static let outcomes: [String: (outcome: String, says: String)] = [
    "intent-structure-unset": ("fails", "@Parameter \"Place\" (of type Place) was read before it was set, which stops the app on iOS: give it a default value (@Parameter(title:default:)) or set it on the intent before a view reads it"),
    "intent-date-unset": ("warns", "@Parameter \"Day\" (a Date) was read before it was set; drawn with the reference date, 2001-01-01 00:00 UTC. Give it "),
    "intent-url-unset": ("warns", "@Parameter \"Link\" (a URL) was read before it was set; drawn with about:blank. Give it a default value (@Parameter(t"),
    "intent-in-widget-entry": ("fails", "@Parameter \"Place\" (of type Place) was read before it was set, which stops the app on iOS"),
    "text-50k-no-spaces": ("fails", "Text(\"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa…\") is 20964.5 pt tall in a 17-pt font: give it .lineLimit(_:), a wider frame or a shorter string"),
    "text-100k-newlines": ("fails", "…\") is 440020 pt tall in a 17-pt font: give it .lineLimit(_:), a wider frame or a shorter string"),
    "scaleeffect-1e-9": ("warns", ".scaleEffect shrinks the view's area by a factor of 1e-18, under RenderLimits.minEffectDeterminant (1e-12); the view is far below a pixel and is not drawn (to hide a view, use .scaleEffect(0), .opacity(0) or .hidden(); else give a factor near 1)"),
    "scaleeffect-x-1e-13": ("warns", ".scaleEffect shrinks the view's area by a factor of 1e-13, under RenderLimits.minEffectDeterminant (1e-12)"),
    "uigraphics-fill-nan-red": ("warns", "CGContext.setFillColor red nan is not usable; drawn with red 0 (give components within 0...1)"),
    "uigraphics-inf-red-alpha-0": ("warns", "CGContext.setFillColor red inf is not usable; drawn with red 0 (give components within 0...1)"),
    "uigraphics-uicolor-nan": ("warns", "CGContext.setFillColor red nan is not usable; drawn with red 0 (give components within 0...1)"),
    "uigraphics-stroke-nan-blue": ("warns", "CGContext.setStrokeColor blue nan is not usable; drawn with blue 0 (give components within 0...1)"),
    "griditem-fixed-inf": ("warns", "LazyVGrid GridItem 0 .fixed inf is not a finite size; laid out as .flexible()"),
    "griditem-adaptive-nan": ("warns", "LazyVGrid GridItem 0 .adaptive(minimum:) nan is not a finite size; laid out as .flexible()"),
    // A maximum below the minimum is named as a frame's is (the track keeps its minimum).
    "griditem-adaptive-negative": ("warns", "LazyVGrid GridItem 0 .adaptive(maximum: -5.0) is below its minimum -1.0: contradictory constraints"),
    "griditem-flexible-reversed": ("warns", "LazyVGrid GridItem 0 .flexible(maximum: 10.0) is below its minimum 100.0: contradictory constraints; laid out at the minimum"),
    "griditem-spacing-nan": ("warns", "LazyVGrid GridItem 0 spacing nan is not a finite size; laid out with spacing 0"),
    "grid-10000-columns": ("warns", "GridRow has 10000 cells, more than a Grid lays out (GridLayout.maximumColumns, 1000 columns); the cells past the la"),
    // Silent until round 34: a stack written as a layout value names its spacing as HStack does.
    "anylayout-nan-spacing": ("warns", "HStackLayout(spacing: nan) is not a finite length; laid out with spacing 0"),
    // Read with the default `.full` syntax, 10 000 nested block quotes are the quote's text alone, "x", as on iOS.
    "markdown-nested-quotes-10000": ("renders", ""),
    "markdown-nested-emphasis-10000": ("warns", "Text(\"****************************************… (20001 characters)\") has more than 20000 characters (TextLength.lim"),
    "markdown-10000-links": ("warns", "Text(\"a a a a a a a a a a a a a a a a a a a a … (152360 characters)\") has more than 20000 characters (TextLength.li"),
    "attributed-nan-kern-baseline": ("warns", "Text(\"Hello\"): AttributedString.kern(nan) is not a finite length; laid out as 0. Give a finite length in points"),
    "attributed-1e6-font": ("warns", "Text(\"Hi\"): font size 1000000 (Font.system(size:) or Font.custom(_:size:)) is not usable; drawn at 1024 pt (sizes g"),
    "attributed-10000-runs": ("warns", "Text(\"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa… (10000 characters)\") changes font more than TextFontChangeLimit.max"),
    "attributed-20000-font-changes": ("warns", "Text(\"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa… (20000 characters)\") changes font more than TextFontChangeLimit.maxChanges (4000) times between its runs; the runs after the first 4001 are drawn in the font of run 4001. Give runs that follow each other the same font, or show fewer runs"),
    "picker-10000-segments": ("warns", "Picker (.segmented) has 10000 options side by side, more than SideBySideLimit.limit (100), each narrower than a poi"),
    "shadow-color-nan": ("warns", ".shadow color red nan is not usable; drawn as 0"),
    "inner-shadow-color-nan": ("warns", "ShadowStyle.inner color green nan is not usable; drawn as 0"),
    "drop-shadow-style-color-inf": ("warns", ".shadow color red inf is not usable; drawn as 1"),
    "colormultiply-nan": ("warns", ".colorMultiply nan is not usable; drawn without the effect"),
    "gradient-color-nan": ("warns", "Gradient.Stop color red nan is not usable; drawn as 0"),
    "foreground-palette-nan-opacity": ("warns", "Color opacity nan is not usable; drawn as 0"),
    "symbol-name-100k": ("fails", "Image(systemName: \"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa… (100000 characters)\")"),
    "color-name-100k": ("fails", "Color(\"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa… (100000 characters)\"): no color named \"aaaaaaaaaaaaaaaaaaaaaaaaaaa"),
    "image-name-100k": ("fails", "Image(\"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa… (100000 characters)\") at"),
    "font-custom-100k-name": ("warns", "Text(\"A\"): Font.custom(\"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa… (100000 characters)\") is not installed; drawing w"),
    "label-100k-title": ("warns", "Text(\"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa… (100000 characters)\") has more than 20000 characters (TextLength.li"),
    "navigation-title-100k": ("warns", "Text(\"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa… (100000 characters)\") has more than 20000 characters (TextLength.li"),
    "attributed-baseline-inf": ("warns", "Text(\"Up\"): AttributedString.baselineOffset(inf) is not a finite length; laid out as 0. Give a finite length in points"),
  ]

  static let cases: [Case] = {
    var cases: [Case] = []
    func add(_ name: String, _ view: @escaping @Sendable () -> some View) {
      let expected = outcomes[name] ?? ("renders", "")
      cases.append(Case(name: name, outcome: expected.outcome, says: expected.says, view: { AnyView(view()) }))
    }
    add("control") { box }
    // Intent parameters nothing set.
    add("intent-structure-unset") { marked(PlaceRow()) }
    add("intent-structure-set") { marked(PlaceRow(intent: { var i = PickPlace(); i.place = Place(name: "Oslo"); return i }())) }
    add("intent-structure-unset-not-read") { marked(IntentHolder()) }
    add("intent-date-unset") { marked(DetailsRow(read: "day")) }
    add("intent-url-unset") { marked(DetailsRow(read: "link")) }
    add("intent-optional-structure-unset") { marked(DetailsRow(read: "backup")) }
    add("intent-array-and-float-unset") { marked(DetailsRow(read: "tags")) }
    add("intent-in-widget-entry") { marked(PlaceEntryView(entry: PlaceEntry())) }
    // A text taller than any canvas; scale effects that collapse a view.
    add("text-50k-no-spaces") { Text(String(repeating: "a", count: 50_000)).frame(width: 200) }
    add("text-100k-newlines") { Text(String(repeating: "\n", count: 100_000) + "end").frame(width: 200) }
    add("scaleeffect-1e-9") { marked(box.scaleEffect(1e-9)) }
    add("scaleeffect-0") { marked(box.scaleEffect(0)) }
    add("scaleeffect-x-0") { marked(box.scaleEffect(x: 0, y: 1)) }
    add("scaleeffect-x-1e-13") { marked(box.scaleEffect(x: 1e-13, y: 1)) }
    add("scaleeffect-0.001") { marked(box.scaleEffect(0.001)) }
    // Core Image at 10³⁰⁰.
    add("ciimage-rect-far") { drawn(qrCode, from: CGRect(x: 1e300, y: 0, width: 10, height: 10)) }
    add("ciimage-rect-far-negative") { drawn(qrCode, from: CGRect(x: 0, y: -1e300, width: 10, height: 10)) }
    add("ciimage-scaled-1e-150") { drawn(qrCode.transformed(by: CGAffineTransform(scaleX: 1e-150, y: 1e-150)), from: CGRect(x: 0, y: 0, width: 10, height: 10)) }
    add("ciimage-translated-1e300") { drawn(qrCode.transformed(by: CGAffineTransform(translationX: 1e300, y: 0)), from: CGRect(x: 0, y: 0, width: 10, height: 10)) }
    add("ciimage-rect-4096") { drawn(qrCode, from: CGRect(x: 0, y: 0, width: 4096, height: 4096)) }
    add("qr-1mb-message") {
      let filter = CIFilter.qrCodeGenerator()
      filter.message = Data(repeating: 65, count: 1_000_000)
      return filter.outputImage.map { drawn($0, from: $0.extent) } ?? AnyView(box)
    }
    add("qr-level-z") {
      let filter = CIFilter.qrCodeGenerator()
      filter.message = Data("hi".utf8)
      filter.correctionLevel = "Z"
      return filter.outputImage.map { drawn($0, from: $0.extent) } ?? AnyView(box)
    }
    add("code128-1m-message") {
      let filter = CIFilter.code128BarcodeGenerator()
      filter.message = Data(repeating: 65, count: 1_000_000)
      return filter.outputImage.map { drawn($0, from: $0.extent) } ?? AnyView(box)
    }
    add("code128-nan-height") {
      let filter = CIFilter.code128BarcodeGenerator()
      filter.message = Data("hi".utf8)
      filter.barcodeHeight = .nan
      filter.quietSpace = -.infinity
      return filter.outputImage.map { drawn($0, from: $0.extent) } ?? AnyView(box)
    }
    // UIGraphicsImageRenderer at 10³⁰⁰.
    add("uigraphics-fill-1e300") { rendered { $0.cgContext.fill(CGRect(x: -1e300, y: 0, width: 2e300, height: 10)) } }
    add("uigraphics-scale-1e300") { rendered { $0.cgContext.scaleBy(x: 1e300, y: 1e300); $0.cgContext.fill(CGRect(x: 0, y: 0, width: 1, height: 1)) } }
    add("uigraphics-ellipse-1e300") { rendered { $0.cgContext.fillEllipse(in: CGRect(x: -1e300, y: -1e300, width: 2e300, height: 2e300)) } }
    add("uigraphics-stroke-width-1e300") { rendered { $0.cgContext.stroke(CGRect(x: 2, y: 2, width: 10, height: 10), width: 1e300) } }
    add("uigraphics-fill-nan-red") { rendered { $0.cgContext.setFillColor(red: .nan, green: 0, blue: 0, alpha: 1); $0.cgContext.fill(CGRect(x: 0, y: 0, width: 10, height: 10)) } }
    add("uigraphics-inf-red-alpha-0") {
      rendered { context in
        context.cgContext.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        context.cgContext.setFillColor(red: .infinity, green: 0, blue: 0, alpha: 0)
        context.cgContext.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
      }
    }
    add("uigraphics-uicolor-nan") { rendered { $0.cgContext.setFillColor(UIColor(red: .nan, green: 0, blue: 0, alpha: 1).cgColor); $0.cgContext.fill(CGRect(x: 0, y: 0, width: 10, height: 10)) } }
    add("uigraphics-stroke-nan-blue") { rendered { $0.cgContext.setStrokeColor(red: 0, green: 0, blue: .nan, alpha: 1); $0.cgContext.stroke(CGRect(x: 2, y: 2, width: 10, height: 10)) } }
    add("uigraphics-size-1e300") { marked(Image(uiImage: UIGraphicsImageRenderer(size: CGSize(width: 1e300, height: 1e300)).image { $0.fill(CGRect(x: 0, y: 0, width: 5, height: 5)) })) }
    // Lazy grids and grids.
    add("lazyvgrid-no-columns") { LazyVGrid(columns: []) { ForEach(0..<100, id: \.self) { _ in box } }.frame(width: 200) }
    add("lazyhgrid-no-rows") { LazyHGrid(rows: []) { ForEach(0..<100, id: \.self) { _ in box } }.frame(height: 200) }
    add("griditem-fixed-inf") { LazyVGrid(columns: [GridItem(.fixed(.infinity))]) { box; box }.frame(width: 200) }
    add("griditem-adaptive-0") { LazyVGrid(columns: [GridItem(.adaptive(minimum: 0))]) { ForEach(0..<100, id: \.self) { _ in Color.red.frame(height: 4) } }.frame(width: 200) }
    add("griditem-adaptive-nan") { LazyVGrid(columns: [GridItem(.adaptive(minimum: .nan))]) { box; box }.frame(width: 200) }
    add("griditem-adaptive-negative") { LazyVGrid(columns: [GridItem(.adaptive(minimum: -1, maximum: -5))]) { box; box }.frame(width: 200) }
    add("griditem-flexible-reversed") { LazyVGrid(columns: [GridItem(.flexible(minimum: 100, maximum: 10))]) { box; box }.frame(width: 200) }
    add("griditem-spacing-nan") { LazyVGrid(columns: [GridItem(.flexible(), spacing: .nan), GridItem(.flexible())], spacing: .nan) { box; box; box }.frame(width: 200) }
    add("lazyvgrid-10000-fixed-columns") { marked(LazyVGrid(columns: Array(repeating: GridItem(.fixed(1)), count: 10_000)) { box; box }.frame(width: 200).clipped()) }
    add("grid-10000-columns") { Grid(horizontalSpacing: 0) { GridRow { ForEach(0..<10_000, id: \.self) { _ in Color.red.frame(width: 0.2, height: 4) } } }.frame(width: 200) }
    // Custom layouts placing a subview twice or never.
    add("layout-places-twice") { Repeating(times: 2) { box } }
    add("layout-places-10000-times") { marked(Repeating(times: 10_000) { box }) }
    add("layout-never-places") { marked(Repeating(times: 0) { box }) }
    add("anylayout-nan-spacing") { AnyLayout(HStackLayout(spacing: .nan)) { box; box } }
    // Markdown and attributes.
    add("markdown-nested-quotes-10000") { Text((try? AttributedString(markdown: String(repeating: "> ", count: 10_000) + "x")) ?? "failed").frame(width: 200) }
    add("markdown-nested-emphasis-10000") { Text((try? AttributedString(markdown: String(repeating: "*", count: 10_000) + "x" + String(repeating: "*", count: 10_000))) ?? "failed").frame(width: 200).lineLimit(3) }
    add("markdown-nested-brackets-10000") { Text((try? AttributedString(markdown: String(repeating: "[", count: 10_000) + "x")) ?? "failed").frame(width: 200).lineLimit(3) }
    add("markdown-10000-links") { Text(LocalizedStringKey(String(repeating: "[a](https://a.b) ", count: 10_000))).frame(width: 200).lineLimit(3) }
    add("attributed-nan-kern-baseline") {
      var text = AttributedString("Hello")
      text.kern = .nan
      text.baselineOffset = .infinity
      text.tracking = -.infinity
      return marked(Text(text))
    }
    add("attributed-baseline-inf") {
      var text = AttributedString("Up")
      text.baselineOffset = .infinity
      return marked(Text(text))
    }
    add("attributed-1e6-font") {
      var text = AttributedString("Hi")
      text.font = .system(size: 1e6)
      return marked(Text(text))
    }
    add("attributed-10000-runs") {
      var text = AttributedString()
      for i in 0..<10_000 {
        var run = AttributedString("a")
        run.foregroundColor = i % 2 == 0 ? .red : .blue
        run.font = .system(size: CGFloat(8 + i % 10))
        text.append(run)
      }
      return Text(text).frame(width: 200).lineLimit(3)
    }
    add("attributed-20000-font-changes") {
      var text = AttributedString()
      for i in 0..<20_000 {
        var run = AttributedString("a")
        run.font = .system(size: CGFloat(8 + i % 10))
        text.append(run)
      }
      return Text(text).frame(width: 200).lineLimit(3)
    }
    // Outlines of endless and wide trees (collapsed, as iOS first shows them).
    add("outline-endless-tree") { OutlineGroup(EndlessNode(id: 0), children: \.children) { Text("\($0.id)") }.frame(width: 200) }
    add("list-children-endless-tree") { List([EndlessNode(id: 0)], children: \.children) { Text("\($0.id)") }.frame(width: 200, height: 120) }
    add("outline-100000-children") { OutlineGroup(WideNode(id: 0), children: \.children) { Text("\($0.id)") }.frame(width: 200) }
    // Huge counts.
    add("tabview-10000-tabs") { TabView { ForEach(0..<10_000, id: \.self) { i in Text("\(i)").tabItem { Text("\(i)") } } }.frame(width: 300, height: 200) }
    add("picker-10000-segments") { Picker("P", selection: .constant(0)) { ForEach(0..<10_000, id: \.self) { Text("\($0)").tag($0) } }.pickerStyle(.segmented).frame(width: 200) }
    add("menu-10000-items") { Menu("M") { ForEach(0..<10_000, id: \.self) { Button("\($0)") {} } } }
    // A List builds its first LazyContent.limit rows, more than its screen shows (round 15): it renders, as on iOS.
    add("list-100000-rows") { List(0..<100_000, id: \.self) { Text("\($0)") }.frame(width: 200, height: 200) }
    add("drawinggroup-nested-200") { (0..<200).reduce(AnyView(box)) { v, _ in AnyView(v.drawingGroup()) } }
    add("compositinggroup-nested-200") { (0..<200).reduce(AnyView(box)) { v, _ in AnyView(v.compositingGroup().opacity(0.99)) } }
    add("mask-nested-200") { (0..<200).reduce(AnyView(box)) { v, _ in AnyView(v.mask(Circle())) } }
    // Colors that are not numbers, where they reach layers.
    add("shadow-color-nan") { marked(box.shadow(color: Color(red: .nan, green: 0, blue: 0), radius: 4)) }
    add("inner-shadow-color-nan") { marked(Rectangle().fill(Color.blue.shadow(.inner(color: Color(red: 0, green: .nan, blue: 0), radius: 3))).frame(width: 20, height: 20)) }
    add("drop-shadow-style-color-inf") { marked(Rectangle().fill(Color.blue.shadow(.drop(color: Color(red: .infinity, green: 0, blue: 0), radius: 3))).frame(width: 20, height: 20)) }
    add("colormultiply-nan") { marked(box.colorMultiply(Color(red: .nan, green: 1, blue: 1))) }
    add("gradient-color-nan") { LinearGradient(colors: [Color(red: .nan, green: 0, blue: 0), .blue], startPoint: .leading, endPoint: .trailing).frame(width: 40, height: 20) }
    add("foreground-palette-nan-opacity") { marked(Image(systemName: "star").foregroundStyle(Color.red.opacity(.nan), Color.blue.opacity(-.infinity))) }
    // Odd strings.
    add("symbol-name-100k") { marked(Image(systemName: String(repeating: "a", count: 100_000))) }
    add("color-name-100k") { marked(Color(String(repeating: "a", count: 100_000)).frame(width: 10, height: 10)) }
    add("image-name-100k") { marked(Image(String(repeating: "a", count: 100_000))) }
    add("font-custom-empty-name") { Text("A").font(.custom("", size: 17)) }
    add("font-custom-100k-name") { Text("A").font(.custom(String(repeating: "a", count: 100_000), size: 17)) }
    add("label-100k-title") { Label(String(repeating: "a", count: 100_000), systemImage: "star").lineLimit(1).frame(width: 200) }
    add("navigation-title-100k") { NavigationStack { box.navigationTitle(String(repeating: "a", count: 100_000)) }.frame(width: 300, height: 200) }
    return cases
  }()

  @Test func everyExpectedOutcomeNamesACase() {
    #expect(Set(Self.outcomes.keys).subtracting(Self.cases.map(\.name)).sorted() == [])
  }

  @Test(.timeLimit(.minutes(30))) func everyCaseHasItsOutcomeAndTheRunFinishes() throws {
    #expect(try HostileCatalogRun.problems(Self.cases, entry: "Round13", fileSuffix: "round13") == [])
  }
}
