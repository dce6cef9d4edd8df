import Foundation
import SpecimenUI
import HostileSupport
import Testing
@testable import Specimen

/// Hostile inputs of the API added in the two latest stops: `MultiDatePicker` over 100 000 selected days, far, NaN and
/// inverted bounds and odd calendars; the graphical `DatePicker`'s greyed bounds; `RenameButton`; `Path.strokedPath(_:)`
/// and `CGPath.copy(strokingWithWidth:…)`/`copy(dashingWithPhase:…)` with NaN, infinite, negative and zero widths, miter
/// limits and dash patterns (empty, all zeros, negative, NaN, 10⁻⁹ long on a 10⁶-pt path, phase 10³⁰⁰); `trimmedPath`
/// with NaN; `ConcentricRectangle` and `.rect(corners:isUniform:)` with NaN and negative radii; Replace symbol effects
/// repeating `.periodic(Int.max, delay: .nan)`; `backgroundExtensionEffect`; `safeAreaBar` with huge content;
/// `symbolVariableValueMode`; gauges and sliders through `RangeFraction`; tab views of 0, 1, 5, 6 tabs and empty labels;
/// grids at `GridLayout.maximumColumns`. Every case renders in one catalog run and must have its outcome; every other
/// cell and the manifest are written.
@Suite struct HostileNewestAPITests {
  typealias Case = HostileCase

  static func date(_ seconds: Double) -> Date { Date(timeIntervalSinceReferenceDate: seconds) }
  static func day(_ year: Int, _ month: Int, _ day: Int) -> DateComponents { DateComponents(year: year, month: month, day: day) }

  static var box: some View { Color.blue.frame(width: 20, height: 20) }

  /// A 100×100 square path of `count` segments (a zigzag when `zigzag`).
  static func polyline(_ count: Int, length: CGFloat = 100) -> Path {
    var path = Path()
    path.move(to: .zero)
    for i in 1...count { path.addLine(to: CGPoint(x: length * CGFloat(i) / CGFloat(count), y: CGFloat(i % 2) * 10)) }
    return path
  }

  static var arc: Path {
    var path = Path()
    path.addArc(center: CGPoint(x: 40, y: 40), radius: 30, startAngle: .degrees(180), endAngle: .degrees(0), clockwise: false)
    return path
  }

  /// `path` stroked with `style` and filled, in an 80-pt square beside a marker (a cell of nothing fails as blank).
  static func outline(_ path: Path, _ style: StrokeStyle) -> some View { marked(Outlined(path: path, style: style)) }

  /// A path's outline made in `body`, where public code makes it.
  struct Outlined: View {
    let path: Path, style: StrokeStyle
    var body: some View { path.strokedPath(style).fill(Color.orange).frame(width: 80, height: 80).clipped() }
  }

  /// `view` beside a small box, so the cell is never blank when `view` draws nothing.
  static func marked(_ view: some View) -> some View { HStack { box; view } }

  /// A multi-date picker in a 320-pt column, in `calendar` when given.
  static func multi(_ selection: Set<DateComponents>, calendar: Calendar? = nil) -> some View {
    MultiDatePicker("Days", selection: .constant(selection)).frame(width: 320).environment(\.calendar, calendar ?? Calendar(identifier: .gregorian))
  }

  static func tabs(_ count: Int, label: String = "Tab") -> some View {
    TabView {
      ForEach(0..<count, id: \.self) { index in
        Text("Page \(index)").tabItem { Label(label.isEmpty ? "" : "\(label) \(index)", systemImage: label.isEmpty ? "" : "star") }
      }
    }
    .frame(width: 390, height: 200)
  }

