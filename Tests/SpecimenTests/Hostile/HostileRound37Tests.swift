import Foundation
@testable import SpecimenUI
import HostileSupport
import Testing
@testable import Specimen

/// Hostile inputs of round 37: persistence as stills (`@AppStorage` and `@SceneStorage` under an empty and a 1 MB key,
/// holding NaN, infinite and 1 MB values and read by frames and texts; `@FocusState` bound to values no field has);
/// geometry and layout switches (`matchedGeometryEffect` with NaN and infinite anchors, a namespace made outside a
/// view, sources in both places and 1 000 views sharing one id; `AnyLayout` switching between stack, z-stack and grid
/// layouts with NaN, negative and huge spacings; `ViewThatFits` of no, one and 1 000 candidates along one axis in
/// zero and infinite proposals; `scrollPosition(id:)` and `scrollPosition(_:)` with missing ids, NaN points and edges;
/// `scrollTargetBehavior` with every behaviour on an empty scroll view; `containerRelativeFrame` with count 0,
/// negative spans and NaN spacing on both axes at once; `safeAreaInset` and `safeAreaPadding` NaN, negative and
/// stacked); links and accessibility (`Link` with empty, malformed, relative and 1 MB URLs and a 1 MB title, `openURL`
/// overrides, `ShareLink` in a link's place; `Gauge` in every style with NaN and inverted ranges and 1 MB labels;
/// `accessibilityRepresentation`, `accessibilityElement(children:)` in each behaviour, labels and values of 1 MB,
/// `accessibilityHidden` on a whole screen; `dynamicTypeSize` extremes with `@ScaledMetric` negative, NaN and
/// infinite, relative to every text style). Every case renders in one catalog run and must have its outcome; every
/// other cell and the manifest are written.
@Suite struct HostileRound37Tests {
  typealias Case = HostileCase

  static var box: some View { HostileRound26Tests.box }
  static func marked(_ view: some View) -> some View { HostileRound26Tests.marked(view) }
  static func clipped(_ view: some View) -> some View { HostileRound26Tests.clipped(view) }
  static let megabyte = String(repeating: "Store ", count: 170_000)
  static var rows: some View { ScrollView { VStack(spacing: 0) { ForEach(0..<50, id: \.self) { Text("Row \($0)").frame(height: 20).id($0) } } } }

  /// Storage under hostile keys and values, read by a frame and a text.
  struct Stored: View {
    @AppStorage("") var empty: Double = .nan
    @AppStorage(HostileRound37Tests.megabyte) var long: String = HostileRound37Tests.megabyte
    @AppStorage("side") var side: Double = .infinity
    @SceneStorage("") var scene: Int = .min
    @SceneStorage(HostileRound37Tests.megabyte) var sceneText: String = "scene"
    var body: some View {
      VStack {
        Text(verbatim: "\(empty) \(scene) \(sceneText)")
        Text(long).lineLimit(1).frame(width: 100)
        Color.red.frame(width: side, height: 10)
      }.frame(width: 160)
    }
  }
  /// Storage written with hostile values from `onAppear`, which a still runs before it draws.
  struct Rewritten: View {
    @AppStorage("count") var count = 0
    @AppStorage("level") var level = 0.5
    var body: some View {
      VStack { Text(verbatim: "\(count)"); Color.green.frame(width: 40 * level, height: 10) }
        .onAppear { count = .max; level = -.infinity }
    }
  }
  /// A focus state bound only to a value none of the fields has, and a Boolean one shared by two fields.
  struct NowhereFocus: View {
    enum Field: Hashable { case a, b, missing }
    @FocusState var field: Field?
    @FocusState var flag: Bool
    init() { field = .missing }
    var body: some View {
      VStack {
        TextField("A", text: .constant("a")).focused($field, equals: .a)
        TextField("B", text: .constant("b")).focused($flag)
        TextField("C", text: .constant("c")).focused($flag)
      }.textFieldStyle(.roundedBorder).frame(width: 160)
    }
  }

  /// A source matched at a NaN anchor and a follower at an infinite one, and a second pair both sources at NaN anchors.
  struct NaNAnchors: View {
    @Namespace var space
    var body: some View {
      HStack {
        Color.red.frame(width: 20, height: 20).matchedGeometryEffect(id: "m", in: space, anchor: UnitPoint(x: .nan, y: 0))
        Color.blue.frame(width: 30, height: 10).matchedGeometryEffect(id: "m", in: space, anchor: UnitPoint(x: .infinity, y: -.infinity),
                                                                      isSource: false)
        Color.green.frame(width: 10, height: 10).matchedGeometryEffect(id: "n", in: space, properties: .size, anchor: UnitPoint(x: .nan, y: .nan))
        Color.green.frame(width: 15, height: 15).matchedGeometryEffect(id: "n", in: space, properties: .position, anchor: .init(x: 1e300, y: .nan))
      }
    }
  }
  /// A namespace made in a static property, outside any view, used by a non-source view.
  static let strayNamespace = Namespace().wrappedValue
  /// 1 000 views sharing one id, the first the only source.
  struct ThousandShareOne: View {
    @Namespace var space
    var body: some View {
      VStack(spacing: 0) {
        ForEach(0..<1_000, id: \.self) { i in
          Color.blue.frame(width: 10, height: 1).matchedGeometryEffect(id: 0, in: space, properties: .position, isSource: i == 0)
        }
      }
    }
  }

