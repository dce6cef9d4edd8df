import Foundation
@testable import SpecimenUI
import HostileSupport
import Testing
import TipKit
import UIKit
@testable import Specimen

/// Hostile inputs of round 40: environment and preferences (custom keys holding a megabyte and a 1 000-deep value,
/// `.environment` written 1 000 and 600 times in a chain, `transformEnvironment` of hostile numbers, a `reduce` that
/// throws away or reads twice, anchors of NaN frames, `overlayPreferenceValue`/`backgroundPreferenceValue` of keys no view
/// sets, `@Entry` defaults of NaN and a megabyte, subscripts read before any write); gestures, focus and state as stills
/// (`@GestureState` of NaN and ∞ starting values, gestures of hostile minimums wrapped in `updating`, high-priority and
/// simultaneous gestures alternating 600 deep, 1 000 `focused(_:equals:)` fields, `defaultFocus` on a value no field has,
/// `sensoryFeedback` of NaN intensities); animations drawn as a still (springs of negative and infinite durations and
/// bounces, `delay(.infinity)` in a transaction, no phases, empty keyframes, NaN and ∞ transitions, 1 000 matched views
/// that all claim to be the source, `withAnimation` of a NaN spring in a body); layout direction and localisation
/// (right-to-left with hostile alignments and flipped images, 100 alternating directions, empty, garbage and
/// 10 000-character locale identifiers for numbers and currencies, odd calendars, time zones past ±18 h); and the
/// leftovers of rounds 38 and 39 (a `Shape.offset` past any screen, a set operation with a 10³⁰⁰ outline, a
/// representable answering ∞ in an `HStack`, a `TipView` of 1 000 actions). Every case renders in one catalog run and
/// must have its outcome; every other cell and the manifest are written.
@Suite struct HostileRound40Tests {
  typealias Case = HostileCase

  static var box: some View { HostileRound26Tests.box }
  static func marked(_ view: some View) -> some View { HostileRound26Tests.marked(view) }
  static let megabyte = String(repeating: "Env ", count: 250_000)

  /// A value that holds itself 1 000 deep.
  struct Nested: Sendable {
    var inner: [Nested]
    static func deep(_ levels: Int) -> Nested { (0..<levels).reduce(Nested(inner: [])) { v, _ in Nested(inner: [v]) } }
    var depth: Int {
      var (level, current) = (0, self)
      while let next = current.inner.first { (level, current) = (level + 1, next) }
      return level
    }
  }
  struct MegabyteKey: EnvironmentKey { static let defaultValue = HostileRound40Tests.megabyte }
  struct NestedKey: EnvironmentKey { static let defaultValue = Nested.deep(1_000) }

