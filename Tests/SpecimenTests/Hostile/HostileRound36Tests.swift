import Foundation
@testable import SpecimenUI
import HostileSupport
import PhotosUI
import Testing
@testable import Specimen

/// Hostile inputs of round 36: drawing and time (a `Canvas` in a NaN or infinite frame, a million fills, singular and
/// NaN transforms, clips to empty paths and their inverse, layers nested 1 000 deep each with its own opacity and blend
/// mode, symbols resolved by missing and duplicate tags, opacity, blend modes and 1 000 filters at their extremes;
/// `TimelineView` with lazy endless explicit schedules, schedules of NaN dates only, custom schedules, far periodic
/// starts and paused animation schedules; timers in timelines); search and tables (`searchable` with 1 MB text,
/// 10 000 suggestions and tokens, scopes, `searchPresentationToolbarBehavior`; tables of no column, 1 000 columns and
/// widths NaN, negative and a minimum above the maximum, NaN sort keys, selections of missing rows; lists of 100 000
/// rows and `id: \.self` duplicates); sharing and pickers as stills (`ShareLink` with no items, endless items, a 1 MB
/// preview and every label form; `PhotosPicker` with empty and nested filters and `maxSelectionCount` 0, -1 and
/// `Int.min`; file importers and exporters presented; `Transferable` types whose representations throw; drag and drop
/// nested; gestures with NaN, infinite and negative numbers attached to stills). Every case renders in one catalog run
/// and must have its outcome; every other cell and the manifest are written.
@Suite struct HostileRound36Tests {
  typealias Case = HostileCase

  static var box: some View { HostileRound26Tests.box }
  static func marked(_ view: some View) -> some View { HostileRound26Tests.marked(view) }
  static func date(_ seconds: Double) -> Date { HostileRound26Tests.date(seconds) }
  static let megabyte = String(repeating: "Query ", count: 170_000)
  static let square = Path(CGRect(x: 0, y: 0, width: 20, height: 20))
  static func canvas(_ draw: @escaping (inout GraphicsContext, CGSize) -> Void) -> some View {
    marked(Canvas(renderer: draw).frame(width: 40, height: 40))
  }

  /// Draws a layer inside a layer `depth` times, each with its own opacity and blend mode, then fills a square.
  static func faded(_ context: inout GraphicsContext, _ depth: Int) {
    if depth == 0 { context.fill(square, with: .color(.red)); return }
    context.opacity = 0.999
    context.blendMode = depth % 2 == 0 ? .multiply : .normal
    context.drawLayer { faded(&$0, depth - 1) }
  }

  struct Row: Identifiable, Hashable {
    let id: Int
    let name: String
    let score: Double
  }
  static let rows = (0..<3).map { Row(id: $0, name: "Row \($0)", score: $0 == 1 ? .nan : Double($0)) }

  /// A type whose every representation throws when asked for its data, and whose proxy is itself.
  struct Failing: Transferable {
    struct Refused: Error {}
    static var transferRepresentation: some TransferRepresentation {
      DataRepresentation(exportedContentType: .plainText) { (_: Failing) in throw Refused() }
      ProxyRepresentation { (_: Failing) in throw Refused() as Error; return "never" }
    }
  }

  /// A schedule whose dates never end and are never a date a clock reaches.
  struct NaNForever: TimelineSchedule {
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> some Sequence<Date> {
      repeatElement(Date(timeIntervalSinceReferenceDate: .nan), count: Int.max)
    }
  }
  /// A schedule of every second from the start date on, without end.
  struct EverySecond: TimelineSchedule {
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> some Sequence<Date> {
      sequence(first: startDate) { $0.addingTimeInterval(1) }
    }
  }

  /// The date a timeline's content is drawn at, in seconds from 2001.
  static func seconds(_ context: TimelineViewDefaultContext) -> Text { Text(verbatim: "\(context.date.timeIntervalSinceReferenceDate)") }

  /// A schedule of two infinite dates.
  struct TwoInfinite: TimelineSchedule {
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> [Date] { [Self.infinite, Self.infinite] }
    static let infinite = Date(timeIntervalSinceReferenceDate: .infinity)
  }

