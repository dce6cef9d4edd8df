import Foundation
@testable import SpecimenUI
import HostileSupport
import Testing
import WidgetKit
@testable import Specimen

/// Hostile inputs of round 43: iOS 18 text and presentation APIs (custom `TextRenderer`s that draw nothing, draw each
/// line 10 000 times or offset by NaN and ∞, whose `sizeThatFits` and `displayPadding` answer NaN, ∞ or negative;
/// `Text.Layout` walks over empty and 20 000-character texts; `presentationSizing`; a zoom `navigationTransition` whose
/// source is missing); widgets as stills (every `WidgetFamily` with hostile content, `containerBackground(for: .widget)` of
/// NaN opacity and 10 000 gradient stops, `widgetAccentable`, `Text(_:style:)` timers and relative dates at
/// `Date.distantFuture` and NaN, timelines of 100 000 entries or none, a reload policy after a NaN date,
/// `AccessoryWidgetBackground` in a frame past any screen); redaction and privacy (`redacted(reason: .placeholder)` over
/// 10 000 lazy rows and a deep tree, `unredacted` inside `redacted` 1 000 deep, `privacySensitive` under reasons set by the
/// environment, redacted images and symbols, reasons of every bit); and round 42's leftovers (a `GridRow` whose spans pass
/// 1 000 columns, `.number.scale(1e308)` overflowing, `Text(timerInterval:)` over infinite bounds).
/// Every case renders in one catalog run and must have its outcome; every other cell and the manifest are written.
@Suite struct HostileRound43Tests {
  typealias Case = HostileCase

  static var box: some View { HostileRound26Tests.box }
  static func marked(_ view: some View) -> some View { HostileRound26Tests.marked(view) }
  static func clipped(_ view: some View) -> some View { HostileRound26Tests.clipped(view) }
  static func date(_ seconds: Double) -> Date { HostileRound26Tests.date(seconds) }
  static let long = String(repeating: "Widget ", count: 2_857) + "W"  // 20 000 characters, TextLength.limit

  /// A text renderer doing one hostile thing; Specimen never calls it (docs/unsupported.md), so the text draws as laid out.
  struct Renderer: TextRenderer {
    enum Kind: Sendable { case nothing, eachLine10000Times, nanOffset, hostileSizes }
    let kind: Kind
    func draw(layout: Text.Layout, in context: inout GraphicsContext) {
      switch kind {
      case .nothing: return
      case .eachLine10000Times: for line in layout { for _ in 0..<10_000 { context.draw(line) } }
      case .nanOffset, .hostileSizes:
        context.translateBy(x: .nan, y: .infinity)
        for line in layout { for run in line { context.draw(run[0..<run.count]) } }
      }
    }
    func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize {
      kind == .hostileSizes ? CGSize(width: CGFloat.nan, height: -.infinity) : text.sizeThatFits(proposal)
    }
    var displayPadding: EdgeInsets {
      kind == .hostileSizes ? EdgeInsets(top: .nan, leading: .infinity, bottom: -1, trailing: -.infinity) : EdgeInsets()
    }
  }

  /// A renderer that walks every line, run and slice of its layout and draws each slice.
  struct Walker: TextRenderer {
    func draw(layout: Text.Layout, in context: inout GraphicsContext) {
      for line in layout {
        _ = line.typographicBounds.rect
        for run in line {
          for index in run.indices { context.draw(run[index]) }
        }
      }
    }
  }

  struct Entry: TimelineEntry {
    let date: Date
    let value: Int
  }