  /// A key whose `reduce` throws every later value away.
  struct DiscardingKey: PreferenceKey {
    static let defaultValue: [Int] = []
    static func reduce(value: inout [Int], nextValue: () -> [Int]) {}
  }
  /// A key whose `reduce` reads the next value twice and keeps both.
  struct DuplicatingKey: PreferenceKey {
    static let defaultValue: [Int] = []
    static func reduce(value: inout [Int], nextValue: () -> [Int]) { value += nextValue() + nextValue() }
  }
  struct BoundsKey: PreferenceKey {
    static let defaultValue: Anchor<CGRect>? = nil
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = value ?? nextValue() }
  }
  struct UnsetKey: PreferenceKey {
    static let defaultValue: CGFloat = .nan
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = nextValue() }
  }

  /// Reads a custom key and the megabyte default without any view writing them.
  struct ReadsCustomKeys: View {
    @Environment(\.hostileSpacing) var spacing
    @Environment(\.hostileMegabyte) var megabyte
    var body: some View {
      let values = EnvironmentValues()
      let depth = values[NestedKey.self].depth
      return VStack(spacing: 4) {
        Text("\(megabyte.count) \(values[MegabyteKey.self].count) \(depth)")
        box.padding(spacing)
      }
    }
  }

  /// A view whose `@GestureState` starts at NaN and ∞ and drives its offset and scale.
  struct GestureStated: View {
    @GestureState var offset = CGSize(width: CGFloat.nan, height: CGFloat.infinity)
    @GestureState var scale: CGFloat = -.infinity
    var body: some View {
      box.offset(offset).scaleEffect(scale)
        .gesture(DragGesture(minimumDistance: -1e300, coordinateSpace: .global).updating($offset) { value, state, _ in state = value.translation })
        .gesture(MagnifyGesture(minimumScaleDelta: -1).updating($scale) { value, state, _ in state = value.magnification })
    }
  }

  /// 1 000 fields bound to one focus value none of them has.
  struct ThousandFocused: View {
    @FocusState var focus: Int?
    var body: some View {
      VStack(spacing: 0) {
        ForEach(0..<1_000, id: \.self) { i in TextField("F\(i)", text: .constant("")).focused($focus, equals: i).frame(height: 2) }
      }.defaultFocus($focus, 12_345, priority: .userInitiated).frame(width: 60)
    }
  }

  /// 1 000 views of one matched-geometry id, each saying it is the source.
  struct AllSources: View {
    @Namespace var space
    var body: some View {
      VStack(spacing: 0) {
        ForEach(0..<1_000, id: \.self) { _ in Color.red.frame(width: 10, height: 0.1).matchedGeometryEffect(id: "one", in: space, isSource: true) }
      }
    }
  }

  /// A body that calls `withAnimation` of a NaN spring and changes its state in it.
  struct AnimatesInBody: View {
    @State var shown = false
    var body: some View {
      withAnimation(.spring(duration: .nan, bounce: .infinity).delay(.nan)) { shown.toggle() }
      return box.opacity(shown ? 1 : 0.5)
    }
  }

  struct ThousandActionsTip: Tip {
    var title: Text { Text("Many") }
    var actions: [Action] { (0..<1_000).map { Action(id: "a\($0)", title: "Action \($0)") } }
  }

  static func date(_ seconds: Double) -> Date { Date(timeIntervalSinceReferenceDate: seconds) }
  /// Offsets from GMT past the ±18 h Foundation's zones span, in seconds.
  static let farOffsets: [Int] = [18 * 3_600 + 1, -(18 * 3_600 + 1), 86_400 * 3, Int.max / 2]
  static let oddWeekdays: [Int] = [0, 8, -3, 1_000]
  static let localeIDs: [String] = ["", "!!@@##$$", "xx_YY@numbers=nonsense;currency=???", String(repeating: "en_US", count: 2_000)]
  static let numberingLocaleIDs: [String] = ["ar_EG@numbers=arab", "hi_IN@numbers=deva", "th_TH@calendar=buddhist", "fa_IR@calendar=persian"]
  /// The zone `seconds` from GMT, or GMT when Foundation makes none.
  static func zone(_ seconds: Int) -> TimeZone {
    if let zone = TimeZone(secondsFromGMT: seconds) { return zone }
    return TimeZone(identifier: "GMT") ?? .current
  }
  /// A Hebrew calendar whose first weekday and minimum days in the first week are both `value`.
  static func hebrew(_ value: Int) -> Calendar {
    var calendar = Calendar(identifier: .hebrew)
    calendar.firstWeekday = value
    calendar.minimumDaysInFirstWeek = value
    return calendar
  }

  /// `count` `.environment` writes, each on the last.
  static func environmentChain(_ count: Int) -> some View {
    (0..<count).reduce(AnyView(Text("Env").frame(width: 40))) { v, i in AnyView(v.environment(\.multilineTextAlignment, i.isMultiple(of: 2) ? .trailing : .center)) }
  }

  /// The outcome and message fragment of every case that does not render cleanly; the others must render with no warning.
  static let outcomes: [String: (outcome: String, says: String)] = {
    let gesture = "is not a number, a threshold no touch can be compared with; drawn unchanged, as every gesture in a still is"
    let screen = "is longer than any screen (over 1000000 pt, LayoutArgumentCheck.longestLength); the path is moved as given, so the shape "
      + "is drawn outside every screen. Give distances that fit on a screen"
    return [
      "environment-custom-keys-megabyte-and-nested-read-before-write": ("warns", ".padding(nan) on top, leading, bottom, trailing is not a "
        + "finite length; laid out as 0"),
      // 1 000 modifiers, each in an AnyView, nest 2 000 views deep; 600 render.
      "environment-written-1000-times": ("fails", "the view nests more than 2000 views deep (ViewDepth.limit); flatten it"),
      "transform-environment-hostile-numbers": ("warns", "Text(\"Scale\"): .minimumScaleFactor(nan) is not usable; drawn with factor 1"),
      "anchor-preference-nan-frame": ("warns", ".frame(width: nan): invalid frame dimension (negative or non-finite), as SwiftUI warns"),
      "preference-values-read-with-no-writer": ("warns", ".frame(width: nan): invalid frame dimension (negative or non-finite), as SwiftUI warns"),
      "entry-macro-hostile-defaults-written": ("warns", ".padding(-inf) on top, leading, bottom, trailing is not a finite length; use a finite inset"),
      "gesture-state-nan-and-infinite-initial-values": ("warns", ".offset(y: inf) is not a finite coordinate; the view is drawn nowhere"),
      "gestures-infinite-duration-nan-distance-updating": ("warns", "LongPressGesture(minimumDuration: inf, maximumDistance: nan): "
        + "maximumDistance nan " + gesture),
      "gestures-high-priority-and-simultaneous-alternating-600": ("warns", "DragGesture(minimumDistance: nan): minimumDistance nan " + gesture),
      "phaseanimator-no-phases": ("warns", "PhaseAnimator has no phases, so there is no phase to draw its content in; nothing is drawn. Give "
        + "phaseAnimator(_:) at least one phase"),
      "keyframeanimator-empty-and-nan-initial": ("warns", ".opacity nan is not usable; drawn with opacity 1"),
      "matched-geometry-1000-all-sources": ("warns", "matchedGeometryEffect(id: \"one\", in:): more than one view of the group has isSource: true"),
      "with-animation-nan-spring-in-body": ("warns", "`AnimatesInBody`'s body modified a @State value while the view was being built"),
      "rtl-hostile-alignments-and-flipped-images": ("warns", ".offset(x: nan) is not a finite coordinate; laid out as 0"),
      "locale-empty-garbage-and-10000-identifiers-for-numbers": ("warns", "\\.locale: the locale \"xx_YY@numbers=nonsense;currency=???\" names "
        + "the numbering system \"nonsense\", which ICU does not know"),
      // The bundled fonts cover Arabic digits but not Devanagari or Thai: the cell fails naming the missing glyphs and the fix.
      // Since round 41 the message names the characters, their script and a Debian font covering it.
      "locale-number-systems-and-date-formats": ("fails", "7 glyph(s) missing from every font: Devanagari (U+0967, U+0968, U+0969 and 4 "
        + "more), which Debian's fonts-noto-core has as NotoSansDevanagari-Regular.ttf; add a font covering them to Assets/Fonts"),
      // Before: `Circle().offset(x: 1e308)` drew nothing without a word.
      "shape-offset-past-any-screen": ("warns", "Shape.offset(_:) of (1e+308, 0) " + screen),
      // Before: the 10³⁰⁰ outline was left out, so subtracting it left the whole circle.
      "subtracting-and-intersecting-1e300-outlines": ("warns", "Path.subtracting(_:eoFill:): a path has the point (1e+300, 0), which is "
        + "farther than any screen (over 1000000 pt from the origin), so its outline is cut at 1000000 pt from the origin on each axis "
        + "before it is combined"),
      // Since round 41, named once, for the first proposal the stack made (before: once for each of 0, ∞ and 144 wide).
      "representable-answering-infinite-in-hstack": ("warns", "Answering.sizeThatFits(_:uiView:context:) returned inf×30 for a proposal of "
        + "0×2000"),
      // Before: the canvas error alone, without what made the tip so tall.
      "tipview-1000-actions": ("fails", "VStack of 2001 subviews is 44807.5 pt tall, longer than a canvas holds (8168 pt per side at this "
        + "scale), though each of them fits; show fewer of them in one still"),
    ]
  }()

  static let cases: [Case] = {
    var list = HostileCaseList(outcomes: outcomes)
    func add(_ name: String, _ view: @escaping @Sendable () -> some View) { list.add(name, view) }
    add("control") { box }
    // Environment and preferences.
    add("environment-custom-keys-megabyte-and-nested-read-before-write") { ReadsCustomKeys().frame(width: 200, height: 60).clipped() }
    add("environment-written-1000-times") { environmentChain(1_000) }
    add("environment-written-600-times") { environmentChain(600) }
    add("transform-environment-hostile-numbers") {
      marked(VStack {
        Text("Limit").transformEnvironment(\.lineLimit) { $0 = Int.min }
        Text("Scale").transformEnvironment(\.minimumScaleFactor) { $0 = .nan }
        Text("Font").transformEnvironment(\.font) { $0 = .system(size: .nan) }
        Text("Spacing").transformEnvironment(\.lineSpacing) { $0 = -.infinity }
      })
    }
    add("preference-reduce-discards-and-duplicates") {
      marked(VStack {
        ForEach(0..<20, id: \.self) { i in Color.red.frame(width: 4, height: 1).preference(key: DiscardingKey.self, value: [i]) }
        ForEach(0..<20, id: \.self) { i in Color.red.frame(width: 4, height: 1).preference(key: DuplicatingKey.self, value: [i]) }
      }
      .overlayPreferenceValue(DiscardingKey.self) { values in Text("\(values.count)") }
      .backgroundPreferenceValue(DuplicatingKey.self) { values in Text("\(values.count)") })
    }
    add("anchor-preference-nan-frame") {
      marked(box.frame(width: .nan, height: .infinity).anchorPreference(key: BoundsKey.self, value: .bounds) { $0 }
        .overlayPreferenceValue(BoundsKey.self) { anchor in
          GeometryReader { proxy in
            if let anchor { Rectangle().stroke(Color.green).frame(width: proxy[anchor].width, height: proxy[anchor].height).offset(x: proxy[anchor].minX) }
          }
        })
    }
    add("preference-values-read-with-no-writer") {
      marked(box
        .overlayPreferenceValue(UnsetKey.self, alignment: .topLeading) { value in Color.green.frame(width: value, height: value) }
        .backgroundPreferenceValue(BoundsKey.self) { anchor in if anchor == nil { Color.yellow.frame(width: 4, height: 4) } })
    }
    add("entry-macro-hostile-defaults-written") {
      marked(VStack { ReadsCustomKeys().environment(\.hostileSpacing, -.infinity); ReadsCustomKeys().environment(\.hostileMegabyte, "") }
        .frame(width: 200, height: 90).clipped())
    }
    // Gestures, focus and state as stills.
    add("gesture-state-nan-and-infinite-initial-values") { marked(GestureStated()) }
    add("gestures-infinite-duration-nan-distance-updating") {
      marked(box
        .gesture(LongPressGesture(minimumDuration: .infinity, maximumDistance: .nan).onEnded { _ in })
        .gesture(RotateGesture(minimumAngleDelta: .radians(-.infinity)).onChanged { _ in }.simultaneously(with: SpatialTapGesture(count: Int.min))))
    }
    add("gestures-high-priority-and-simultaneous-alternating-600") {
      (0..<600).reduce(AnyView(box)) { v, i in
        i.isMultiple(of: 2) ? AnyView(v.highPriorityGesture(DragGesture(minimumDistance: .nan), including: .subviews))
          : AnyView(v.simultaneousGesture(LongPressGesture(minimumDuration: -.infinity), including: .gesture))
      }
    }
    add("focused-equals-1000-fields-default-focus-missing") { ThousandFocused() }
    add("sensory-feedback-nan-intensity-and-triggers") {
      marked(box
        .sensoryFeedback(.impact(weight: .heavy, intensity: .nan), trigger: Double.nan)
        .sensoryFeedback(.impact(flexibility: .rigid, intensity: -.infinity), trigger: 1) { _, _ in true }
        .sensoryFeedback(trigger: Double.infinity) { _, _ in nil })
    }
    // Animations drawn as a still.
    add("spring-negative-and-infinite-duration-and-bounce") {
      marked(VStack {
        box.animation(.spring(duration: -1, bounce: -.infinity), value: 1)
        box.animation(.spring(duration: .infinity, bounce: 1e308), value: 2)
        box.animation(.spring(response: -.infinity, dampingFraction: .nan, blendDuration: -1), value: 3)
      })
    }
    add("transaction-delay-infinite-speed-zero-repeat-int-max") {
      marked(box.transaction { $0.animation = .easeIn.delay(.infinity).speed(0).repeatCount(Int.max, autoreverses: true) }
        .animation(.linear(duration: 1e308).repeatCount(Int.min), value: Double.nan))
    }
    add("phaseanimator-no-phases") {
      marked(box.phaseAnimator([] as [Double]) { content, phase in content.opacity(phase) })
    }
    add("keyframeanimator-empty-and-nan-initial") {
      marked(HStack {
        box.keyframeAnimator(initialValue: 1.0, trigger: 0) { content, value in content.scaleEffect(value) } keyframes: { _ in }
        box.keyframeAnimator(initialValue: Double.nan, repeating: true) { content, value in content.opacity(value) } keyframes: { _ in
          LinearKeyframe(Double.nan, duration: 1)
        }
      })
    }
    add("transitions-nan-scale-and-infinite-offset") {
      marked(VStack {
        box.transition(.scale(scale: .nan, anchor: UnitPoint(x: .infinity, y: .nan)))
        box.transition(.offset(x: .infinity, y: -.infinity).combined(with: .move(edge: .leading)))
        box.transition(.asymmetric(insertion: .offset(CGSize(width: CGFloat.nan, height: 0)), removal: .scale(scale: -1e308)))
      })
    }
    add("content-transition-every-kind-on-text") {
      marked(VStack {
        Text("1").contentTransition(.numericText(countsDown: true))
        Text("2").contentTransition(.interpolate)
        Text("3").contentTransition(.opacity).contentTransition(.identity)
      })
    }
    add("matched-geometry-1000-all-sources") { AllSources() }
    add("with-animation-nan-spring-in-body") { marked(AnimatesInBody()) }
    // Layout direction and localisation.
    add("rtl-hostile-alignments-and-flipped-images") {
      VStack(alignment: .leading) {
        HStack(alignment: .firstTextBaseline) { Text("A"); Image(systemName: "chevron.left").flipsForRightToLeftLayoutDirection(true) }
        Text("Leading").frame(width: 100, alignment: .leading)
        Image(systemName: "text.alignleft").flipsForRightToLeftLayoutDirection(true).frame(width: 40, alignment: .trailing)
        Text("Offset").offset(x: .nan).frame(width: 100, alignment: Alignment(horizontal: .trailing, vertical: .firstTextBaseline))
      }.environment(\.layoutDirection, .rightToLeft)
    }
    add("layout-direction-alternating-100") {
      (0..<100).reduce(AnyView(Image(systemName: "chevron.left").flipsForRightToLeftLayoutDirection(true))) { v, i in
        AnyView(v.flipsForRightToLeftLayoutDirection(i.isMultiple(of: 3)).environment(\.layoutDirection, i.isMultiple(of: 2) ? .rightToLeft : .leftToRight))
      }
    }
    add("locale-empty-garbage-and-10000-identifiers-for-numbers") {
      VStack {
        ForEach(localeIDs, id: \.self) { id in
          HStack {
            Text(12_345.678, format: .number)
            Text(0.25, format: .percent)
            Text(99.5, format: .currency(code: id.isEmpty ? "" : "XYZ"))
          }.environment(\.locale, Locale(identifier: id))
        }
      }
    }
    add("locale-number-systems-and-date-formats") {
      VStack {
        ForEach(numberingLocaleIDs, id: \.self) { id in
          HStack { Text(1_234_567, format: .number); Text(date(0), format: .dateTime.year().month().day().weekday()) }
            .environment(\.locale, Locale(identifier: id)).environment(\.timeZone, zone(0))
        }
      }
    }
    add("calendar-odd-first-weekdays-and-minimum-days") {
      VStack {
        ForEach(oddWeekdays, id: \.self) { first in
          Text(date(0), format: .dateTime.week().weekday(.wide)).environment(\.calendar, hebrew(first)).environment(\.timeZone, zone(0))
        }
      }
    }
    add("timezone-offsets-past-18-hours") {
      VStack {
        ForEach(farOffsets, id: \.self) { seconds in
          Text(date(0), format: .dateTime.hour().minute()).environment(\.timeZone, zone(seconds))
        }
      }
    }
    // Leftovers of rounds 38 and 39.
    add("shape-offset-past-any-screen") {
      marked(HStack {
        Circle().offset(x: 1e308).fill(Color.red).frame(width: 30, height: 30)
        Rectangle().offset(CGPoint(x: 0, y: -2e6)).stroke(Color.red).frame(width: 30, height: 30)
      })
    }
    add("subtracting-and-intersecting-1e300-outlines") {
      marked(HStack {
        Circle().subtracting(Circle().inset(by: -1e300)).fill(Color.red).frame(width: 30, height: 30)
        Rectangle().subtracting(Rectangle().offset(x: 1e300)).fill(Color.green).frame(width: 30, height: 30)
        Circle().intersection(Rectangle().inset(by: -1e300)).fill(Color.orange).frame(width: 30, height: 30)
      })
    }
    add("representable-answering-infinite-in-hstack") {
      HStack { box; HostileRound38Tests.Answering(size: CGSize(width: CGFloat.infinity, height: 30)); box }.frame(width: 200)
    }
    add("tipview-1000-actions") { TipView(ThousandActionsTip()).frame(width: 240) }
    return list.cases
  }()

  @Test func everyExpectedOutcomeNamesACase() {
    #expect(Set(Self.outcomes.keys).subtracting(Self.cases.map(\.name)).sorted() == [])
  }

  @Test(.timeLimit(.minutes(30))) func everyCaseHasItsOutcomeAndTheRunFinishes() throws {
    #expect(try HostileCatalogRun.problems(Self.cases, entry: "Round40", fileSuffix: "round40") == [])
  }

  static func measured(_ view: @escaping @Sendable () -> some View) throws -> (size: CGSize, warnings: [String], png: Data) {
    try HostileRound39Tests.measured(.unspecified, view)
  }

  @Test func shapeOffsetsPastAnyScreenAreNamedAndMovedAsGiven() throws {
    func drawn(_ shape: some Shape) throws -> (size: CGSize, warnings: [String], png: Data) {
      try Self.measured { shape.fill(Color.red).frame(width: 30, height: 20).padding(5) }
    }
    let far = try drawn(Circle().offset(x: 1e308))
    #expect(far.warnings == ["Shape.offset(_:) of (1e+308, 0) is longer than any screen (over 1000000 pt, LayoutArgumentCheck.longestLength); "
      + "the path is moved as given, so the shape is drawn outside every screen. Give distances that fit on a screen"])
    // Moved as given: nothing of it is left in the frame.
    #expect(far.png == (try Self.measured { Color.clear.frame(width: 30, height: 20).padding(5) }).png)
    #expect(try drawn(Rectangle().offset(CGPoint(x: 0, y: -2e6))).warnings.first?.hasPrefix("Shape.offset(_:) of (0, -2000000) is longer than "
      + "any screen") == true)
    // Up to a screen's reach, said nothing; a distance that is not finite keeps its own message.
    #expect(try drawn(Rectangle().offset(x: 1_000_000, y: -1_000_000)).warnings == [])
    #expect(try drawn(Rectangle().offset(x: .nan)).warnings == ["Shape.offset(_:) of (nan, 0) is not a finite offset; the path is not moved "
      + "along an axis whose distance is not finite. Give finite distances"])
  }

  @Test func setOperationsCutOutlinesPastAnyScreenToIt() throws {
    // A square 10³⁰⁰ on a side is the square ±FlatSubpath.maxCoordinate, its sides exactly on it.
    let huge = [CGPoint(x: -1e300, y: -1e300), CGPoint(x: 1e300, y: -1e300), CGPoint(x: 1e300, y: 1e300), CGPoint(x: -1e300, y: 1e300)]
    let limit = FlatSubpath.maxCoordinate
    #expect(FlatSubpath.clipped(huge, within: limit).map(Set.init) == Set([CGPoint(x: -limit, y: -limit), CGPoint(x: limit, y: -limit),
                                                                          CGPoint(x: limit, y: limit), CGPoint(x: -limit, y: limit)]))
    // A triangle with one far corner keeps its near corners and is cut where its sides cross the square.
    let cut = try #require(FlatSubpath.clipped([CGPoint(x: 0, y: 0), CGPoint(x: 4e6, y: 0), CGPoint(x: 0, y: 10)], within: limit))
    #expect(cut == [CGPoint(x: 0, y: 0), CGPoint(x: limit, y: 0), CGPoint(x: limit, y: 7.5), CGPoint(x: 0, y: 10)])
    func drawn(_ shape: some Shape) throws -> (size: CGSize, warnings: [String], png: Data) {
      try Self.measured { shape.fill(Color.red).frame(width: 30, height: 30).padding(5) }
    }
    let cutMessage = "a path has the point (1e+300, 0), which is farther than any screen (over 1000000 pt from the origin), so its outline "
      + "is cut at 1000000 pt from the origin on each axis before it is combined. Check the numbers given to the shape (Path, cornerRadius, "
      + "inset(by:), offset)"
    // Subtracting an outline that covers every screen leaves nothing; intersecting with it leaves the shape.
    let nothing = try drawn(Circle().subtracting(Circle().inset(by: -1e300)))
    #expect(nothing.warnings == ["Path.subtracting(_:eoFill:): " + cutMessage])
    #expect(nothing.png == (try Self.measured { Color.clear.frame(width: 30, height: 30).padding(5) }).png)
    let whole = try drawn(Circle().intersection(Circle().inset(by: -1e300)))
    #expect(whole.warnings == ["Path.intersection(_:eoFill:): " + cutMessage])
    #expect(whole.png == (try drawn(Circle().intersection(Rectangle().inset(by: -100)))).png)
    // Moved past every screen, an outline subtracts nothing.
    #expect(try drawn(Rectangle().subtracting(Rectangle().offset(x: 1e300))).png == (try drawn(Rectangle())).png)
  }

  @Test func containersTooLongForACanvasNameTheirSubviews() throws {
    func failure(_ view: some View) -> String? {
      do { _ = try ViewRenderer(scale: 1).rasterize(view, in: .unspecified); return nil } catch { return "\(error)" }
    }
    let rows = { VStack(spacing: 0) { ForEach(0..<2_000, id: \.self) { _ in Color.red.frame(width: 10, height: 10) } } }
    #expect(failure(rows()) == "canvas 10×20000 px exceeds the limit of 16384 px per side; lower the scale or the frame; VStack of 2000 "
      + "subviews is 20000 pt tall, longer than a canvas holds (16384 pt per side at this scale), though each of them fits; show fewer of "
      + "them in one still")
    // A length that explains the canvas is named instead.
    #expect(failure(VStack { rows(); Color.blue.frame(width: 10, height: 20_000) })?.hasSuffix("; .frame height 20000 pt is longer than a "
      + "canvas holds (16384 pt per side at this scale); give a length that fits a screen") == true)
  }
}

extension EnvironmentValues {
  @Entry var hostileSpacing: CGFloat = .nan
  @Entry var hostileMegabyte: String = HostileRound40Tests.megabyte
}