  /// The outcome and message fragment of every case that does not render cleanly; the others must render with no warning.
  static let invalidFrame = "invalid frame dimension (negative or non-finite), as SwiftUI warns"
  static let depth = "the view nests more than 2000 views deep (ViewDepth.limit); flatten it"
  static let gesture = "is not a number, a threshold no touch can be compared with; drawn unchanged, as every gesture in a still is"

  static let outcomes: [String: (outcome: String, says: String)] = [
    "canvas-nan-infinite-frame": ("warns", ".frame(height: inf): " + invalidFrame),
    // iOS draws a million fills; a still counts each as a view, and the canvas is named with the fix.
    "canvas-1m-fills": ("fails", "a Canvas recorded more than 100000 drawing operations (fill, stroke, draw), each drawn as a view; draw "
      + "fewer (e.g. add the shapes to one Path and fill it once)"),
    "canvas-singular-and-nan-transforms": ("warns", "GraphicsContext.rotate(by: .radians(nan)): a number that is not finite is not usable"),
    "canvas-drawlayer-nested-1000-faded": ("fails", "GraphicsContext.drawLayer is nested more than 100 layers deep (GraphicsContext.maxLayerDepth)"),
    "canvas-opacity-blend-extremes": ("warns", ".opacity nan is not usable; drawn with opacity 1"),
    "canvas-filters-extreme": ("warns", ".blur radius inf is not usable; drawn without the blur"),
    // Each filter wraps every later drawing once more. Before: the failure named the depth limit, not the canvas.
    "canvas-1000-filters-100-fills": ("fails", "GraphicsContext.addFilter(_:options:): more than 100 filters on one context "
      + "(GraphicsContext.maxEffects)"),
    // Before: silent.
    "canvas-resolve-symbol-missing-and-duplicate-tags": ("warns", "Canvas(renderer:symbols:): the tag 1 is given to 2 symbol views; "
      + "resolveSymbol(id:) finds the first"),
    "photospicker-selection-counts": ("warns", "PhotosPicker(maxSelectionCount: -1): a selection limit is a count of items"),
    // Before: the render hung, reading the endless schedules for a NaN or a finite date.
    "timelineview-explicit-nan-forever": ("warns", "TimelineView(.explicit(_:)): the date nan s from 2001 is not a date a clock reaches"),
    "timelineview-custom-nan-forever": ("warns", "TimelineView(NaNForever): no date a clock reaches among the schedule's first 10000 dates "
      + "(TimelineDateScan.limit); the first is nan s from 2001, so the timeline never updates; drawn at the one moment a still image "
      + "shows. Give finite dates"),
    "timelineview-explicit-descending-and-duplicate": ("warns", "TimelineView(.explicit(_:)): the date inf s from 2001 is not a date a clock reaches"),
    "timelineview-animation-negative-paused": ("warns", "minimumInterval inf s is not a finite number of seconds ≥ 0"),
    "searchable-10000-tokens": ("warns", "has more than 20000 characters (TextLength.limit)"),
    // Before: "every pixel of the 448×528 image is the same color", with nothing naming the table.
    "table-no-columns": ("fails", "Table has 3 row(s) and no column, so no row shows anything"),
    // Before: silent.
    "table-column-widths-nan-negative-inverted": ("warns", "TableColumn .width(min: 200, ideal: inf, max: 10): ideal inf is not a finite "
      + "width of 0 or more; max 10 is below min 200, contradictory constraints; not laid out, as a table in a compact width shows only "
      + "its first column, full width"),
    "list-id-self-duplicates-100000": ("warns", "ForEach: the ID same occurs multiple times within the collection"),
    "sharelink-every-label-form": ("warns", ".frame(width: nan): " + invalidFrame),
    // Before: silent.
    "gestures-nan-infinite-negative": ("warns", ".onLongPressGesture(minimumDuration: nan, maximumDistance: -10): minimumDuration nan "
      + gesture),
    "gestures-nested-1000": ("fails", depth),
  ]