  static let cases: [Case] = {
    var cases: [Case] = []
    func add(_ name: String, _ outcome: String = "renders", _ says: String = "", _ view: @escaping @Sendable () -> some View) {
      cases.append(Case(name: name, outcome: outcome, says: says, view: { AnyView(view()) }))
    }
    add("control") { box }
    // MultiDatePicker.
    add("multidate-100000-days") {
      multi(Set((0..<100_000).map { day(2000 + $0 / 365, 1 + $0 % 12, 1 + $0 % 28) }))
    }
    add("multidate-far-days") { multi([day(Int.max, Int.max, Int.max), day(Int.min, 1, 1), day(-4_000_000, 1, 1)]) }
    add("multidate-extreme-eras") {
      var far = day(2024, 1, 1), negative = day(1, 1, 1)
      (far.era, negative.era) = (Int.max, Int.min)
      return multi([far, negative])
    }
    add("multidate-extreme-years") { multi([day(100_000, 1, 1), day(-100_000, 12, 31), day(0, 0, 0)]) }
    add("multidate-incomplete-days") { multi([DateComponents(year: 2024), DateComponents(month: 2, day: 30), DateComponents()]) }
    add("multidate-distant-bounds") {
      MultiDatePicker("Days", selection: .constant([]), in: Date.distantFuture..<Date.distantFuture).frame(width: 320)
    }
    add("multidate-distant-past-upper") { MultiDatePicker("Days", selection: .constant([]), in: ..<Date.distantPast).frame(width: 320) }
    add("multidate-distant-future-lower") { MultiDatePicker("Days", selection: .constant([]), in: Date.distantFuture...).frame(width: 320) }
    add("multidate-huge-bounds") {
      MultiDatePicker("Days", selection: .constant([day(2024, 5, 1)]), in: date(-1e300)..<date(1e300)).frame(width: 320)
    }
    add("multidate-infinite-bounds") {
      MultiDatePicker("Days", selection: .constant([]), in: date(-.infinity)..<date(.infinity)).frame(width: 320)
    }
    add("multidate-nan-lower-partial") {
      MultiDatePicker("Days", selection: .constant([day(2024, 5, 1)]), in: PartialRangeFrom(date(.nan))).frame(width: 320)
    }
    add("multidate-nan-upper-partial") {
      MultiDatePicker("Days", selection: .constant([]), in: PartialRangeUpTo(date(.nan))).frame(width: 320)
    }
    add("multidate-empty-range") { MultiDatePicker("Days", selection: .constant([]), in: date(0)..<date(0)).frame(width: 320) }
    add("multidate-odd-first-weekday") {
      var calendar = Calendar(identifier: .gregorian)
      calendar.firstWeekday = 0
      return multi([day(2024, 5, 1)], calendar: calendar)
    }
    add("multidate-huge-first-weekday") {
      var calendar = Calendar(identifier: .gregorian)
      calendar.firstWeekday = Int.max
      calendar.minimumDaysInFirstWeek = Int.min
      return multi([day(2024, 5, 1)], calendar: calendar)
    }
    for identifier in [Calendar.Identifier.hebrew, .islamicUmmAlQura, .ethiopicAmeteAlem, .chinese, .japanese, .persian] {
      add("multidate-calendar-\(identifier)") { multi([day(2024, 13, 1), day(5784, 13, 29)], calendar: Calendar(identifier: identifier)) }
    }
    add("multidate-component-calendar") {
      var components = day(2024, 2, 29)
      components.calendar = Calendar(identifier: .hebrew)
      components.timeZone = TimeZone(secondsFromGMT: 18 * 3600)
      return multi([components])
    }
    add("datepicker-graphical-inverted-far", "warns", "DatePicker(selection:): a date -1000000000000 s from 2001 is not one a formatter can show; drawn as -100000000000 s") {
      DatePicker("D", selection: .constant(date(0)), in: date(-1e12)...date(-1e12), displayedComponents: .date)
        .datePickerStyle(.graphical).frame(width: 320)
    }
    add("datepicker-graphical-distant") {
      DatePicker("D", selection: .constant(Date.distantFuture), in: Date.distantPast...Date.distantFuture)
        .datePickerStyle(.graphical).frame(width: 320)
    }
    add("datepicker-graphical-nan-upper") {
      DatePicker("D", selection: .constant(date(0)), in: PartialRangeThrough(date(.nan)), displayedComponents: .date)
        .datePickerStyle(.graphical).frame(width: 320)
    }
    add("renamebutton-many") {
      VStack { ForEach(0..<1_000, id: \.self) { _ in RenameButton() } }.renameAction {}.frame(width: 200, height: 200).clipped()
    }
    add("renamebutton-no-action") { RenameButton().labelStyle(.iconOnly) }
    // Stroke outlines.
    for (name, width) in [("nan", CGFloat.nan), ("inf", .infinity), ("negative", -4), ("zero", 0), ("tiny", 1e-300)] {
      let unusable = !(width.isFinite && width >= 0)
      add("stroked-width-\(name)", unusable ? "warns" : "renders",
          unusable ? "Path.strokedPath(_:): a line width of \(NumberText.describe(Double(width))) is not a finite width ≥ 0, so the outline is empty and nothing is drawn. Give StrokeStyle(lineWidth:) a finite width ≥ 0" : "") {
        outline(arc, StrokeStyle(lineWidth: width, lineCap: .round, lineJoin: .round))
      }
    }
    add("stroked-width-huge") { outline(arc, StrokeStyle(lineWidth: 1e300, lineCap: .round, lineJoin: .miter)) }
    add("stroked-miter-nan", "warns", "Path.strokedPath(_:): a miter limit of nan is not a number; miter joins are outlined with the default limit 10") {
      outline(polyline(40), StrokeStyle(lineWidth: 6, lineJoin: .miter, miterLimit: .nan))
    }
    for (name, limit) in [("inf", CGFloat.infinity), ("negative", -1), ("huge", 1e300)] {
      add("stroked-miter-\(name)") { outline(polyline(40), StrokeStyle(lineWidth: 6, lineJoin: .miter, miterLimit: limit)) }
    }
    add("stroked-dash-empty") { outline(arc, StrokeStyle(lineWidth: 4, dash: [])) }
    add("stroked-dash-zeros", "warns", "Path.strokedPath(_:): a dash of only lengths of 0 would never end a dash; the line is outlined solid") { outline(arc, StrokeStyle(lineWidth: 4, dash: [0, 0, 0])) }
    add("stroked-dash-negative", "warns", "Path.strokedPath(_:): a dash length of -2 is not a finite length ≥ 0; the line is outlined solid. Give StrokeStyle(dash:) finite lengths ≥ 0") { outline(arc, StrokeStyle(lineWidth: 4, dash: [4, -2])) }
    add("stroked-dash-nan", "warns", "Path.strokedPath(_:): a dash length of nan is not a finite length ≥ 0; the line is outlined solid") { outline(arc, StrokeStyle(lineWidth: 4, dash: [.nan, 2], dashPhase: .nan)) }
    add("stroked-dash-inf", "warns", "Path.strokedPath(_:): a dash length of inf is not a finite length ≥ 0") { outline(arc, StrokeStyle(lineWidth: 4, dash: [CGFloat.infinity, 2], dashPhase: -CGFloat.infinity)) }
    add("stroked-dash-phase-1e300") { outline(arc, StrokeStyle(lineWidth: 4, dash: [6, 3], dashPhase: 1e300)) }
    add("stroked-dash-tiny-long-path") { outline(polyline(1, length: 1e6), StrokeStyle(lineWidth: 4, dash: [1e-9, 1e-9])) }
    add("stroked-dash-tiny-on-huge-off") { outline(polyline(1, length: 1e6), StrokeStyle(lineWidth: 4, dash: [1e-9, 1e300])) }
    add("stroked-dash-10000-entries") { outline(arc, StrokeStyle(lineWidth: 4, dash: (0..<10_000).map { CGFloat($0 % 3) })) }
    add("stroked-nan-points") {
      var path = Path()
      path.move(to: CGPoint(x: CGFloat.nan, y: 0))
      path.addLine(to: CGPoint(x: 10, y: CGFloat.infinity))
      path.addQuadCurve(to: CGPoint(x: 1e300, y: -1e300), control: CGPoint(x: CGFloat.nan, y: CGFloat.nan))
      return outline(path, StrokeStyle(lineWidth: 4, dash: [2, 2]))
    }
    add("stroked-huge-coordinates") {
      var path = Path()
      path.move(to: CGPoint(x: -1e300, y: 0))
      path.addLine(to: CGPoint(x: 1e300, y: 40))
      path.addLine(to: CGPoint(x: 1e300, y: 1e300))
      return outline(path, StrokeStyle(lineWidth: 4, lineCap: .square, dash: [5, 5]))
    }
    add("stroked-19000-segments", "warns", "more than RenderLimits.maxPathElements (100000); not drawn") { outline(polyline(19_000), StrokeStyle(lineWidth: 1, lineJoin: .round)) }
    add("stroked-100000-segments", "warns", "Path.strokedPath(_:): the path has 100001 elements, more than StrokeOutline.maxPoints (20000); its outline (about nine elements a point) could not be drawn, so it is empty. Stroke the path with .stroke(style:) instead") { outline(polyline(100_000), StrokeStyle(lineWidth: 1, lineJoin: .round)) }
    add("stroked-curves-in-canvas", "warns", "Path.strokedPath(_:): the path has 24001 points once its curves are flattened") {
      Canvas { context, _ in
        var path = Path()
        path.move(to: .zero)
        for i in 0..<1_000 { path.addQuadCurve(to: CGPoint(x: CGFloat(i % 80), y: 40), control: CGPoint(x: 0, y: 80)) }
        context.fill(path.strokedPath(StrokeStyle(lineWidth: 2)), with: .color(.orange))
        context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.blue))
      }.frame(width: 80, height: 80)
    }
    add("canvas-path-200000-elements", "warns", "GraphicsContext.stroke(_:with:): a path of 200001 elements, more than RenderLimits.maxPathElements (100000); not drawn") {
      Canvas { context, _ in
        context.stroke(polyline(200_000), with: .color(.orange))
        context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.blue))
      }.frame(width: 80, height: 80)
    }
    add("stroked-copy-hostile", "warns", "CGPath.copy(strokingWithWidth:lineCap:lineJoin:miterLimit:transform:): a line width of nan is not a finite width ≥ 0") {
      let cg = arc.cgPath.copy(strokingWithWidth: .nan, lineCap: .square, lineJoin: .miter, miterLimit: .nan,
                               transform: CGAffineTransform(a: .nan, b: 0, c: 0, d: .infinity, tx: 0, ty: 0))
      let dashed = arc.cgPath.copy(dashingWithPhase: 1e300, lengths: [-1, .nan, 0])
      return ZStack { Path(cg).fill(Color.red); Path(dashed).stroke(Color.blue) }.frame(width: 80, height: 80)
    }
    add("stroked-copy-dash-zero-lengths") { Path(arc.cgPath.copy(dashingWithPhase: 0, lengths: [0])).stroke(Color.blue).frame(width: 80, height: 80) }
    add("trimmed-nan", "warns", "Path.trimmedPath(from: nan, to: 1): a fraction that is not a number trims the path to nothing, so nothing is drawn. Give fractions from 0 to 1") {
      marked(ZStack {
        arc.trimmedPath(from: .nan, to: 1).stroke(Color.red)
        arc.trimmedPath(from: 0, to: .nan).stroke(Color.red)
        Circle().trim(from: .nan, to: .infinity).stroke(Color.blue)
      }.frame(width: 80, height: 80))
    }
    add("trimmed-huge-path") {
      var path = Path()
      path.move(to: CGPoint(x: -1e308, y: 0))
      path.addLine(to: CGPoint(x: 1e308, y: 0))
      path.addLine(to: CGPoint(x: 1e308, y: CGFloat.nan))
      return marked(path.trimmedPath(from: 0.25, to: 0.5).stroke(Color.red).frame(width: 80, height: 80))
    }
    // Concentric rectangles.
    add("concentric-nan-radii") {
      ConcentricRectangle(topLeadingCorner: .fixed(.nan), topTrailingCorner: .fixed(-10), bottomLeadingCorner: .concentric(minimum: .fixed(.infinity)),
                          bottomTrailingCorner: .fixed(1e300)).fill(Color.orange).frame(width: 80, height: 60)
    }
    add("concentric-uniform-nan") {
      Color.orange.clipShape(.rect(corners: .fixed(CGFloat.nan), isUniform: true)).frame(width: 80, height: 60)
    }
    add("concentric-in-hostile-container") {
      marked(ConcentricRectangle().inset(by: .nan).fill(Color.orange).frame(width: 80, height: 60)
        .containerShape(RoundedRectangle(cornerRadius: .nan)))
    }
    add("concentric-uneven-container") {
      marked(ConcentricRectangle(uniformTopCorners: .concentric, uniformBottomCorners: .fixed(-1e300)).inset(by: 1e300).fill(Color.orange))
        .frame(width: 80, height: 60)
        .containerShape(UnevenRoundedRectangle(topLeadingRadius: .infinity, bottomLeadingRadius: .nan, bottomTrailingRadius: -5, topTrailingRadius: 1e300))
    }
    add("concentric-huge-inset") { ConcentricRectangle().inset(by: -1e300).fill(Color.orange).frame(width: 80, height: 60).clipped() }
    // Symbol effects and modes.
    add("symbol-replace-periodic-intmax") {
      Image(systemName: "star.fill")
        .contentTransition(.symbolEffect(.replace.magic(fallback: .downUp.byLayer), options: .repeat(.periodic(Int.max, delay: .nan))))
        .symbolEffect(.bounce, options: .repeat(.periodic(Int.min, delay: -.infinity)).speed(.nan), value: 1)
        .symbolEffect(.pulse, options: .repeat(.continuous).repeat(.periodic(delay: 1e300)), isActive: true)
    }
    add("symbol-replace-offup-intmin") {
      Image(systemName: "star.fill").contentTransition(.symbolEffect(.replace.offUp, options: .repeat(.periodic(Int.min))))
    }
    add("symbol-variable-value-nan") {
      Image(systemName: "wifi", variableValue: .nan).symbolVariableValueMode(.draw).symbolVariableValueMode(nil)
    }
    add("symbol-variable-value-inf") { Image(systemName: "speaker.wave.3", variableValue: -.infinity).symbolVariableValueMode(.color) }
    // Background extension and safe area bars.
    add("backgroundextension-huge") {
      Color.orange.frame(width: 1e6, height: 1e6).backgroundExtensionEffect().frame(width: 80, height: 80).clipped()
    }
    add("backgroundextension-nan-frame", "warns", ".frame(width: nan): invalid frame dimension") {
      Color.orange.frame(width: .nan, height: 40).backgroundExtensionEffect().safeAreaPadding(.horizontal, 20).frame(width: 80, height: 80)
    }
    add("backgroundextension-nested") {
      var view = AnyView(Color.orange.frame(width: 40, height: 40))
      for _ in 0..<12 { view = AnyView(view.backgroundExtensionEffect().safeAreaPadding(4)) }
      return view.frame(width: 80, height: 80).clipped()
    }
    add("safeareabar-huge", "warns", ".safeAreaBar(spacing: nan) is not a finite length; laid out with spacing 0") {
      ScrollView { Color.blue.frame(height: 40) }
        .safeAreaBar(edge: .bottom) { Color.red.frame(height: 1e6) }
        .safeAreaBar(edge: .top, spacing: .nan) { VStack { ForEach(0..<10_000, id: \.self) { Text("Row \($0)") } } }
        .frame(width: 200, height: 200)
    }
    add("safeareabar-horizontal-nan", "warns", ".safeAreaBar(spacing: -inf) is not a finite length") {
      Color.blue.safeAreaBar(edge: .leading, spacing: -.infinity) { Color.red.frame(width: .infinity) }.frame(width: 200, height: 100)
    }
    // Gauges and sliders (RangeFraction).
    add("gauge-value-beyond-huge-range") { Gauge(value: Double.greatestFiniteMagnitude, in: -Double.greatestFiniteMagnitude...0) { Text("G") }.frame(width: 100) }
    add("gauge-subnormal-range") { Gauge(value: 5e-324, in: 0...5e-324) { Text("G") }.gaugeStyle(.accessoryLinearCapacity).frame(width: 100) }
    add("gauge-nan-value-huge-range", "warns", "Gauge value nan is not a number; drawn at the lower bound -1e+308. Give a value within -1e+308...1e+308") { Gauge(value: Double.nan, in: -1e308...1e308) { Text("G") }.gaugeStyle(.linearCapacity).frame(width: 100) }
    add("slider-subnormal-step") { Slider(value: .constant(1e-320), in: 0...5e-324, step: 5e-324).frame(width: 100) }
    add("slider-float-nan", "warns", "Slider bounds -inf...0 are not finite") { Slider(value: .constant(Float.nan), in: -Float.infinity...0).frame(width: 100) }
    // Tab views around the More item.
    add("tabview-0-tabs") { marked(tabs(0)) }
    for count in [1, 5, 6, 7] {
      add("tabview-\(count)-tabs") { tabs(count) }
    }
    add("tabview-6-empty-labels", "fails", "Image(systemName: \"\"): refused an empty name") { tabs(6, label: "") }
    add("tabview-100000-empty-labels", "fails", "Image(systemName: \"\"): refused an empty name") { tabs(100_000, label: "") }
    add("tabview-6-selected-last") {
      TabView(selection: .constant(5)) { ForEach(0..<6, id: \.self) { Text("P\($0)").tabItem { EmptyView() }.tag($0) } }.frame(width: 390, height: 200)
    }
    // Grids near GridLayout.maximumColumns.
    add("grid-1000-columns") {
      Grid { GridRow { ForEach(0..<1_000, id: \.self) { _ in Color.red.frame(width: 1, height: 1) } } }.frame(width: 100, height: 20).clipped()
    }
    add("grid-1001-columns", "warns", "GridRow has 1001 cells") {
      Grid { GridRow { ForEach(0..<1_001, id: \.self) { _ in Color.red.frame(width: 1, height: 1) } } }.frame(width: 100, height: 20).clipped()
    }
    // Before round 21 silent; a span below one column is now named (the grid clamps it to 1, as SwiftUI does).
    add("grid-span-past-maximum", "warns", ".gridCellColumns(-9223372036854775808) spans fewer than one column") {
      Grid {
        GridRow { Color.red.gridCellColumns(999); Color.blue.gridCellColumns(Int.max) }
        GridRow { ForEach(0..<1_000, id: \.self) { _ in Color.green.gridCellColumns(Int.min) } }
      }.frame(width: 100, height: 20).clipped()
    }
    return cases
  }()

  /// An inset past half the rectangle (a null rect at infinity) or not finite leaves nothing, not infinite coordinates.
  @Test func aConcentricRectangleInsetPastItsMiddleIsEmpty() {
    let rect = CGRect(x: 0, y: 0, width: 80, height: 60)
    #expect(ConcentricRectangle().inset(by: 1e300).path(in: rect).isEmpty)
    #expect(ConcentricRectangle().inset(by: 40).path(in: rect).isEmpty)
    #expect(ConcentricRectangle().inset(by: .nan).path(in: rect).isEmpty)
    #expect(ConcentricRectangle().inset(by: 10).path(in: rect).boundingRect == CGRect(x: 10, y: 10, width: 60, height: 40))
  }

  @Test(.timeLimit(.minutes(30))) func everyCaseHasItsOutcomeAndTheRunFinishes() throws {
    #expect(try HostileCatalogRun.problems(Self.cases, entry: "Newest", fileSuffix: "newest") == [])
  }
}
