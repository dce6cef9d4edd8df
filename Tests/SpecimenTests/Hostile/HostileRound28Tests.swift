import Foundation
import SpecimenUI
import HostileSupport
import Testing
@testable import Specimen

/// Hostile inputs of round 28: safe areas and device geometry (a root whose safe-area insets are NaN, negative,
/// longer than any screen or meet across it; `.safeAreaInset` stacks 1 000 deep around a scroll view that ignores
/// them; `.safeAreaPadding(.nan)` around content that ignores it; tab views of 10 000 `Tab`s; bottom bars of 1 000
/// items) and controls with values earlier rounds left (pickers of no or 100 000 options in every style, secure fields
/// of combining marks and emoji sequences, text fields and editors of 100 000 lines, date pickers of reversed ranges,
/// sliders and steppers of a point range and a hostile step, `.lineLimit(-1...3)`). Every case renders in one catalog
/// run and must have its outcome; every other cell and the manifest are written. The `SnapshotTesting` module's
/// round-28 inputs are in `SnapshotHostileRound28Tests` (SpecimenTestingTests).
@Suite struct HostileRound28Tests {
  typealias Case = HostileCase
  typealias Built = HostileRound24Tests.Built

  static var box: some View { HostileRound26Tests.box }
  static func marked(_ view: some View) -> some View { HostileRound26Tests.marked(view) }
  static func unchecked(_ lower: Double, _ upper: Double) -> ClosedRange<Date> { HostileRound26Tests.unchecked(lower, upper) }

  /// A 1-pt red bar on `edge`, `count` times over, around a scroll view that ignores the safe area.
  static func insetStack(_ count: Int, edges: [VerticalEdge] = [.bottom]) -> some View {
    (0..<count).reduce(AnyView(ScrollView { box }.background(Color.yellow).ignoresSafeArea())) { inner, i in
      AnyView(inner.safeAreaInset(edge: edges[i % edges.count]) { Color.red.frame(height: 1) })
    }
  }

  /// A picker of `count` options in `style`, selecting the sixth.
  static func picker(_ count: Int, _ style: some PickerStyle) -> some View {
    Picker("P", selection: .constant(5)) { ForEach(0..<count, id: \.self) { Text("Option \($0)").tag($0) } }.pickerStyle(style)
  }

  /// A picker with no options in `style`.
  static func emptyPicker(_ style: some PickerStyle) -> some View {
    marked(Picker("P", selection: .constant(5)) { EmptyView() }.pickerStyle(style).frame(width: 200))
  }

  /// The outcome and message fragment of every case that does not render cleanly; the others must render with no warning.
  static let outcomes: [String: (outcome: String, says: String)] = {
    let depth = "the view nests more than 2000 views deep (ViewDepth.limit); flatten it (e.g. a ForEach instead of nested stacks or "
      + "modifiers applied in a loop) or raise the limit with SPECIMEN_MAX_VIEW_DEPTH=N"
    let long = "has more than 20000 characters (TextLength.limit); laid out its first 20000"
    return [
      // Round 42: named (drawn as the plain value, as Foundation does).
      "text-field-value-1e300-currency": ("warns", "TextField(value:format:): .currency(code: \"\") is not a currency code (three letters, as ISO 4217 has them); Foundation draws the number plain or with the generic sign ¤"),
      // A .safeAreaInset is a few views deep: 1 000 of them pass ViewDepth.limit, named with the fix.
      "safe-area-inset-stack-1000-around-ignoring-scroll": ("fails", depth),
      "safe-area-inset-stack-1000-leading-trailing": ("fails", depth),
      "safe-area-padding-nan-around-ignoring": ("warns", ".safeAreaPadding: top nan, leading nan, bottom nan, trailing nan are not finite "
        + "lengths ≥ 0; laid out as 0"),
      "toolbar-bottom-bar-item-nan-frame": ("warns", ".frame(width: nan): invalid frame dimension (negative or non-finite)"),
      // An inline picker makes a row of each option, eagerly: 100 000 rows pass ViewCount.limit, named with the fix.
      "picker-100000-inline-in-form": ("fails", "the view has more than 100000 views (ViewCount.limit)"),
      "text-field-vertical-100000-lines-limit-minus-one-to-three": ("warns", long),
      "text-editor-100000-empty-lines": ("warns", long),
      "color-picker-cgcolor-nan-no-opacity": ("warns", "Color red nan is not usable; drawn as 0"),
      // Before: silent, where SwiftUI logs "Picker: the selection … is invalid and does not have an associated tag".
      "picker-selection-matches-none": ("warns", "Picker(selection:): the selection 9223372036854775807 (Int) matches no option's tag (the "
        + "options are tagged with values of type Int); no option is drawn selected. Tag each option with .tag(_:) of the selection's type"),
    ]
  }()

