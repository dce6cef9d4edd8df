import Foundation
@testable import SpecimenUI
import HostileSupport
import Testing
import WidgetKit
@testable import Specimen

/// Hostile inputs of round 34: custom layouts and grids at the extremes (a layout answering NaN to a zero proposal and ∞
/// to an infinite one inside a stack, a spacing unioned 10 000 times, `LayoutValueKey` weights of NaN, -1 and 0, stack and
/// grid layouts of NaN, -10^300 and ∞ spacing switched through `AnyLayout`, grid spacings of NaN and 10^9, `gridCellColumns`
/// of 10 000, `GridItem`s adaptive past their maximum, infinite and 10^9 wide, lazy grid rows of NaN, inverted and 10^9
/// items, `ViewThatFits` over no axes, nothing and NaN frames); widgets as stills (`containerBackground(for: .widget)` in
/// every family, hidden by `\.showsWidgetContainerBackground`, of 1 MB text and NaN frames, nested 1 000 deep, every
/// rendering mode, content margins of NaN read by the view, `AccessoryWidgetBackground` in every family, `widgetURL` and
/// `widgetLabel` of 1 MB); `Text(timerInterval:)` and `ProgressView(timerInterval:)` over `distantPast…distantFuture`,
/// ±10^300 s and inverted ranges paused at NaN. Charts and maps of this round are in ChartHostileRound34Tests and
/// MapHostileRound34Tests. Every case renders in one catalog run and must have its outcome; every other cell and the
/// manifest are written.
@Suite struct HostileRound34Tests {
  typealias Case = HostileCase

  static var box: some View { HostileRound26Tests.box }
  static func marked(_ view: some View) -> some View { HostileRound26Tests.marked(view) }
  static let megabyte = String(repeating: "Title ", count: 170_000)
  static func date(_ seconds: Double) -> Date { Date(timeIntervalSinceReferenceDate: seconds) }
  static func unchecked(_ lower: Double, _ upper: Double) -> ClosedRange<Date> { unsafeBitCast((date(lower), date(upper)), to: ClosedRange<Date>.self) }