  /// The outcome and message fragment of every case that does not render cleanly; the others must render with no warning.
  static let outcomes: [String: (outcome: String, says: String)] = {
    let twoDates = "the timer's lower bound -inf, upper bound inf s from 2001 are not dates a timer can count with, so it shows \"0:00\". "
      + "Give finite dates, e.g. Date.now...Date.now.addingTimeInterval(60)"
    let spans = "columns with their .gridCellColumns, more than a Grid lays out (GridLayout.maximumColumns, 1000 columns); the last "
    return [
      // TextLength.limit: the texts are 20 000 characters, the largest laid out whole.
      "text-layout-walk-empty-and-20000-characters": ("renders", ""),
      "widget-container-background-nan-opacity": ("warns", "Color opacity nan is not usable; drawn as 0"),
      "widget-container-background-10000-stop-gradient": ("warns", "a gradient of 10000 stops has more than GradientStopLimit.maxStops "
        + "(4096); drawn with one stop in every 3 and the last (3334 stops). Give the gradient fewer stops"),
      "text-date-style-timer-and-relative-nan": ("warns", "Text(_:style:): a date nan s from 2001 is not one a formatter can show; drawn as 0 s"),
      // 1 000 levels of a modifier in an AnyView are 2 000 views: the cell fails alone at ViewDepth.limit, naming the fix.
      "unredacted-inside-redacted-nested-1000-deep": ("fails", "the view nests more than 2000 views deep (ViewDepth.limit); flatten it"),
      // Before: silent; the cells past column 1 000 were not drawn (GridRow counted cells, not the columns their spans take).
      "gridrow-six-spans-of-300-columns": ("warns", "GridRow's 6 cells span 1800 " + spans + "2 cells start past the last column and "
        + "are not drawn. Give spans that add up to 1000 or fewer"),
      "gridrow-span-int-max-beside-cells": ("warns", "GridRow's 3 cells span over 9223372036854775807 " + spans + "2 cells start past the "
        + "last column and are not drawn"),
      // Before: silent; Foundation showed the unscaled value.
      "number-scale-overflowing": ("warns", "Text(_:format:): .scale(1e+308) of 10000000000 is inf, past the largest number a format can "
        + "show; Foundation shows \"10000000000.0\" instead. Give a scale that keeps the value within ±1.8e308 (e.g. .scale(100))"),
      // Before: silent; "0:00".
      "timer-text-infinite-bounds": ("warns", "Text(\"0:00\"): " + twoDates),
      "timer-text-nan-pause-time": ("warns", "Text(\"0:00\"): the timer's pauseTime nan s from 2001 is not a date a timer can count "
        + "with, so it shows \"0:00\""),
      "timer-progress-infinite-bounds": ("warns", "Text(\"0:00\"): " + twoDates),
    ]
  }()

