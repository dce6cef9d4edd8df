import Foundation
import StoreKit
@testable import SpecimenUI
import SpecimenCairo
import SpecimenLayout
import HostileSupport
import Testing
@testable import Specimen

/// Hostile inputs of round 45: view identity (`ForEach` with repeated ids, ids of NaN `Double`s, 1 000 copies of one id,
/// `.id(_:)` of a 100 000-character string, NaN and a value new on every body, `tag` collisions in a `Picker` and a
/// `TabView`, `ForEach` over `0..<Int.max` and `Int.min..<Int.max`); geometry effects and transitions as stills
/// (`matchedGeometryEffect` sharing one namespace across many groups, with NaN, huge-string and NaN-anchored ids,
/// `transition` and `contentTransition` chains 400 deep, custom transitions with hostile numbers in their identity phase,
/// 400 nested `geometryGroup`s, `phaseAnimator` with no phases and a NaN first phase); iOS 18 containers (`Group(subviews:)`
/// of nothing and of 1 000 subviews, `ForEach(subviews:)` of repeated ids, `@Entry` container values of NaN and ∞ read
/// into frames, `containerRelativeFrame(_:count:span:spacing:)` with count `Int.max`, spans `Int.min`, negative and NaN
/// spacings and a closure answering NaN and ∞, `onScrollGeometryChange` with a NaN transform); and round 44's leftovers
/// (`TextField(value:format:)` warnings, `StoreView(ids: [])`, `AsyncImage` scales of NaN, 0 and −∞).
/// Every case renders in one catalog run and must have its outcome; every other cell and the manifest are written.
@Suite struct HostileRound45Tests {
  typealias Case = HostileCase

  static var box: some View { HostileRound26Tests.box }
  static func marked(_ view: some View) -> some View { HostileRound26Tests.marked(view) }
  static let longID = String(repeating: "identity ", count: 11_112)  // 100 008 characters

  /// A view whose identity is new each time its body is evaluated.
  struct NewIdentityEachBody: View {
    var body: some View { Color.orange.frame(width: 20, height: 20).id(UUID()) }
  }

  /// Several matched-geometry groups in one namespace: a source and a non-source of each id, with hostile ids and anchors.
  struct SharedNamespace: View {
    @Namespace var space
    var body: some View {
      HStack(alignment: .top) {
        Color.red.frame(width: 30, height: 30).matchedGeometryEffect(id: HostileRound45Tests.longID, in: space)
        Color.blue.frame(width: 10, height: 10).matchedGeometryEffect(id: HostileRound45Tests.longID, in: space, isSource: false)
        Color.green.frame(width: 20, height: 20).matchedGeometryEffect(id: Double.nan, in: space)
        Color.yellow.frame(width: 10, height: 10).matchedGeometryEffect(id: Double.nan, in: space, isSource: false)
        Color.purple.frame(width: 20, height: 20).matchedGeometryEffect(id: 0, in: space)
        Color.gray.frame(width: 5, height: 5).matchedGeometryEffect(id: 0, in: space, properties: .position, anchor: .bottomTrailing,
                                                                     isSource: false)
      }
    }
  }

  /// A 40-pt source and a 10-pt non-source that takes its position at `anchor` (NaN and −∞ unless given: named where the
  /// anchor enters, matched at the centre).
  struct Anchored: View {
    var anchor = UnitPoint(x: .nan, y: -.infinity)
    @Namespace var space
    var body: some View {
      ZStack(alignment: .topLeading) {
        Color.red.frame(width: 40, height: 40).matchedGeometryEffect(id: "a", in: space)
        Color.blue.frame(width: 10, height: 10).id("follower")
          .matchedGeometryEffect(id: "a", in: space, properties: .position, anchor: anchor, isSource: false)
      }
    }
  }