  /// A layout that answers NaN for a zero proposal, ∞ for an infinite one and its subviews' size otherwise.
  struct Probed: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
      if proposal.width == 0 { return CGSize(width: CGFloat.nan, height: .nan) }
      if proposal.width == .infinity { return CGSize(width: CGFloat.infinity, height: .infinity) }
      return CGSize(width: 20, height: 20)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
      for subview in subviews { subview.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size)) }
    }
  }

  /// A layout whose spacing answer is its first subview's, unioned with itself 10 000 times.
  struct Spaced: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { CGSize(width: 20, height: 20) }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
      for subview in subviews { subview.place(at: bounds.origin, proposal: .unspecified) }
    }
    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
      var spacing = ViewSpacing()
      for _ in 0..<10_000 { spacing.formUnion(subviews.first?.spacing ?? .zero) }
      return spacing
    }
    static var layoutProperties: LayoutProperties { var p = LayoutProperties(); p.stackOrientation = .vertical; return p }
  }

  struct Weight: LayoutValueKey { static let defaultValue: CGFloat = 1 }

  /// Widths in proportion to each subview's `Weight`.
  struct Weighted: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
      CGSize(width: proposal.width ?? 100, height: 20)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
      let total = subviews.map { $0[Weight.self] }.reduce(0, +)
      var x = bounds.minX
      for subview in subviews {
        let width = bounds.width * subview[Weight.self] / total
        subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: ProposedViewSize(width: width, height: 20))
        x += width
      }
    }
  }

  /// The outcome and message fragment of every case that does not render cleanly; the others must render with no warning.
  static let outcomes: [String: (outcome: String, says: String)] = [
    // Round 44: a span past 1 000 columns is named where it enters (before: renders, silently laid out to column 1 000).
    "grid-cell-columns-10000": ("warns", ".gridCellColumns(10000) spans more columns than a Grid lays out"),
    // Round 43: a timer's NaN pause time is named.
    // Round 43: each row's box starts past column 1 000 and was dropped without a word.
    "grid-cell-columns-10000-every-row": ("warns", "GridRow's 2 cells span 10001 columns with their .gridCellColumns, more than a Grid lays "
      + "out (GridLayout.maximumColumns, 1000 columns); the last cell starts past the last column and is not drawn"),
    "timer-text-inverted-paused-nan": ("warns", "the timer's pauseTime nan s from 2001 is not a date a timer can count with, so it shows \"0:00\""),
    "griditem-adaptive-min-over-max": ("warns", "LazyVGrid GridItem 0 .adaptive(maximum: 10.0) is below its minimum 50.0: contradictory constraints; "
      + "laid out at the minimum"),
    "layout-nan-at-zero-inf-at-infinity-in-hstack": ("warns", "Probed.sizeThatFits returned nan×nan for a proposal of 0×"),
    "layout-value-weights-nan-negative-zero": ("warns", "Weighted.placeSubviews placed subview 1 at (nan, 0) with anchor (0, 0); the view is "
      + "drawn nowhere or at 0. Place subviews at finite points"),
    // Before: silent (the same spacings written as HStack, VStack and Grid were named).
    "anylayout-stack-spacings-hostile": ("warns", "HStackLayout(spacing: nan) is not a finite length; laid out with spacing 0"),
    "grid-spacings-nan-and-1e9": ("warns", "Grid(horizontalSpacing: nan) is not a finite length; laid out with spacing 0"),
    "griditem-adaptive-infinite": ("warns", "LazyVGrid GridItem 0 .adaptive(minimum:) inf is not a finite size; laid out as .flexible()"),
    "lazyhgrid-rows-hostile": ("warns", "LazyHGrid GridItem 0 .flexible(minimum:) nan is not a finite size; laid out as .flexible()"),
    "viewthatfits-nan-frames": ("warns", ".frame(width: nan): invalid frame dimension (negative or non-finite), as SwiftUI warns"),
    "widget-container-background-1mb-nan": ("warns", "has more than 20000 characters (TextLength.limit)"),
    "widget-container-background-nested-1000": ("fails", "the view nests more than 2000 views deep (ViewDepth.limit); flatten it"),
    "widget-reads-content-margins-nan": ("fails", ".padding bottom 1000000000 pt is longer than a canvas holds"),
  ]

  static let cases: [Case] = {
    var list = HostileCaseList(outcomes: outcomes)
    func add(_ name: String, _ view: @escaping @Sendable () -> some View) { list.add(name, view) }
    add("control") { box }
    // Layouts.
    add("layout-nan-at-zero-inf-at-infinity-in-hstack") { HStack { Probed { Color.red }; Text("Label") }.frame(width: 200) }
    add("layout-spacing-union-10000") { VStack { Spaced { box }; Text("Below") } }
    add("layout-value-weights-nan-negative-zero") {
      VStack {
        Weighted { Color.red.layoutValue(key: Weight.self, value: .nan); Color.blue }
        Weighted { Color.red.layoutValue(key: Weight.self, value: -1); Color.blue.layoutValue(key: Weight.self, value: 1) }
        Weighted { Color.red.layoutValue(key: Weight.self, value: 0); Color.blue.layoutValue(key: Weight.self, value: 0) }
      }.frame(width: 200)
    }
    add("anylayout-stack-spacings-hostile") {
      VStack {
        AnyLayout(HStackLayout(spacing: .nan)) { box; box }
        AnyLayout(VStackLayout(spacing: -1e300)) { box; box }
        AnyLayout(ZStackLayout(alignment: Alignment(horizontal: .leading, vertical: .firstTextBaseline))) { box; Text("x") }
        AnyLayout(GridLayout(horizontalSpacing: .infinity, verticalSpacing: .nan)) { GridRow { box; box } }
      }
    }
    add("grid-spacings-nan-and-1e9") {
      VStack {
        Grid(horizontalSpacing: .nan, verticalSpacing: -.infinity) { GridRow { box; box }; GridRow { box; box } }
        Grid(horizontalSpacing: 1e9, verticalSpacing: 0) { GridRow { box; box } }.frame(width: 100).clipped()
      }
    }
    add("grid-cell-columns-10000") {
      Grid { GridRow { box.gridCellColumns(10_000) }; GridRow { box; box; box } }.frame(width: 100)
    }
    add("grid-cell-columns-10000-every-row") {
      Grid { ForEach(0..<100, id: \.self) { _ in GridRow { Color.red.frame(height: 1).gridCellColumns(10_000); box } } }.frame(width: 100, height: 100).clipped()
    }
    add("griditem-adaptive-min-over-max") { LazyVGrid(columns: [GridItem(.adaptive(minimum: 50, maximum: 10))]) { ForEach(0..<8, id: \.self) { _ in box } }.frame(width: 200) }
    add("griditem-adaptive-infinite") { LazyVGrid(columns: [GridItem(.adaptive(minimum: .infinity))]) { box; box }.frame(width: 200) }
    add("griditem-adaptive-1e9") { LazyVGrid(columns: [GridItem(.adaptive(minimum: 1e9))]) { box; box }.frame(width: 200) }
    add("lazyhgrid-rows-hostile") {
      LazyHGrid(rows: [GridItem(.flexible(minimum: .nan, maximum: -1)), GridItem(.adaptive(minimum: 0)), GridItem(.fixed(1e9))], spacing: .nan) {
        ForEach(0..<6, id: \.self) { _ in box }
      }.frame(width: 200, height: 100).clipped()
    }
    add("viewthatfits-no-axes") { ViewThatFits(in: []) { Color.red.frame(width: 1_000, height: 10); box }.frame(width: 40, height: 40).clipped() }
    add("viewthatfits-empty") { marked(ViewThatFits { EmptyView() }) }
    add("viewthatfits-nan-frames") { ViewThatFits { Color.red.frame(width: .nan, height: .nan); Color.green.frame(width: -10); box }.frame(width: 40, height: 40) }
    // Widgets.
    add("widget-container-background-every-family") {
      VStack {
        ForEach(WidgetFamily.allCases, id: \.self) { family in
          Text(family.description).containerBackground(for: .widget) { Color.red }.environment(\.widgetFamily, family)
        }
      }
    }
    add("widget-container-background-hidden") {
      Text("Hidden").containerBackground(Color.red, for: .widget).environment(\.showsWidgetContainerBackground, false).frame(width: 100, height: 40)
    }
    add("widget-container-background-1mb-nan") {
      box.containerBackground(for: .widget) { Text(megabyte).frame(width: .nan, height: 1e300) }
    }
    add("widget-container-background-nested-1000") {
      var view = AnyView(box)
      for _ in 0..<1_000 { view = AnyView(view.containerBackground(Color.red, for: .widget)) }
      return view
    }
    add("widget-rendering-modes") {
      VStack {
        Text("Accented").foregroundStyle(.red).widgetAccentable().environment(\.widgetRenderingMode, .accented)
        Text("Vibrant").foregroundStyle(.red).environment(\.widgetRenderingMode, .vibrant)
        Image(systemName: "star.fill").widgetAccentedRenderingMode(.desaturated).environment(\.widgetRenderingMode, .accented)
      }
    }
    add("widget-reads-content-margins-nan") { MarginReader().environment(\.widgetContentMargins, EdgeInsets(top: .nan, leading: -1, bottom: 1e9, trailing: .infinity)) }
    add("accessory-widget-background-every-family") {
      HStack { ForEach(WidgetFamily.allCases, id: \.self) { family in AccessoryWidgetBackground().frame(width: 30, height: 30).environment(\.widgetFamily, family) } }
    }
    add("widget-url-and-label-hostile") { box.widgetURL(URL(string: megabyte)).widgetLabel(megabyte).widgetAccentable(false) }
    // Timers.
    add("timer-text-distant-past-to-future") { marked(Text(timerInterval: Date.distantPast...Date.distantFuture)) }
    add("timer-text-hours-hidden-huge") { marked(Text(timerInterval: date(0)...date(1e12), showsHours: false)) }
    add("timer-text-inverted-paused-nan") { marked(Text(timerInterval: unchecked(1e300, -1e300), pauseTime: date(.nan), countsDown: false, showsHours: false)) }
    add("timer-text-1e300") { marked(Text(timerInterval: date(-1e300)...date(1e300))) }
    add("timer-text-in-widget-accessory-inline") { Text(timerInterval: date(0)...date(3_600)).environment(\.widgetFamily, .accessoryInline) }
    add("timer-progress-huge") { marked(ProgressView(timerInterval: date(-1e300)...date(1e300)).frame(width: 100)) }
    return list.cases
  }()

  struct MarginReader: View {
    @Environment(\.widgetContentMargins) var margins
    var body: some View { box.padding(margins) }
  }

  /// Stack and grid layouts written as layout values name their spacings as `HStack`, `VStack` and `Grid` do, by the type
  /// written: the same numbers through `AnyLayout` were silent.
  @Test func layoutValuesNameTheirSpacingsAsWritten() throws {
    let box = Self.box
    let view = VStack {
      AnyLayout(HStackLayout(spacing: .nan)) { box; box }
      VStackLayout(spacing: -1e300) { box; box }
      AnyLayout(GridLayout(horizontalSpacing: .infinity, verticalSpacing: .nan)) { GridRow { box; box } }
    }.frame(width: 100, height: 100)
    let image = try ViewRenderer(scale: 1).rasterize(view, in: .unspecified)
    #expect(Set(image.diagnostics.warnings.map(\.message)) == [
      "HStackLayout(spacing: nan) is not a finite length; laid out with spacing 0",
      "VStackLayout(spacing: -1e+300) is longer than any screen (over 1000000 pt, LayoutArgumentCheck.longestLength); laid out as given, so its "
        + "views are laid out that far apart. Give a length that fits on a screen",
      "GridLayout(horizontalSpacing: inf) is not a finite length; laid out with spacing 0",
      "GridLayout(verticalSpacing: nan) is not a finite length; laid out with spacing 0",
    ])
  }

  /// A widget's container background is drawn behind its content on the Home Screen, and not at all where
  /// `\.showsWidgetContainerBackground` is false (StandBy, the Lock Screen), as the system removes it there.
  @Test func aHiddenWidgetContainerBackgroundIsNotDrawn() throws {
    func corner(shown: Bool?) throws -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
      var widget = AnyView(Color.clear.frame(width: 40, height: 40).containerBackground(Color(red: 1, green: 0, blue: 0), for: .widget))
      if let shown { widget = AnyView(widget.environment(\.showsWidgetContainerBackground, shown)) }
      let image = try ViewRenderer(scale: 1).rasterize(widget.background(Color(red: 0, green: 0, blue: 1)), in: .unspecified)
      #expect(image.diagnostics.warnings.isEmpty)
      return image.pixel(x: 2, y: 2)
    }
    #expect(try corner(shown: nil) == (255, 0, 0, 255))
    #expect(try corner(shown: true) == (255, 0, 0, 255))
    #expect(try corner(shown: false) == (0, 0, 255, 255))
    // Other placements are not the widget's, so the environment does not remove them.
    let navigation = Color.clear.frame(width: 40, height: 40).containerBackground(Color(red: 1, green: 0, blue: 0), for: .navigation)
      .environment(\.showsWidgetContainerBackground, false)
    #expect(try ViewRenderer(scale: 1).rasterize(navigation, in: .unspecified).pixel(x: 2, y: 2) == (255, 0, 0, 255))
  }

  @Test func everyExpectedOutcomeNamesACase() {
    #expect(Set(Self.outcomes.keys).subtracting(Self.cases.map(\.name)).sorted() == [])
  }

  @Test(.timeLimit(.minutes(30))) func everyCaseHasItsOutcomeAndTheRunFinishes() throws {
    #expect(try HostileCatalogRun.problems(Self.cases, entry: "Round34", fileSuffix: "round34") == [])
  }
}