  static let cases: [Case] = {
    var list = HostileCaseList(outcomes: outcomes)
    func add(_ name: String, _ view: @escaping @Sendable () -> some View) { list.add(name, view) }
    add("control") { box }
    // iOS 18 text and presentation APIs. A renderer is never called: the text draws as the system draws it.
    add("text-renderer-draws-nothing") { marked(Text("Drawn").textRenderer(Renderer(kind: .nothing))) }
    add("text-renderer-draws-each-line-10000-times") {
      marked(Text("Line one\nLine two").textRenderer(Renderer(kind: .eachLine10000Times)))
    }
    add("text-renderer-offsets-nan-and-infinity") { marked(Text("Offset").textRenderer(Renderer(kind: .nanOffset))) }
    add("text-renderer-size-and-padding-nan-infinite-negative") {
      marked(Text("Sized").textRenderer(Renderer(kind: .hostileSizes)).frame(width: 80))
    }
    add("text-layout-walk-empty-and-20000-characters") {
      clipped(VStack { Text("").textRenderer(Walker()); Text(long).textRenderer(Walker()) })
    }
    add("text-renderer-nested-and-custom-attribute-on-empty-text") {
      marked(VStack {
        Text("").customAttribute(Mark()).textRenderer(Renderer(kind: .nothing))
      }.textRenderer(Renderer(kind: .eachLine10000Times)).textRenderer(Walker()))
    }
    add("presentation-sizing-every-kind") {
      marked(VStack {
        Text("Page").presentationSizing(.page.fitted(horizontal: true, vertical: false).sticky(horizontal: true, vertical: true))
        Text("Form").presentationSizing(.form)
        Text("Fitted").presentationSizing(.fitted.sticky())
      }.presentationSizing(.automatic))
    }
    add("navigation-transition-zoom-missing-source") {
      let namespace = Namespace().wrappedValue
      return NavigationStack {
        Text("Detail").navigationTransition(.zoom(sourceID: "no such source", in: namespace))
      }.frame(width: 200, height: 120)
    }
    add("matched-transition-source-duplicate-ids") {
      let namespace = Namespace().wrappedValue
      return HStack {
        box.matchedTransitionSource(id: 1, in: namespace)
        box.matchedTransitionSource(id: 1, in: namespace) { $0.background(.red).clipShape(RoundedRectangle(cornerRadius: .nan)) }
      }.navigationTransition(.zoom(sourceID: 1, in: namespace))
    }
    // Widgets as stills.
    add("widget-every-family-with-hostile-content") {
      VStack(spacing: 2) {
        ForEach(WidgetFamily.allCases, id: \.self) { family in
          HStack { Text(long).lineLimit(1); Image(systemName: "star.fill") }
            .frame(width: 120, height: 14).clipped().environment(\.widgetFamily, family)
        }
      }
    }
    add("widget-container-background-nan-opacity") {
      Text("Widget").frame(width: 100, height: 60).containerBackground(Color.red.opacity(.nan), for: .widget)
    }
    add("widget-container-background-10000-stop-gradient") {
      let colors = (0..<10_000).map { Color(hue: Double($0) / 10_000, saturation: 1, brightness: 1) }
      return Text("Widget").frame(width: 100, height: 20)
        .containerBackground(LinearGradient(colors: colors, startPoint: .leading, endPoint: .trailing), for: .widget)
    }
    add("widget-accentable-in-every-rendering-mode") {
      HStack {
        ForEach([WidgetRenderingMode.fullColor, .accented, .vibrant], id: \.self) { mode in
          VStack { Text("A").widgetAccentable(); Text("B").widgetAccentable(false).widgetAccentable() }
            .foregroundStyle(.red).environment(\.widgetRenderingMode, mode)
        }
      }
    }
    add("text-date-style-timer-and-relative-distant-future") {
      marked(VStack { Text(Date.distantFuture, style: .timer); Text(Date.distantFuture, style: .relative) }
        .environment(\.widgetFamily, .accessoryRectangular))
    }
    add("text-date-style-timer-and-relative-nan") {
      marked(VStack { Text(date(.nan), style: .timer); Text(date(.nan), style: .relative) }.environment(\.widgetFamily, .accessoryInline))
    }
    add("timeline-of-100000-entries") {
      let timeline = Timeline(entries: (0..<100_000).map { Entry(date: date(Double($0) * 60), value: $0) }, policy: .atEnd)
      return marked(Text("\(timeline.entries.count) entries, last \(timeline.entries.last?.value ?? -1)"))
    }
    add("timeline-of-no-entries") {
      let timeline = Timeline<Entry>(entries: [], policy: .never)
      return marked(Text(timeline.entries.first.map { "\($0.value)" } ?? "No entry"))
    }
    add("timeline-reload-after-nan-date") {
      let timeline = Timeline(entries: [Entry(date: date(.nan), value: 1)], policy: .after(date(.nan)))
      return marked(Text(timeline.policy == .after(date(0)) ? "Zero" : "Later"))
    }
    add("accessory-widget-background-past-any-screen") {
      AccessoryWidgetBackground().frame(width: 1e7, height: 1e7).environment(\.widgetFamily, .accessoryCircular)
        .frame(width: 40, height: 40).clipped()
    }
    // Redaction and privacy.
    add("redacted-placeholder-over-10000-lazy-rows") {
      ScrollView { LazyVStack { ForEach(0..<10_000, id: \.self) { Text("Row \($0)") } } }
        .redacted(reason: .placeholder).frame(width: 100, height: 60)
    }
    add("redacted-placeholder-over-a-deep-tree") {
      var view = AnyView(Text("Deep"))
      for level in 0..<100 { view = AnyView(VStack(spacing: 0) { view; if level % 10 == 0 { Color.green.frame(width: 4, height: 1) } }) }
      return view.redacted(reason: .placeholder)
    }
    add("unredacted-inside-redacted-nested-1000-deep") {
      var view = AnyView(Text("Inner"))
      for level in 0..<1_000 { view = level % 2 == 0 ? AnyView(view.unredacted()) : AnyView(view.redacted(reason: .placeholder)) }
      return marked(view)
    }
    add("privacy-sensitive-with-reasons-from-the-environment") {
      VStack {
        Text("Account 1234").privacySensitive()
        Text("Public")
        Text("Not sensitive").privacySensitive(false)
      }.environment(\.redactionReasons, .privacy)
    }
    add("redacted-images-and-symbols") {
      HStack {
        Image(systemName: "star.fill")
        Image(systemName: "person.crop.circle").font(.largeTitle)
        Label("Label", systemImage: "heart")
      }.redacted(reason: .placeholder)
    }
    add("redaction-reasons-of-every-bit") {
      VStack { Text("All"); Text("Private").privacySensitive() }.redacted(reason: RedactionReasons(rawValue: -1))
    }
    add("redacted-placeholder-empty-and-20000-character-text") {
      clipped(VStack { Text(""); Text(long) }.redacted(reason: .placeholder))
    }
    // Round 42's leftovers.
    // One box shows: cells 1–4 start at columns 0, 300, 600 and 900 (the fourth cut to the last 100) and cells 5 and 6 start
    // past column 1 000 and are dropped (named). Only single-column cells size columns (docs/layout-containers.md, rule 18),
    // so every column is 0 pt wide and with no spacing the four drawn 20-pt boxes are centred on one x and lie on one another
    // (round 44's sixSpansOf300ColumnsDrawFourBoxesOnOneAnother).
    add("gridrow-six-spans-of-300-columns") {
      Grid(horizontalSpacing: 0) { GridRow { ForEach(0..<6, id: \.self) { _ in box.gridCellColumns(300) } } }.frame(width: 100, height: 40)
    }
    add("gridrow-span-int-max-beside-cells") {
      Grid { GridRow { box.gridCellColumns(Int.max); box; box } }.frame(width: 100, height: 40).clipped()
    }
    add("gridrow-spans-exactly-1000-columns") {
      Grid { GridRow { box.gridCellColumns(998); box; box } }.frame(width: 100, height: 40).clipped()
    }
    add("number-scale-overflowing") {
      marked(VStack {
        Text(Double(1e10), format: .number.scale(1e308))
        Text(-3, format: .number.scale(-1e308))
        Text(Double(1e10), format: .percent.scale(1e300))
      })
    }
    add("number-scale-largest-that-fits") { marked(Text(Double(1), format: .number.scale(1e308))) }
    add("timer-text-infinite-bounds") { marked(Text(timerInterval: date(-.infinity)...date(.infinity))) }
    add("timer-text-nan-pause-time") { marked(Text(timerInterval: date(0)...date(90), pauseTime: date(.nan), countsDown: false)) }
    add("timer-progress-infinite-bounds") { marked(ProgressView(timerInterval: date(-.infinity)...date(.infinity)).frame(width: 100)) }
    return list.cases
  }()