  /// A scroll position bound to an identity no row has, of another type, and a NaN point.
  struct MissingPosition: View {
    @State var id: Int? = 999
    @State var name: String? = "nowhere"
    var body: some View {
      HStack {
        HostileRound37Tests.rows.scrollPosition(id: $id, anchor: UnitPoint(x: .nan, y: .infinity))
        HostileRound37Tests.rows.scrollPosition(id: $name)
        HostileRound37Tests.rows.scrollPosition(.constant(ScrollPosition(point: CGPoint(x: .nan, y: -.infinity))), anchor: .bottom)
        HostileRound37Tests.rows.scrollPosition(.constant(ScrollPosition(edge: .trailing)))
      }.frame(width: 240, height: 100)
    }
  }

  /// A metric scaled relative to every text style from `base`, drawn as bar widths.
  struct ScaledBars: View {
    @ScaledMetric var caption: CGFloat
    @ScaledMetric var title: CGFloat
    @ScaledMetric var body_: CGFloat
    init(_ base: CGFloat) {
      _caption = ScaledMetric(wrappedValue: base, relativeTo: .caption2)
      _title = ScaledMetric(wrappedValue: base, relativeTo: .largeTitle)
      _body_ = ScaledMetric(wrappedValue: base)
    }
    var body: some View {
      VStack(alignment: .leading, spacing: 2) {
        Color.red.frame(width: caption, height: 4)
        Color.green.frame(width: title, height: 4)
        Color.blue.frame(width: body_, height: 4).padding(caption)
      }
    }
  }

  static func gauges(_ value: Double, _ bounds: ClosedRange<Double>) -> some View {
    VStack {
      Gauge(value: value, in: bounds) { Text("G") }
      Gauge(value: value, in: bounds) { Text("G") }.gaugeStyle(.linearCapacity)
      Gauge(value: value, in: bounds) { Text("G") }.gaugeStyle(.accessoryLinear)
      Gauge(value: value, in: bounds) { Text("G") }.gaugeStyle(.accessoryLinearCapacity)
      Gauge(value: value, in: bounds) { Text("G") }.gaugeStyle(.accessoryCircular)
      Gauge(value: value, in: bounds) { Text("G") }.gaugeStyle(.accessoryCircularCapacity)
    }.frame(width: 120)
  }
  static func reversed(_ lower: Double, _ upper: Double) -> ClosedRange<Double> {
    HostileRound11Tests.reversed(lower, upper)
  }

  static let invalidFrame = "invalid frame dimension (negative or non-finite), as SwiftUI warns"
  static let tooLong = "has more than 20000 characters (TextLength.limit)"

  /// The outcome and message fragment of every case that does not render cleanly; the others must render with no warning.
  static let outcomes: [String: (outcome: String, says: String)] = [
    "appstorage-scenestorage-hostile-keys-and-values": ("warns", ".frame(width: inf): " + invalidFrame),
    "matched-geometry-nan-and-infinite-anchors": ("warns", "matchedGeometryEffect(id: \"n\", in:): more than one view of the group has "
      + "isSource: true"),
    "anylayout-every-layout-hostile-spacings": ("warns", "GridLayout(horizontalSpacing: inf) is not a finite length; laid out with spacing 0"),
    "anylayout-grid-nan-spacings-with-rows": ("warns", "GridLayout(verticalSpacing: nan) is not a finite length; laid out with spacing 0"),
    "containerrelativeframe-both-axes-count-0-negative-span-nan-spacing": ("warns", ".containerRelativeFrame(_:count:span:spacing:) "
      + "span -3 is not within 1...count (1); laid out with span 1"),
    "safeareainset-nan-negative-stacked": ("warns", ".safeAreaInset(spacing: nan) is not a finite length; laid out with spacing 0"),
    // A 1 MB title wraps taller than any canvas, as a Text of it does; named with the fix.
    "link-1mb-url-and-title": ("fails", "is 18346 pt tall in a 17-pt font: give it .lineLimit(_:), a wider frame or a shorter string"),
    "gauge-every-style-nan-value": ("warns", "Gauge value nan is not a number; drawn at the lower bound 0. Give a value within 0...1"),
    "gauge-every-style-inverted-range": ("warns", "Gauge bounds 10...0 are out of order (the lower bound is above the upper)"),
    "gauge-every-style-infinite-range": ("warns", "Gauge bounds -inf...inf are not finite"),
    "gauge-1mb-labels": ("warns", tooLong),
    "dynamictypesize-extremes-scaled-negative": ("warns", ".frame(width: -72.72727272727272): " + invalidFrame),
    "dynamictypesize-extremes-scaled-nan-infinite": ("warns", ".padding(-inf) on top, leading, bottom, trailing is not a finite length"),
    // A finite metric scaled past Double's range is named by the frame and padding it reaches (see Left alone).
    // Before: only the frame and padding the metric reached were named.
    "dynamictypesize-huge-scaled-metric": ("fails", "@ScaledMetric(relativeTo: .caption2) 1.79769e+308 scales past the largest number "
      + "(× 3.636) at the Dynamic Type size accessibility5, so the metric is inf"),
  ]