  static let cases: [Case] = {
    var cases: [Case] = []
    func add(_ name: String, _ view: @escaping @Sendable () -> some View) {
      let expected = outcomes[name] ?? ("renders", "")
      cases.append(Case(name: name, outcome: expected.outcome, says: expected.says, view: { AnyView(Built(make: view)) }))
    }
    add("control") { box }
    // Safe areas.
    add("safe-area-inset-stack-1000-around-ignoring-scroll") { insetStack(1_000).frame(width: 100, height: 200) }
    add("safe-area-inset-stack-300-both-edges") { insetStack(300, edges: [.top, .bottom]).frame(width: 100, height: 200) }
    add("safe-area-inset-stack-100-in-navigation") { NavigationStack { insetStack(100).navigationTitle("T") }.frame(width: 200, height: 300) }
    add("safe-area-inset-taller-than-frame") {
      marked(box.safeAreaInset(edge: .top) { Color.red.frame(height: 500) }.safeAreaInset(edge: .bottom) { Color.green.frame(height: 500) }
        .frame(width: 60, height: 100))
    }
    add("safe-area-inset-ignored-by-its-own-content") {
      marked(box.safeAreaInset(edge: .leading) { Color.red.frame(width: 30).ignoresSafeArea() }.frame(width: 100, height: 60))
    }
    add("safe-area-padding-nan-around-ignoring") {
      marked(Color.orange.ignoresSafeArea().safeAreaPadding(.nan).frame(width: 60, height: 60))
    }
    add("safe-area-padding-huge-around-scroll") {
      marked(ScrollView { box }.ignoresSafeArea().safeAreaPadding(.horizontal, 1e9).frame(width: 60, height: 60))
    }
    add("ignores-safe-area-no-edges-no-regions") {
      marked(Color.orange.ignoresSafeArea([], edges: []).ignoresSafeArea(.keyboard, edges: .all).safeAreaPadding(10).frame(width: 60, height: 60))
    }
    add("geometry-reader-in-300-insets") {
      insetStack(300).overlay { GeometryReader { proxy in Text("\(Int(proxy.safeAreaInsets.bottom))") } }.frame(width: 100, height: 200)
    }
    // Tab views and bars.
    add("tab-view-10000-tab-values") {
      TabView { ForEach(0..<10_000, id: \.self) { i in Tab("T\(i)", systemImage: "star", value: i) { Text("Tab \(i)") } } }.frame(width: 300, height: 200)
    }
    add("tab-view-10000-sidebar-adaptable") {
      TabView { ForEach(0..<10_000, id: \.self) { i in Tab("T\(i)", systemImage: "star", value: i) { Text("Tab \(i)") } } }
        .tabViewStyle(.sidebarAdaptable).frame(width: 300, height: 200)
    }
    add("tab-view-10000-page-style") {
      TabView { ForEach(0..<10_000, id: \.self) { Text("Page \($0)") } }.tabViewStyle(.page).frame(width: 300, height: 200)
    }
    add("toolbar-1000-bottom-bar-items") {
      NavigationStack {
        Text("Body").toolbar { ToolbarItemGroup(placement: .bottomBar) { ForEach(0..<1_000, id: \.self) { Button("B\($0)") {} } } }
      }.frame(width: 300, height: 200)
    }
    add("toolbar-bottom-bar-item-nan-frame") {
      NavigationStack {
        Text("Body").toolbar { ToolbarItem(placement: .bottomBar) { Button("B") {}.frame(width: .nan, height: .infinity) } }
      }.frame(width: 300, height: 200)
    }
    add("tab-view-with-1000-bottom-items-in-a-tab") {
      TabView {
        NavigationStack {
          Text("Body").toolbar { ToolbarItemGroup(placement: .bottomBar) { ForEach(0..<1_000, id: \.self) { Button("B\($0)") {} } } }
        }.tabItem { Label("Home", systemImage: "house") }
      }.frame(width: 300, height: 240)
    }
    // Pickers.
    add("picker-none-menu") { emptyPicker(.menu) }
    add("picker-none-segmented") { emptyPicker(.segmented) }
    add("picker-none-wheel") { emptyPicker(.wheel) }
    add("picker-none-inline") { emptyPicker(.inline) }
    add("picker-100000-menu") { marked(picker(100_000, .menu).frame(width: 200)) }
    add("picker-100000-wheel") { marked(picker(100_000, .wheel).frame(width: 200)) }
    add("picker-100000-inline-in-form") { Form { picker(100_000, .inline) }.frame(width: 200, height: 200) }
    add("picker-100000-navigation-link") { NavigationStack { Form { picker(100_000, .navigationLink) } }.frame(width: 200, height: 200) }
    // Text entry.
    add("secure-field-10000-combining-marks") {
      marked(SecureField("P", text: .constant("a" + String(repeating: "\u{0301}", count: 10_000))).frame(width: 200))
    }
    add("secure-field-zwj-family-1000") {
      marked(SecureField("P", text: .constant(String(repeating: "👨‍👩‍👧‍👦", count: 1_000))).frame(width: 200))
    }
    add("text-field-vertical-100000-lines-limit-minus-one-to-three") {
      marked(TextField("p", text: .constant(String(repeating: "line\n", count: 100_000)), axis: .vertical).lineLimit(-1...3).frame(width: 200))
    }
    add("text-editor-100000-empty-lines") { marked(TextEditor(text: .constant(String(repeating: "\n", count: 100_000))).frame(width: 200, height: 100)) }
    add("text-field-1mb-one-grapheme") {
      marked(TextField("p", text: .constant("e" + String(repeating: "\u{0301}", count: 500_000))).frame(width: 200))
    }
    add("line-limit-minus-one-to-three") { marked(Text("One two three four five six seven eight").lineLimit(-1...3).frame(width: 60)) }
    // Other controls.
    add("date-picker-reversed-range") { DatePicker("D", selection: .constant(Date(timeIntervalSinceReferenceDate: 5)), in: unchecked(10, 0)).frame(width: 320) }
    add("date-picker-reversed-range-graphical") {
      DatePicker("D", selection: .constant(Date(timeIntervalSinceReferenceDate: 5)), in: unchecked(1e6, 0), displayedComponents: .date)
        .datePickerStyle(.graphical).frame(width: 320)
    }
    add("slider-point-range-step-negative") { marked(Slider(value: .constant(3.0), in: 3...3, step: -1).frame(width: 100)) }
    add("stepper-point-range-step-nan-label") { marked(Stepper("S \(Double.nan)", value: .constant(3.0), in: 3...3, step: 1).frame(width: 200)) }
    add("progress-subnormal-total") { marked(ProgressView(value: 5e-324, total: 5e-324).frame(width: 100)) }
    add("color-picker-cgcolor-nan-no-opacity") {
      marked(ColorPicker("C", selection: .constant(CGColor(red: .nan, green: 0, blue: 0, alpha: .nan)), supportsOpacity: false).frame(width: 200))
    }
    add("safe-area-inset-stack-1000-leading-trailing") {
      (0..<1_000).reduce(AnyView(ScrollView(.horizontal) { box }.ignoresSafeArea())) { inner, i in
        AnyView(inner.safeAreaInset(edge: i % 2 == 0 ? .leading : .trailing) { Color.red.frame(width: 0.1) })
      }.frame(width: 200, height: 60)
    }
    add("list-in-300-insets") {
      (0..<300).reduce(AnyView(List { ForEach(0..<50, id: \.self) { Text("Row \($0)") } })) { inner, _ in
        AnyView(inner.safeAreaInset(edge: .bottom) { Color.red.frame(height: 0.1) })
      }.frame(width: 200, height: 200)
    }
    add("picker-selection-matches-none") {
      marked(Picker("P", selection: .constant(Int.max)) { ForEach(0..<3, id: \.self) { Text("Option \($0)").tag($0) } }.frame(width: 200))
    }
    add("text-field-value-nan-format") { marked(TextField("N", value: .constant(Double.nan), format: .number).frame(width: 200)) }
    add("text-field-value-1e300-currency") {
      marked(TextField("N", value: .constant(1e300), format: .currency(code: "")).frame(width: 200))
    }
    add("toggle-in-300-insets") { insetStack(300).overlay { Toggle("On", isOn: .constant(true)) }.frame(width: 200, height: 200) }
    return cases
  }()