  struct Mark: TextAttribute {}

  @Test func everyExpectedOutcomeNamesACase() {
    #expect(Set(Self.outcomes.keys).subtracting(Self.cases.map(\.name)).sorted() == [])
  }

  @Test(.timeLimit(.minutes(30))) func everyCaseHasItsOutcomeAndTheRunFinishes() throws {
    #expect(try HostileCatalogRun.problems(Self.cases, entry: "Round43", fileSuffix: "round43") == [])
  }

  /// A `GridRow` whose cells are 1 000 or fewer but whose `gridCellColumns` spans add up past `GridLayout.maximumColumns` is
  /// named with the cells the grid leaves out (it counted cells, not columns); spans adding up to exactly 1 000 are not,
  /// nor is a row of more cells named twice.
  @Test func gridRowSpansPastTheLastColumnAreNamed() throws {
    func warnings<Row: View>(@ViewBuilder _ row: @escaping @Sendable () -> Row) throws -> [String] {
      try HostileRound39Tests.measured { Grid { GridRow { row() } }.frame(width: 100, height: 40).clipped() }.warnings
    }
    #expect(try warnings { Self.box.gridCellColumns(999); Self.box; Self.box } == ["GridRow's 3 cells span 1001 columns with their .gridCellColumns, "
      + "more than a Grid lays out (GridLayout.maximumColumns, 1000 columns); the last cell starts past the last column and is not "
      + "drawn. Give spans that add up to 1000 or fewer"])
    let intMax = ".gridCellColumns(9223372036854775807) spans more columns than a Grid lays out (GridLayout.maximumColumns, 1000 "
      + "columns); laid out spanning from its column to the last of the 1000, with the grid's spacing between each two. Give a "
      + "count of 1000 or fewer"
    #expect(try warnings { Self.box.gridCellColumns(Int.max); Self.box; Self.box.gridCellColumns(-5) } == [
      // The cells' own checks run as they resolve, before their row's (round 44 added the first, the span past 1 000 columns).
      intMax,
      ".gridCellColumns(-5) spans fewer than one column; laid out spanning 1 column. Give a count of 1 or more",
      "GridRow's 3 cells span over 9223372036854775807 columns with their .gridCellColumns, more than a Grid lays out "
        + "(GridLayout.maximumColumns, 1000 columns); the last 2 cells start past the last column and are not drawn. Give spans that "
        + "add up to 1000 or fewer",
    ])
    #expect(try warnings { Self.box.gridCellColumns(998); Self.box; Self.box } == [])
    // Round 43 left this silent (nothing is dropped); round 44 names the span where it enters.
    #expect(try warnings { Self.box.gridCellColumns(Int.max) } == [intMax])
    #expect(try warnings { ForEach(0..<1_001, id: \.self) { _ in Self.box.gridCellColumns(2) } }.count == 1)
  }

  /// A finite `.scale(_:)` that takes a finite value past the largest `Double` is named with what Foundation shows instead;
  /// a product that stays finite, and a value of 1 or less, say nothing.
  @Test func numberScalesThatOverflowAreNamed() throws {
    let drawn = try HostileRound39Tests.measured { Text(Double(1e10), format: .number.scale(1e308)) }
    #expect(drawn.warnings == ["Text(_:format:): .scale(1e+308) of 10000000000 is inf, past the largest number a format can show; "
      + "Foundation shows \"10000000000.0\" instead. Give a scale that keeps the value within ±1.8e308 (e.g. .scale(100))"])
    #expect(try HostileRound39Tests.measured { Text(-3, format: .number.scale(-1e308)) }.warnings == ["Text(_:format:): .scale(-1e+308) "
      + "of -3 is inf, past the largest number a format can show; Foundation shows \"-3\" instead. Give a scale that keeps the value "
      + "within ±1.8e308 (e.g. .scale(100))"])
    #expect(try HostileRound39Tests.measured { Text(Double(1), format: .number.scale(1e308)) }.warnings == [])
    #expect(try HostileRound39Tests.measured { Text(Double(1e10), format: .number.scale(1e298)) }.warnings == [])
    #expect(try HostileRound39Tests.measured { Text(Double(0.5), format: .percent.scale(1e308)) }.warnings == [])
  }

  /// A timer text made before any render (a static) names its infinite bounds when it is drawn, with the time it shows; a NaN
  /// pause time is named, a far one (a pause at the nearer bound) and finite bounds are not.
  nonisolated(unsafe) static let infiniteTimer = Text(timerInterval: Date(timeIntervalSinceReferenceDate: -.infinity)...Date(timeIntervalSinceReferenceDate: .infinity))

  @Test func timerBoundsThatAreNotFiniteAreNamed() throws {
    #expect(try HostileRound39Tests.measured { Self.infiniteTimer }.warnings == ["Text(\"0:00\"): the timer's lower bound -inf, upper "
      + "bound inf s from 2001 are not dates a timer can count with, so it shows \"0:00\". Give finite dates, e.g. "
      + "Date.now...Date.now.addingTimeInterval(60)"])
    let paused = try HostileRound39Tests.measured {
      Text(timerInterval: Self.date(0)...Self.date(.infinity), pauseTime: Self.date(.nan), countsDown: false, showsHours: false)
    }
    #expect(paused.warnings == ["Text(\"0:00\"): the timer's upper bound inf, pauseTime nan s from 2001 are not dates a timer can "
      + "count with, so it shows \"0:00\". Give finite dates, e.g. Date.now...Date.now.addingTimeInterval(60)"])
    #expect(try HostileRound39Tests.measured { Text(timerInterval: Self.date(0)...Self.date(90), pauseTime: .distantFuture) }.warnings == [])
    #expect(try HostileRound39Tests.measured { Text(timerInterval: Date.distantPast...Date.distantFuture) }.warnings == [])
  }
}