  static let cases: [Case] = {
    var list = HostileCaseList(outcomes: outcomes)
    func add(_ name: String, _ view: @escaping @Sendable () -> some View) { list.add(name, view) }
    add("control") { box }
    // Persistence.
    add("appstorage-scenestorage-hostile-keys-and-values") { Stored() }
    add("appstorage-rewritten-on-appear") { marked(Rewritten()) }
    add("focusstate-bound-to-missing-value-and-shared-flag") { NowhereFocus() }
    // Geometry.
    add("matched-geometry-nan-and-infinite-anchors") { NaNAnchors() }
    add("matched-geometry-stray-namespace") {
      HStack {
        Color.red.frame(width: 20, height: 20).matchedGeometryEffect(id: 1, in: strayNamespace)
        Color.green.frame(width: 10, height: 10).matchedGeometryEffect(id: 1, in: strayNamespace, isSource: false)
      }
    }
    add("matched-geometry-1000-share-one-source") { ThousandShareOne() }
    add("anylayout-every-layout-hostile-spacings") {
      let layouts: [AnyLayout] = [
        AnyLayout(HStackLayout(spacing: .nan)), AnyLayout(VStackLayout(alignment: .trailing, spacing: -1e300)),
        AnyLayout(ZStackLayout(alignment: .bottomTrailing)), AnyLayout(GridLayout(horizontalSpacing: .infinity, verticalSpacing: -40)),
      ]
      return HStack { ForEach(0..<layouts.count, id: \.self) { i in layouts[i].callAsFunction { box; Color.red.frame(width: 10, height: 10) } } }
    }
    add("anylayout-grid-nan-spacings-with-rows") {
      AnyLayout(GridLayout(alignment: .topLeading, horizontalSpacing: .nan, verticalSpacing: .nan)) {
        GridRow { box; box }
        GridRow { Color.red.frame(width: 10, height: 10) }
      }
    }
    add("viewthatfits-no-candidates-one-axis") { marked(ViewThatFits(in: .vertical) {}) }
    add("viewthatfits-one-candidate-zero-proposal") {
      marked(ViewThatFits(in: .horizontal) { Color.red.frame(width: 100, height: 10) }.frame(width: 0, height: 0).clipped())
    }
    add("viewthatfits-1000-candidates-infinite-proposal") {
      ScrollView(.horizontal) {
        ViewThatFits(in: .horizontal) { ForEach(0..<1_000, id: \.self) { i in Color.red.frame(width: CGFloat(1_000 - i), height: 10) } }
      }.frame(width: 100, height: 40)
    }
    add("viewthatfits-vertical-in-zero-height") {
      marked(ViewThatFits(in: .vertical) { Text("Tall\nTaller"); Text("Short"); Color.red.frame(height: 0) }.frame(height: 0))
    }
    add("scrollposition-missing-ids-nan-point-edges") { MissingPosition() }
    add("scrolltargetbehavior-every-kind-empty") {
      HStack {
        ScrollView(.horizontal) {}.scrollTargetBehavior(.paging)
        ScrollView(.horizontal) { HStack {}.scrollTargetLayout() }.scrollTargetBehavior(.viewAligned)
        ScrollView { EmptyView() }.scrollTargetBehavior(.viewAligned(limitBehavior: .always))
        box
      }.frame(width: 200, height: 40)
    }
    add("containerrelativeframe-both-axes-count-0-negative-span-nan-spacing") {
      ScrollView([.horizontal, .vertical]) {
        HStack {
          Color.red.containerRelativeFrame([.horizontal, .vertical], count: 0, span: -3, spacing: .nan)
          box.containerRelativeFrame([.horizontal, .vertical], count: 2, span: -1, spacing: -.infinity, alignment: .bottomTrailing)
        }
      }.frame(width: 200, height: 60)
    }
    add("safeareainset-nan-negative-stacked") {
      ScrollView { box }
        .safeAreaInset(edge: .top, spacing: -20) { Text("top") }
        .safeAreaInset(edge: .bottom, alignment: .trailing, spacing: .nan) { Text("bottom") }
        .safeAreaInset(edge: .leading) { Color.red.frame(width: -10) }
        .safeAreaPadding(.vertical, -30)
        .safeAreaPadding(EdgeInsets(top: .nan, leading: 0, bottom: 0, trailing: 0))
        .frame(width: 200, height: 120)
    }
    // Links and accessibility.
    add("link-empty-malformed-relative-urls") {
      VStack {
        Link("Empty", destination: URL(string: "about:")!)
        Link("Relative", destination: URL(string: "../../x?y#z")!)
        Link("Spaces", destination: URL(string: "https://exa mple.com/a b") ?? URL(fileURLWithPath: "/"))
        Link(destination: URL(string: "mailto:")!) { Label("Mail", systemImage: "envelope") }
        Link(destination: URL(string: "x:")!) { EmptyView() }
      }.frame(width: 200)
    }
    add("link-1mb-url-and-title") {
      VStack {
        Link("Long", destination: URL(string: "https://example.com/" + String(repeating: "a", count: 1_000_000))!)
        Link(megabyte, destination: URL(string: "https://example.com")!)
      }.frame(width: 200)
    }
    add("link-in-list-with-openurl-overrides") {
      List {
        Link("Discarded", destination: URL(string: "https://a.example")!).environment(\.openURL, OpenURLAction { _ in .discarded })
        Link("System", destination: URL(string: "https://b.example")!)
          .environment(\.openURL, OpenURLAction { _ in .systemAction(URL(string: "https://c.example")!) })
        ShareLink(item: URL(string: "https://d.example")!)
        Text("[inline](https://e.example)").environment(\.openURL, OpenURLAction { _ in .handled })
      }.frame(width: 240, height: 200)
    }
    add("gauge-every-style-nan-value") { gauges(.nan, 0...1) }
    add("gauge-every-style-inverted-range") { gauges(5, reversed(10, 0)) }
    add("gauge-every-style-infinite-range") { gauges(1, -.infinity...(.infinity)) }
    add("gauge-1mb-labels") {
      Gauge(value: 0.5) { Text(megabyte) } currentValueLabel: { Text(megabyte) } minimumValueLabel: { Text(megabyte) }
        maximumValueLabel: { Text(megabyte) }
        .gaugeStyle(.accessoryCircular).frame(width: 120)
    }
    add("accessibility-representation-of-1000-and-nested") {
      marked(box.accessibilityRepresentation {
        ForEach(0..<1_000, id: \.self) { Text("\($0)").accessibilityRepresentation { Button("b") {} } }
      })
    }
    add("accessibility-element-every-behavior") {
      VStack {
        HStack { box; Text("a") }.accessibilityElement(children: .ignore)
        HStack { box; Text("b") }.accessibilityElement(children: .combine).accessibilityElement(children: .contain)
        HStack { box; Text("c") }.accessibilityElement()
        EmptyView().accessibilityElement(children: .combine)
      }
    }
    add("accessibility-label-value-1mb-and-empty") {
      marked(box.accessibilityLabel(megabyte).accessibilityValue(megabyte).accessibilityLabel("").accessibilityValue(Text("")))
    }
    add("accessibility-hidden-whole-screen") {
      NavigationStack { List { Text("A"); Text("B") }.navigationTitle("Hidden") }.accessibilityHidden(true).frame(width: 200, height: 160)
    }
    add("dynamictypesize-extremes-scaled-negative") {
      VStack {
        ScaledBars(-20).dynamicTypeSize(.xSmall)
        ScaledBars(-20).dynamicTypeSize(.accessibility5)
      }
    }
    add("dynamictypesize-extremes-scaled-nan-infinite") {
      VStack {
        ScaledBars(.nan).dynamicTypeSize(.accessibility5)
        ScaledBars(-.infinity).dynamicTypeSize(.xSmall)
      }
    }
    add("dynamictypesize-huge-scaled-metric") { ScaledBars(.greatestFiniteMagnitude).dynamicTypeSize(.accessibility5) }
    return list.cases
  }()

  @Test func everyExpectedOutcomeNamesACase() {
    #expect(Set(Self.outcomes.keys).subtracting(Self.cases.map(\.name)).sorted() == [])
  }

  @Test(.timeLimit(.minutes(30))) func everyCaseHasItsOutcomeAndTheRunFinishes() throws {
    #expect(try HostileCatalogRun.problems(Self.cases, entry: "Round37", fileSuffix: "round37") == [])
  }
}