  /// A renderer with `insets` as its root safe area, at scale 1 on white.
  static func renderer(_ insets: EdgeInsets) -> ViewRenderer {
    var renderer = ViewRenderer(scale: 1, background: .white)
    renderer.safeAreaInsets = insets
    return renderer
  }

  /// Root safe-area insets that are NaN, infinite or negative are laid out as 0, each named (before, silently): the
  /// red square fills the 20-pt proposal from its corner.
  @Test func aRootSafeAreaThatIsNotALengthIsNamed() throws {
    let raster = try Self.renderer(EdgeInsets(top: .nan, leading: -5, bottom: .infinity, trailing: 0))
      .rasterize(Color(red: 1, green: 0, blue: 0), in: ProposedViewSize(width: 20, height: 20))
    #expect(raster.width == 20 && raster.height == 20, "\(raster.width) × \(raster.height)")
    #expect(Px(raster.pixel(x: 0, y: 0)) == Px(255, 0, 0))
    let tail = " is not a finite length ≥ 0; laid out as 0. Give the insets a device's bars leave (0 or more points)"
    #expect(raster.diagnostics.warnings.map(\.message) == ["ViewRenderer.safeAreaInsets.top nan" + tail,
      "ViewRenderer.safeAreaInsets.leading -5" + tail, "ViewRenderer.safeAreaInsets.bottom inf" + tail])
  }

  /// Insets that meet across the proposal leave the view no room: it is drawn at no size between them, and the image
  /// grows past the screen by the insets, as their padding does; the warning says so (before, silently).
  @Test func rootInsetsThatMeetAcrossTheScreenAreNamed() throws {
    let raster = try Self.renderer(EdgeInsets(top: 60, leading: 0, bottom: 60, trailing: 0))
      .rasterize(Color.red.frame(maxWidth: .infinity, maxHeight: .infinity), in: ProposedViewSize(width: 100, height: 100))
    #expect(raster.width == 100 && raster.height == 120, "\(raster.width) × \(raster.height)")
    #expect(raster.diagnostics.warnings.map(\.message) == ["ViewRenderer.safeAreaInsets take 120 pt of a screen 100 pt high, so the view "
      + "between them has no room and the image grows past the screen; give insets smaller than the screen"])
    // Insets longer than a canvas fail the render naming the renderer's insets, not a .safeAreaPadding the view lacks.
    #expect { try Self.renderer(EdgeInsets(top: 1e9, leading: 0, bottom: 0, trailing: 0)).rasterize(Color.red, in: .unspecified) } throws: { error in
      "\(error)".contains("ViewRenderer.safeAreaInsets top 1000000000 pt is longer than a canvas holds")
    }
  }

  @Test func everyExpectedOutcomeNamesACase() {
    #expect(Set(Self.outcomes.keys).subtracting(Self.cases.map(\.name)).sorted() == [])
  }

  @Test(.timeLimit(.minutes(30))) func everyCaseHasItsOutcomeAndTheRunFinishes() throws {
    #expect(try HostileCatalogRun.problems(Self.cases, entry: "Round28", fileSuffix: "round28") == [])
  }
}