  /// A transition whose identity phase (the one a still draws) puts hostile numbers into ordinary modifiers.
  struct HostileIdentityTransition: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View {
      content.offset(x: phase.isIdentity ? .nan : 0).opacity(phase.isIdentity ? 1 : .infinity)
    }
  }

  /// A transition that does nothing, chained with itself.
  struct PlainTransition: Transition {
    func body(content: Content, phase: TransitionPhase) -> some View { content }
  }

  /// The outcome and message fragment of every case that does not render cleanly; the others must render with no warning.
  static let outcomes: [String: (outcome: String, says: String)] = [
    "foreach-repeated-string-and-int-ids": ("warns", "ForEach: the ID 3 occurs multiple times within the collection, this will give "
      + "undefined results! (SwiftUI's runtime warning; 2 elements repeat an earlier ID.)"),
    // NaN is not equal to itself, so three NaN ids are three ids and only the repeated ∞ is named (left: see the commit).
    "foreach-ids-of-nan-doubles": ("warns", "ForEach: the ID inf occurs multiple times within the collection, this will give "
      + "undefined results! (SwiftUI's runtime warning; 1 element repeats an earlier ID.)"),
    "foreach-1000-copies-of-one-id": ("warns", "ForEach: the ID 7 occurs multiple times within the collection, this will give "
      + "undefined results! (SwiftUI's runtime warning; 999 elements repeat an earlier ID.)"),
    "picker-menu-tags-of-another-type-and-nan": ("warns", "Picker(selection:): the selection nan (Double) matches no option's tag (the "
      + "options are tagged with values of type Double); no option is drawn selected"),
    // A plain stack builds every element: 0..<Int.max stops at ViewCount.limit and fails alone, naming the limit and the fix.
    "foreach-0-to-int-max-in-a-vstack": ("fails", "the view has more than 100000 views (ViewCount.limit); show fewer rows (e.g. the "
      + "first screenful of a ForEach's data, as a device shows) or raise the limit with SPECIMEN_MAX_VIEWS=N"),
    // Round 45: a NaN or infinite anchor is named where it enters (before: silent, matched at the centre).
    "matched-geometry-anchors-nan-and-infinite": ("warns", ".matchedGeometryEffect(anchor: UnitPoint(x: nan, y: -inf)) is not a finite "
      + "anchor; matched at the centre (.center). Give an anchor with finite coordinates, such as .topLeading or UnitPoint(x: 0.5, y: 1)"),
    "custom-transition-with-nan-in-its-identity-phase": ("warns", ".offset(x: nan) is not a finite coordinate; laid out as 0"),
    "phase-animator-with-no-phases": ("warns", "PhaseAnimator has no phases, so there is no phase to draw its content in; nothing is "
      + "drawn. Give phaseAnimator(_:) at least one phase"),
    "phase-animator-nan-first-phase-of-10000": ("warns", ".scaleEffect(x: nan, y: nan) is not a finite scale; drawn without the scale"),
    "foreach-subviews-of-repeated-ids": ("warns", "ForEach: the ID 1 occurs multiple times within the collection"),
    "container-values-entry-nan-and-infinite-read-into-frames": ("warns", ".frame(width: nan): invalid frame dimension (negative or "
      + "non-finite), as SwiftUI warns; laid out as if width were not given"),
    "container-relative-frame-span-int-min-spacing-nan": ("warns", ".containerRelativeFrame(_:count:span:spacing:) span "
      + "-9223372036854775808 is not within 1...count (3); laid out with span 1. Give a span from 1 to the count"),
    "container-relative-frame-closure-answering-nan-and-infinity": ("warns", ".containerRelativeFrame's length for the height was inf "
      + "(of a container 60 pt long), not a finite length ≥ 0; laid out as if that axis were not given. Return a finite length ≥ 0"),
    // Round 45: the field is named (before: "Text(_:format:): …", the text the field formats through).
    "textfield-value-format-warning-names-the-field": ("warns", "TextField(value:format:): .scale(1e+308) of 10000000000 is inf, past "
      + "the largest number a format can show; Foundation shows \"10000000000.0\" instead"),
    // Round 45: before, an empty space and nothing said.
    "storeview-of-no-ids": ("warns", "StoreView has no products (its ids or products are empty), so it draws no product view, only its "
      + "empty list. Give the store the identifiers of the products it sells"),
    // Round 45: before, silent (the scale is never read in a still).
    "asyncimage-scales-nan-zero-and-negative-infinity": ("warns", "AsyncImage(url:scale:) scale -inf is not a positive finite number of "
      + "pixels to the point"),
  ]

  static let cases: [Case] = {
    var list = HostileCaseList(outcomes: outcomes)
    func add(_ name: String, _ view: @escaping @Sendable () -> some View) { list.add(name, view) }
    add("control") { box }
    // View identity.
    add("foreach-repeated-string-and-int-ids") {
      HStack {
        VStack { ForEach(["a", "a", "b"], id: \.self) { Text($0) } }
        VStack { ForEach([3, 1, 3, 1], id: \.self) { Text("\($0)") } }
      }
    }
    add("foreach-ids-of-nan-doubles") {
      HStack { ForEach([Double.nan, .nan, -.nan, .infinity, .infinity], id: \.self) { Text("\($0)") } }
    }
    add("foreach-1000-copies-of-one-id") {
      HStack(spacing: 0) { ForEach(Array(repeating: 7, count: 1_000), id: \.self) { _ in Color.green.frame(width: 0.1, height: 10) } }
    }
    add("id-of-a-100000-character-string-nan-and-int-max") {
      HStack { box.id(longID); box.id(Double.nan); box.id(Int.max); box.id(Int.max) }
    }
    add("id-new-on-every-body") { marked(NewIdentityEachBody()) }
    add("picker-segments-with-colliding-tags") {
      Picker("Pick", selection: .constant(1)) { Text("One").tag(1); Text("Uno").tag(1); Text("Two").tag(2) }
        .pickerStyle(.segmented).frame(width: 200)
    }
    add("picker-menu-tags-of-another-type-and-nan") {
      VStack {
        Picker("Typed", selection: .constant(1)) { Text("One").tag("1"); Text("Two").tag("2") }
        Picker("NaN", selection: .constant(Double.nan)) { Text("NaN").tag(Double.nan); Text("Zero").tag(0.0) }
      }.pickerStyle(.menu).frame(width: 200)
    }
    add("tabview-tab-items-with-colliding-tags") {
      TabView(selection: .constant(1)) {
        Text("First").tabItem { Text("A") }.tag(1)
        Text("Second").tabItem { Text("B") }.tag(1)
        Text("Third").tabItem { Text("C") }.tag(2)
      }.frame(width: 240, height: 140)
    }
    add("tabview-ios18-tabs-with-colliding-values") {
      TabView(selection: .constant("x")) {
        Tab(value: "x") { Text("First") } label: { Text("X1") }
        Tab(value: "x") { Text("Second") } label: { Text("X2") }
      }.frame(width: 240, height: 140)
    }
    add("foreach-0-to-int-max-in-a-vstack") {
      VStack(spacing: 0) { ForEach(0..<Int.max, id: \.self) { _ in Color.red } }.frame(width: 20, height: 20).clipped()
    }
    add("foreach-int-min-to-int-max-in-a-lazy-stack") {
      ScrollView { LazyVStack(spacing: 0) { ForEach(Int.min..<Int.max, id: \.self) { _ in Color.red.frame(width: 10, height: 1) } } }
        .frame(width: 200, height: 60)
    }
    add("picker-of-0-to-int-max-options") {
      Picker("Huge", selection: .constant(5)) { ForEach(0..<Int.max, id: \.self) { Text("\($0)").tag($0) } }
        .pickerStyle(.menu).frame(width: 200)
    }
    // Geometry effects and transitions, drawn at rest.
    add("matched-geometry-groups-sharing-a-namespace-with-hostile-ids") { SharedNamespace() }
    add("matched-geometry-anchors-nan-and-infinite") { Anchored() }
    add("transition-chains-400-deep") {
      var transition = AnyTransition.slide
      for level in 0..<400 { transition = transition.combined(with: level % 2 == 0 ? .opacity : .scale(scale: .nan, anchor: UnitPoint(x: .nan, y: 1))) }
      return marked(Text("Inserted").transition(transition).transition(.asymmetric(insertion: .offset(x: .infinity), removal: .push(from: .top))))
    }
    add("custom-transition-chain-100-deep") {
      var view = AnyView(Text("Inserted"))
      for _ in 0..<100 { view = AnyView(view.transition(PlainTransition().combined(with: PlainTransition()))) }
      return marked(view)
    }
    add("custom-transition-with-nan-in-its-identity-phase") { marked(box.transition(HostileIdentityTransition())) }
    add("content-transition-chains-400-deep") {
      var view = AnyView(Text("42"))
      for level in 0..<400 {
        view = AnyView(view.contentTransition(level % 2 == 0 ? .numericText(value: .nan) : .numericText(countsDown: true)))
      }
      return marked(view)
    }
    add("geometry-groups-nested-400-deep") {
      var view = AnyView(box)
      for _ in 0..<400 { view = AnyView(view.geometryGroup()) }
      return view
    }
    add("phase-animator-with-no-phases") { marked(box.phaseAnimator([Int]()) { content, _ in content }) }
    add("phase-animator-nan-first-phase-of-10000") {
      marked(box.phaseAnimator([Double.nan] + (0..<10_000).map(Double.init)) { content, phase in content.scaleEffect(phase) })
    }
    // iOS 18 containers.
    add("group-subviews-of-nothing-and-of-1000") {
      HStack {
        Group(subviews: EmptyView()) { subviews in if subviews.isEmpty { Text("None") } else { subviews } }
        Group(subviews: ForEach(0..<1_000, id: \.self) { _ in Color.red.frame(width: 0.1, height: 10) }) { subviews in
          HStack(spacing: 0) { subviews[0..<subviews.count] }
        }
      }
    }
    add("foreach-subviews-of-repeated-ids") {
      VStack { ForEach(subviews: ForEach([1, 1, 2], id: \.self) { Text("\($0)") }) { $0 } }
    }
    add("container-values-entry-nan-and-infinite-read-into-frames") {
      Group(subviews: VStack { box.containerValue(\.hostileWidth, .infinity); box }) { subviews in
        HStack { ForEach(subviews) { $0.frame(width: $0.containerValues.hostileWidth) } }
      }
    }
    add("container-relative-frame-count-int-max-negative-spacing") {
      ScrollView(.horizontal) { HStack { box.containerRelativeFrame(.horizontal, count: Int.max, span: Int.max, spacing: -10) } }
        .frame(width: 200, height: 40)
    }
    add("container-relative-frame-span-int-min-spacing-nan") {
      ScrollView(.horizontal) { HStack { box.containerRelativeFrame(.horizontal, count: 3, span: Int.min, spacing: .nan) } }
        .frame(width: 200, height: 40)
    }
    add("container-relative-frame-closure-answering-nan-and-infinity") {
      ScrollView { VStack { box.containerRelativeFrame([.horizontal, .vertical]) { _, axis in axis == .horizontal ? .nan : .infinity } } }
        .frame(width: 200, height: 60)
    }
    add("on-scroll-geometry-change-nan-transform") {
      ScrollView { Text("Content") }.onScrollGeometryChange(for: Double.self, of: { _ in .nan }, action: { _, _ in })
        .frame(width: 100, height: 40)
    }
    // Round 44's leftovers.
    add("textfield-value-format-warning-names-the-field") {
      TextField("Scaled", value: .constant(Double(1e10)), format: .number.scale(1e308)).frame(width: 200)
    }
    add("storeview-of-no-ids") { marked(StoreView(ids: [String]()).frame(width: 100, height: 60)) }
    add("asyncimage-scales-nan-zero-and-negative-infinity") {
      HStack {
        AsyncImage(url: nil, scale: .nan).frame(width: 20, height: 20)
        AsyncImage(url: nil, scale: 0) { $0.resizable() } placeholder: { Color.orange }.frame(width: 20, height: 20)
        AsyncImage(url: nil, scale: -.infinity) { phase in phase.image ?? Image(systemName: "photo") }
      }
    }
    return list.cases
  }()

  @Test func everyExpectedOutcomeNamesACase() {
    #expect(Set(Self.outcomes.keys).subtracting(Self.cases.map(\.name)).sorted() == [])
  }

  @Test(.timeLimit(.minutes(10))) func everyCaseHasItsOutcomeAndTheRunFinishes() throws {
    #expect(try HostileCatalogRun.problems(Self.cases, entry: "Round45", fileSuffix: "round45") == [])
  }

  /// A non-source `matchedGeometryEffect` takes its source's position at its anchor; one with a NaN or infinite coordinate is
  /// matched at the centre (MatchedGeometry's `finiteOrCenter`, so the view is not moved off every position) and is named where
  /// the anchor enters. A finite anchor is used and says nothing.
  @Test func matchedAnchorsThatAreNotFiniteAreNamedAndMatchedAtTheCentre() throws {
    #expect(LayoutInspector.layout(of: Anchored(), in: .unspecified).frames["follower"] == CGRect(x: 15, y: 15, width: 10, height: 10))
    #expect(LayoutInspector.layout(of: Anchored(anchor: .bottomTrailing), in: .unspecified).frames["follower"]
      == CGRect(x: 30, y: 30, width: 10, height: 10))
    #expect(try HostileRound39Tests.measured { Anchored() }.warnings == [".matchedGeometryEffect(anchor: UnitPoint(x: nan, y: -inf)) "
      + "is not a finite anchor; matched at the centre (.center). Give an anchor with finite coordinates, such as .topLeading or "
      + "UnitPoint(x: 0.5, y: 1)"])
    #expect(try HostileRound39Tests.measured { Anchored(anchor: .bottomTrailing) }.warnings == [])
  }

  /// An `AsyncImage` never loads in a still, so its scale is never read; one that is not a positive finite number is named
  /// where the view resolves, and the view is drawn as with scale 1 (its loading state).
  @Test func asyncImageScalesThatAreNotPositiveAndFiniteAreNamed() throws {
    let plain = try HostileRound39Tests.measured { AsyncImage(url: nil).frame(width: 20, height: 20) }
    #expect(plain.warnings == [])
    for (scale, shown) in [(CGFloat.nan, "nan"), (0, "0"), (-.infinity, "-inf"), (-2, "-2"), (.infinity, "inf")] {
      let drawn = try HostileRound39Tests.measured { AsyncImage(url: nil, scale: scale).frame(width: 20, height: 20) }
      #expect(drawn.warnings == ["AsyncImage(url:scale:) scale \(shown) is not a positive finite number of pixels to the point, so "
        + "the loaded image would have no usable size; drawn in its loading state, as every AsyncImage in a still. Give a scale "
        + "such as 1, 2 or 3 (the image file's pixels to the point)"])
      #expect(drawn.png == plain.png)
    }
    #expect(try HostileRound39Tests.measured { AsyncImage(url: nil, scale: 3) { _ in Color.orange } }.warnings == [])
  }

  /// A `TextField(value:format:)` formats its value as `Text(_:format:)` does, and its warnings now name the field.
  @Test func formatWarningsNameTheFieldThatShowsTheValue() throws {
    let text = try HostileRound39Tests.measured { Text(Double(1e10), format: .number.scale(1e308)) }.warnings
    #expect(text.count == 1 && text.first?.hasPrefix("Text(_:format:): .scale(1e+308) of 10000000000 is inf") == true)
    let field = try HostileRound39Tests.measured {
      TextField("Scaled", value: .constant(Double(1e10)), format: .number.scale(1e308)).frame(width: 200)
    }.warnings
    #expect(field == text.map { $0.replacingOccurrences(of: "Text(_:format:)", with: "TextField(value:format:)") })
    let date = try HostileRound39Tests.measured {
      TextField("When", value: .constant(Date(timeIntervalSinceReferenceDate: .nan)), format: .dateTime).frame(width: 200)
    }.warnings
    #expect(!date.isEmpty && date.allSatisfy { $0.hasPrefix("TextField(value:format:)") })
  }

  /// A store of no products drew an empty space and said nothing; it is named. One product says nothing.
  @Test func aStoreOfNoProductsIsNamed() throws {
    let named = "StoreView has no products (its ids or products are empty), so it draws no product view, only its empty list. "
      + "Give the store the identifiers of the products it sells"
    #expect(try HostileRound39Tests.measured { StoreView(ids: [String]()).frame(width: 100, height: 60) }.warnings == [named])
    #expect(try HostileRound39Tests.measured { StoreView(products: []).frame(width: 100, height: 60) }.warnings == [named])
    #expect(try HostileRound39Tests.measured { StoreView(ids: ["one"]).frame(width: 200, height: 80) }.warnings == [])
  }
}

extension ContainerValues {
  @Entry var hostileWidth: CGFloat = .nan
}