  static let cases: [Case] = {
    var list = HostileCaseList(outcomes: outcomes)
    func add(_ name: String, _ view: @escaping @Sendable () -> some View) { list.add(name, view) }
    add("control") { box }
    // Drawing.
    add("canvas-nan-infinite-frame") {
      VStack {
        Canvas { context, size in context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.red)) }.frame(width: .nan, height: 20)
        Canvas { context, size in context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.blue)) }
          .frame(width: 20, height: .infinity)
      }.frame(width: 40, height: 60)
    }
    add("canvas-1m-fills") {
      canvas { context, _ in
        for i in 0..<1_000_000 { context.fill(Path(CGRect(x: Double(i % 40), y: Double(i / 40 % 40), width: 1, height: 1)), with: .color(.red)) }
      }
    }
    add("canvas-singular-and-nan-transforms") {
      canvas { context, _ in
        var flat = context
        flat.scaleBy(x: 0, y: 1)
        flat.fill(square, with: .color(.red))
        var singular = context
        singular.concatenate(CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 0, ty: 0))
        singular.fill(square, with: .color(.green))
        var broken = context
        broken.concatenate(CGAffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: .infinity))
        broken.rotate(by: .degrees(.nan))
        broken.fill(square, with: .color(.blue))
      }
    }
    add("canvas-clip-empty-and-inverse") {
      canvas { context, _ in
        var inverse = context
        inverse.clip(to: Path(), options: .inverse)
        inverse.fill(square, with: .color(.green))
        context.clip(to: Path())
        context.drawLayer { $0.fill(square, with: .color(.red)) }
        context.clipToLayer { $0.fill(Path(), with: .color(.black)) }
        context.fill(square, with: .color(.red))
      }
    }
    add("canvas-drawlayer-nested-1000-faded") { canvas { context, _ in faded(&context, 1_000) } }
    add("canvas-resolve-symbol-missing-and-duplicate-tags") {
      marked(Canvas { context, _ in
        if let missing = context.resolveSymbol(id: 99) { context.draw(missing, at: CGPoint(x: 10, y: 10)) }
        if let nothing = context.resolveSymbol(id: "1") { context.draw(nothing, at: CGPoint(x: 10, y: 10)) }
        if let twice = context.resolveSymbol(id: 1) { context.draw(twice, in: CGRect(x: 0, y: 0, width: .nan, height: 1e300)) }
      } symbols: {
        Color.green.frame(width: 10, height: 10).tag(1)
        Color.red.frame(width: 10, height: 10).tag(1)
      }.frame(width: 40, height: 40))
    }
    add("canvas-opacity-blend-extremes") {
      canvas { context, _ in
        var nan = context
        nan.opacity = .nan
        nan.fill(square, with: .color(.red))
        var negative = context
        negative.opacity = -1
        negative.blendMode = .destinationOut
        negative.fill(square, with: .color(.red))
        var huge = context
        huge.opacity = 1e9
        huge.blendMode = .plusLighter
        huge.fill(square, with: .color(.blue))
      }
    }
    add("canvas-filters-extreme") {
      canvas { context, _ in
        context.addFilter(.blur(radius: .infinity))
        context.addFilter(.shadow(color: .black, radius: .nan, x: .infinity, y: -.infinity))
        context.addFilter(.saturation(.nan))
        context.addFilter(.brightness(-.infinity))
        context.fill(square, with: .color(.red))
      }
    }
    add("canvas-1000-filters-100-fills") {
      canvas { context, _ in
        for _ in 0..<1_000 { context.addFilter(.hueRotation(.degrees(1))) }
        for i in 0..<100 { context.fill(Path(CGRect(x: Double(i % 10) * 4, y: Double(i / 10) * 4, width: 3, height: 3)), with: .color(.red)) }
      }
    }
    // Time.
    add("timelineview-explicit-endless") {
      marked(TimelineView(.explicit(sequence(first: date(0)) { $0.addingTimeInterval(1) })) { context in
        Text(verbatim: "\(context.date.timeIntervalSinceReferenceDate)")
      })
    }
    add("timelineview-explicit-nan-forever") {
      marked(TimelineView(.explicit(repeatElement(date(.nan), count: Int.max))) { context in
        Text(verbatim: "\(context.date.timeIntervalSinceReferenceDate)")
      })
    }
    add("timelineview-custom-nan-forever") {
      marked(TimelineView(NaNForever()) { context in Text(verbatim: "\(context.date.timeIntervalSinceReferenceDate)") })
    }
    add("timelineview-custom-every-second") {
      marked(TimelineView(EverySecond()) { context in Text(context.date, style: .time).environment(\.timeZone, TimeZone(identifier: "UTC")!) })
    }
    add("timelineview-explicit-descending-and-duplicate") {
      marked(TimelineView(.explicit([date(100), date(100), date(-1e300), date(.infinity)])) { context in
        Text(verbatim: "\(context.date.timeIntervalSinceReferenceDate)")
      })
    }
    add("timelineview-periodic-far-and-tiny") {
      VStack {
        TimelineView(.periodic(from: .distantFuture, by: 1e-300)) { Text(verbatim: "\($0.date.timeIntervalSinceReferenceDate)") }
        TimelineView(.periodic(from: date(-1e300), by: .greatestFiniteMagnitude)) { Text(verbatim: "\($0.date.timeIntervalSinceReferenceDate)") }
      }
    }
    add("timelineview-animation-negative-paused") {
      VStack {
        TimelineView(.animation(minimumInterval: -1, paused: true)) { Text(verbatim: "\($0.date.timeIntervalSinceReferenceDate)") }
        TimelineView(.animation(minimumInterval: .infinity)) { Text(verbatim: "\($0.date.timeIntervalSinceReferenceDate)") }
      }
    }
    add("timelineview-nested-100") {
      (0..<100).reduce(AnyView(box)) { inner, _ in AnyView(TimelineView(.everyMinute) { _ in inner }) }
    }
    add("timers-in-timeline") {
      TimelineView(.periodic(from: date(0), by: 1)) { context in
        VStack {
          Text(timerInterval: context.date...context.date, countsDown: false)
          ProgressView(timerInterval: context.date...context.date.addingTimeInterval(.greatestFiniteMagnitude)) { Text("Up") }
          ProgressView(timerInterval: Date.distantFuture...Date.distantFuture, countsDown: false) { Text("Flat") } currentValueLabel: { Text("v") }
        }.frame(width: 160)
      }
    }
    // Search and tables.
    add("searchable-1mb-text-10000-suggestions") {
      NavigationStack { List { Text("A") } }
        .searchable(text: .constant(megabyte), isPresented: .constant(true))
        .searchSuggestions { ForEach(0..<10_000, id: \.self) { Text("Suggestion \($0)").searchCompletion("s\($0)") } }
        .frame(width: 300, height: 200)
    }
    add("searchable-10000-tokens") {
      NavigationStack { List { Text("A") } }
        .searchable(text: .constant(""), tokens: .constant(rows + rows), suggestedTokens: .constant(Array(repeating: rows[0], count: 10_000)),
                    prompt: Text(megabyte)) { Text($0.name) }
        .frame(width: 300, height: 200)
    }
    add("searchable-scopes-presentation-behavior") {
      NavigationStack { List { Text("A") }.navigationTitle("T") }
        .searchable(text: .constant("q"), isPresented: .constant(true))
        .searchScopes(.constant(Double.nan), activation: .onSearchPresentation) { ForEach(0..<1_000, id: \.self) { Text("S\($0)").tag(Double($0)) } }
        .searchPresentationToolbarBehavior(.avoidHidingContent)
        .frame(width: 300, height: 200)
    }
    add("table-no-columns") { Table(rows) { TableColumnForEach(0..<0) { _ in TableColumn("Never") { (row: Row) in Text(row.name) } } }.frame(width: 200, height: 120) }
    add("table-1000-columns-each") {
      Table(rows) { TableColumnForEach(0..<1_000) { i in TableColumn("C\(i)") { (row: Row) in Text("\(row.name) \(i)") } } }.frame(width: 200, height: 120)
    }
    add("table-column-widths-nan-negative-inverted") {
      Table(rows) {
        TableColumn("Name", value: \Row.name).width(.nan)
        TableColumn("Neg", value: \Row.name).width(-40)
        TableColumn("Inv", value: \Row.name).width(min: 200, ideal: .infinity, max: 10)
      }.frame(width: 200, height: 120)
    }
    add("table-sort-nan-keys") {
      Table(rows, sortOrder: .constant([KeyPathComparator(\Row.score, order: .reverse)])) {
        TableColumn("Score", value: \Row.score) { Text("\($0.score)") }
      }.frame(width: 200, height: 120)
    }
    add("table-selection-of-missing-rows") {
      VStack {
        Table(rows, selection: .constant(Optional(999))) { TableColumn("A", value: \Row.name) }
        Table(rows, selection: .constant(Set([-1, Int.max]))) { TableColumn("B", value: \Row.name) }
      }.frame(width: 200, height: 240)
    }
    add("list-100000-rows") { List(0..<100_000, id: \.self) { Text("Row \($0)") }.frame(width: 200, height: 120) }
    add("list-id-self-duplicates-100000") {
      List(Array(repeating: "same", count: 100_000), id: \.self) { Text($0) }.frame(width: 200, height: 120)
    }
    // Sharing and pickers.
    add("sharelink-empty-and-endless-items") {
      VStack {
        ShareLink(items: [String]())
        ShareLink(items: (0...).lazy.map { "\($0)" }) { Text("Endless") }
        ShareLink(items: [URL]()) { Label("None", systemImage: "square.and.arrow.up") }
      }
    }
    add("sharelink-1mb-preview-subject-message") {
      VStack {
        ShareLink(item: "x", subject: Text(megabyte), message: Text(megabyte), preview: SharePreview(megabyte, image: Image(systemName: "photo")))
        ShareLink("Title", item: URL(string: "https://example.com")!, subject: Text("S"), message: Text("M"),
                  preview: SharePreview("P", image: Image(systemName: "photo"), icon: Image(systemName: "star")))
      }.frame(width: 200)
    }
    add("sharelink-every-label-form") {
      VStack {
        ShareLink(item: "a")
        ShareLink("Title", item: "b")
        ShareLink(item: "c") { Text("Custom") }
        ShareLink(item: "d") { Image(systemName: "square.and.arrow.up").frame(width: .nan) }
        ShareLink(item: "e") { EmptyView() }
      }.frame(width: 200)
    }
    add("sharelink-failing-transferable") { VStack { ShareLink(item: Failing()); box.draggable(Failing()) } }
    add("photospicker-selection-counts") {
      VStack {
        PhotosPicker("Zero", selection: .constant([]), maxSelectionCount: 0)
        PhotosPicker("Negative", selection: .constant([]), maxSelectionCount: -1)
        PhotosPicker("Min", selection: .constant([]), maxSelectionCount: Int.min, selectionBehavior: .continuousAndOrdered)
      }
    }
    add("photospicker-hostile-filters") {
      VStack {
        PhotosPicker("Any", selection: .constant(nil), matching: .any(of: []))
        PhotosPicker("All", selection: .constant(nil), matching: .all(of: [.images, .not(.images)]))
        PhotosPicker("Deep", selection: .constant(nil), matching: (0..<1_000).reduce(PHPickerFilter.videos) { f, _ in .not(f) })
      }
    }
    add("file-importer-exporter-presented") {
      box
        .fileImporter(isPresented: .constant(true), allowedContentTypes: []) { _ in }
        .fileExporter(isPresented: .constant(true), items: [Failing](), contentTypes: [.plainText]) { _ in }
        .fileExporter(isPresented: .constant(true), item: Optional<String>.none) { _ in }
    }
    add("drag-drop-nested-100") {
      (0..<100).reduce(AnyView(box)) { inner, i in
        AnyView(inner.draggable("\(i)") { Text(megabyte) }.dropDestination(for: String.self) { _, _ in false })
      }
    }
    add("gestures-nan-infinite-negative") {
      marked(box
        .gesture(DragGesture(minimumDistance: .nan))
        .gesture(LongPressGesture(minimumDuration: -1, maximumDistance: .infinity), including: .none)
        .simultaneousGesture(MagnifyGesture(minimumScaleDelta: .nan))
        .highPriorityGesture(RotateGesture(minimumAngleDelta: .degrees(.infinity)))
        .onLongPressGesture(minimumDuration: .nan, maximumDistance: -10) {})
    }
    add("gestures-nested-1000") {
      (0..<1_000).reduce(AnyView(box)) { inner, _ in
        AnyView(inner.simultaneousGesture(TapGesture(count: -1).exclusively(before: DragGesture()).sequenced(before: LongPressGesture())))
      }
    }
    return list.cases
  }()

  /// A schedule's dates are read to `TimelineDateScan.limit` at most: an endless explicit schedule draws at its first
  /// date, where the search for a NaN date among its dates never ended, and an endless custom schedule of NaN dates is
  /// named and drawn at the reference date, where the search for a finite date never ended.
  @Test func endlessSchedulesAreReadToTheirLimit() throws {
    func rendered(_ view: @escaping @Sendable () -> some View) throws -> (data: Data, warnings: [String]) {
      let image = try ViewRenderer(scale: 1).rasterize(HostileBuilt { view().fixedSize() }, in: .unspecified)
      return (try image.pngData(), image.diagnostics.warnings.map(\.message))
    }
    let endless = try rendered { TimelineView(.explicit(sequence(first: Self.date(7)) { $0.addingTimeInterval(1) })) { Self.seconds($0) } }
    #expect(endless.warnings == [])
    #expect(endless.data == (try rendered { TimelineView(.explicit([Self.date(7)])) { Self.seconds($0) } }).data)
    let never = try rendered { TimelineView(NaNForever()) { Self.seconds($0) } }
    #expect(never.warnings == ["TimelineView(NaNForever): no date a clock reaches among the schedule's first 10000 dates "
      + "(TimelineDateScan.limit); the first is nan s from 2001, so the timeline never updates; drawn at the one moment a still image "
      + "shows. Give finite dates"])
    #expect(never.data == (try rendered { TimelineView(.everyMinute) { Self.seconds($0) } }).data)
    // An explicit schedule of NaN dates without end is named once, for its first date.
    let nanExplicit = try rendered { TimelineView(.explicit(repeatElement(Self.date(.nan), count: Int.max))) { Self.seconds($0) } }
    #expect(nanExplicit.warnings == ["TimelineView(.explicit(_:)): the date nan s from 2001 is not a date a clock reaches, so the "
      + "timeline never updates to it; give finite dates"])
    #expect(nanExplicit.data == never.data)
    // A short custom schedule of no finite date says how many it has.
    let two = try rendered { TimelineView(TwoInfinite()) { Self.seconds($0) } }
    #expect(two.warnings == ["TimelineView(TwoInfinite): no date a clock reaches among the schedule's 2 dates; the first is inf s "
      + "from 2001, so the timeline never updates; drawn at the one moment a still image shows. Give finite dates"])
  }

  /// A NaN threshold of a gesture is named as written with the parameter's default; infinite and negative ones, which
  /// apps use on purpose, are not; the view draws as it does without the gesture.
  @Test func gesturesWithANaNThresholdAreNamed() throws {
    func rendered(_ view: @escaping @Sendable () -> some View) throws -> (data: Data, warnings: Set<String>) {
      let image = try ViewRenderer(scale: 1).rasterize(HostileBuilt(make: view), in: .unspecified)
      return (try image.pngData(), Set(image.diagnostics.warnings.map(\.message)))
    }
    let still = "is not a number, a threshold no touch can be compared with; drawn unchanged, as every gesture in a still is. "
    let named = try rendered {
      Self.box
        .gesture(DragGesture(minimumDistance: .nan))
        .simultaneousGesture(LongPressGesture(minimumDuration: 1, maximumDistance: .nan))
        .highPriorityGesture(MagnifyGesture(minimumScaleDelta: .nan).simultaneously(with: RotateGesture(minimumAngleDelta: .radians(.nan))))
        .gesture(MagnificationGesture(minimumScaleDelta: .nan).exclusively(before: RotationGesture(minimumAngleDelta: .degrees(.nan))))
        .onLongPressGesture(minimumDuration: .nan) {}
        .onLongPressGesture(maximumDistance: .nan, pressing: { _ in }) {}
    }
    #expect(named.warnings == [
      "DragGesture(minimumDistance: nan): minimumDistance nan \(still)Give a finite minimumDistance (the default is 10)",
      "LongPressGesture(minimumDuration: 1, maximumDistance: nan): maximumDistance nan \(still)Give a finite maximumDistance (the default is 10)",
      "MagnifyGesture(minimumScaleDelta: nan): minimumScaleDelta nan \(still)Give a finite minimumScaleDelta (the default is 0.01)",
      "RotateGesture(minimumAngleDelta: .degrees(nan)): minimumAngleDelta nan \(still)Give a finite minimumAngleDelta (the default is .degrees(1))",
      "MagnificationGesture(minimumScaleDelta: nan): minimumScaleDelta nan \(still)Give a finite minimumScaleDelta (the default is 0.01)",
      "RotationGesture(minimumAngleDelta: .degrees(nan)): minimumAngleDelta nan \(still)Give a finite minimumAngleDelta (the default is .degrees(1))",
      ".onLongPressGesture(minimumDuration: nan, maximumDistance: 10): minimumDuration nan \(still)Give a finite minimumDuration (the default is 0.5)",
      ".onLongPressGesture(minimumDuration: 0.5, maximumDistance: nan): maximumDistance nan \(still)Give a finite maximumDistance (the default is 10)",
    ])
    let plain = try rendered { Self.box }
    #expect(named.data == plain.data)
    let meant = try rendered {
      Self.box
        .gesture(DragGesture(minimumDistance: -.infinity))
        .onLongPressGesture(minimumDuration: .infinity, maximumDistance: .infinity, perform: {}, onPressingChanged: { _ in })
        .gesture(LongPressGesture(minimumDuration: -1))
        .gesture(MagnifyGesture(minimumScaleDelta: .infinity))
    }
    #expect(meant.warnings == [])
    #expect(meant.data == plain.data)
  }

  /// A column width no table could lay out is named as written, though a compact table lays out no column width;
  /// usable widths, nil and a range whose maximum is not below the others are not. A table with no column is named.
  @Test func tableColumnsNoTableCouldLayOutAreNamed() throws {
    func warnings(_ columns: @escaping @Sendable () -> some View) throws -> [String] {
      try ViewRenderer(scale: 1).rasterize(HostileBuilt(make: columns).frame(width: 200, height: 120), in: .unspecified)
        .diagnostics.warnings.map(\.message)
    }
    let fix = "; not laid out, as a table in a compact width shows only its first column, full width. Give finite widths of 0 or more, "
      + "the maximum not below the others"
    #expect(try warnings {
      Table(Self.rows) {
        TableColumn("A", value: \Row.name).width(.nan)
        TableColumn("B", value: \Row.name).width(min: -1, max: .infinity)
        TableColumn("C", value: \Row.name).width(min: 50, ideal: 80, max: 60)
        TableColumn("D", value: \Row.name).width(ideal: 10, max: 5)
      }
    } == [
      "TableColumn .width(nan): width nan is not a finite width of 0 or more" + fix,
      "TableColumn .width(min: -1, max: inf): min -1 is not a finite width of 0 or more; max inf is not a finite width of 0 or more" + fix,
      "TableColumn .width(min: 50, ideal: 80, max: 60): max 60 is below ideal 80, contradictory constraints" + fix,
      "TableColumn .width(ideal: 10, max: 5): max 5 is below ideal 10, contradictory constraints" + fix,
    ])
    // A table with no column says so, where the blank cell was all that was named.
    #expect(try warnings { Table(Self.rows) { TableColumnForEach(0..<0) { _ in TableColumn("Never", value: \Row.name) } } } == [
      "Table has 3 row(s) and no column, so no row shows anything: a table in a compact width shows only its first column's cells. "
        + "Give the table a TableColumn (a TableColumnForEach over no elements makes none)",
    ])
    #expect(try warnings {
      Table(Self.rows) {
        TableColumn("A", value: \Row.name).width(nil)
        TableColumn("B", value: \Row.name).width(0)
        TableColumn("C", value: \Row.name).width(min: 10, ideal: 10, max: 10)
        TableColumn("D", value: \Row.name).width(min: 10)
      }
    } == [])
  }

  @Test func everyExpectedOutcomeNamesACase() {
    #expect(Set(Self.outcomes.keys).subtracting(Self.cases.map(\.name)).sorted() == [])
  }

  @Test(.timeLimit(.minutes(30))) func everyCaseHasItsOutcomeAndTheRunFinishes() throws {
    #expect(try HostileCatalogRun.problems(Self.cases, entry: "Round36", fileSuffix: "round36") == [])
  }
}
