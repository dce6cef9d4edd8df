import Foundation
import SpecimenUI
import HostileSupport
import Testing
@testable import Specimen

/// Hostile inputs of round 18: models written from the body that reads them, preferences that grow inside a
/// structure or feed back through their reader, sizes that grow from data (adaptive grid tracks of next to nothing,
/// ten million rows, five million characters, hundreds of options, trees 100 000 deep built by a function) and
/// numbers that enter through less-used modifiers and types. Every case renders in one catalog run and must have
/// its outcome; every other cell and the manifest are written.
@Suite struct HostileRound18Tests {
  typealias Case = HostileCase

  static var box: some View { Color.blue.frame(width: 20, height: 20) }

  /// `view` beside a small box, so the cell is never blank when `view` draws nothing.
  static func marked(_ view: some View) -> some View { HStack { box; view } }

  // MARK: Models written while the view is built

  /// A model that views read and write.
  @Observable final class Counter {
    var value = 0
    var log = ""
  }

  /// Owns its model in `@State` and writes it from the body that reads it.
  struct StateModelWriter: View {
    @State var model = Counter()
    var body: some View {
      model.value += 1
      return Text("Value \(model.value)")
    }
  }

  /// Reads its model from the environment and writes it from the body.
  struct EnvironmentModelWriter: View {
    @Environment(Counter.self) var model
    var body: some View {
      model.value += 1
      return Text("Value \(model.value)")
    }
  }

  /// Reads the model; its child writes what it read.
  struct ModelReader: View {
    let model: Counter
    var body: some View {
      VStack {
        Text("Parent \(model.value)")
        ModelChildWriter(model: model)
      }
    }
  }

  struct ModelChildWriter: View {
    let model: Counter
    var body: some View {
      model.value += 1
      return box
    }
  }

  /// Writes a property no view reads (SwiftUI has nothing to invalidate).
  struct UnreadModelWriter: View {
    let model: Counter
    var body: some View {
      model.log = "drawn"
      return box
    }
  }

  /// A Combine-style model whose published property is written from the body.
  final class Settings: ObservableObject {
    @Published var visits = 0
  }

  struct PublishedWriter: View {
    @StateObject var settings = Settings()
    var body: some View {
      settings.visits += 1
      return Text("Visits \(settings.visits)")
    }
  }

  // MARK: Preferences

  /// A preference whose array grows inside a structure's field.
  struct Tally: Equatable {
    var items: [Int] = []
  }

  struct TallyKey: PreferenceKey {
    static let defaultValue = Tally()
    static func reduce(value: inout Tally, nextValue: () -> Tally) { value.items += value.items + nextValue().items }
  }

  /// A preference whose string grows two structures down.
  struct Outer: Equatable {
    struct Inner: Equatable { var text = "" }
    var inner = Inner()
  }

  struct OuterKey: PreferenceKey {
    static let defaultValue = Outer()
    static func reduce(value: inout Outer, nextValue: () -> Outer) { value.inner.text += value.inner.text + nextValue().inner.text }
  }

  /// A preference whose value is an optional array that doubles.
  struct OptionalKey: PreferenceKey {
    static let defaultValue: [Int]? = nil
    static func reduce(value: inout [Int]?, nextValue: () -> [Int]?) { value = (value ?? []) + (value ?? []) + (nextValue() ?? []) }
  }

  /// A preference whose value is a tuple holding an array that doubles.
  struct PairKey: PreferenceKey {
    static let defaultValue: (count: Int, items: [Int]) = (0, [])
    static func reduce(value: inout (count: Int, items: [Int]), nextValue: () -> (count: Int, items: [Int])) {
      value.count += 1
      value.items += value.items + nextValue().items
    }
  }

  /// A title preference whose reader writes the state that makes the title, longer each time.
  struct TitleKey: PreferenceKey {
    static let defaultValue = ""
    static func reduce(value: inout String, nextValue: () -> String) { value = nextValue() }
  }

  struct TitleFeedback: View {
    @State var title = "A"
    var body: some View {
      Text(title)
        .preference(key: TitleKey.self, value: title + "!")
        .onPreferenceChange(TitleKey.self) { title = $0 }
    }
  }

  /// A height measured from the text and stored through the action: the second pass measures the same, so it settles.
  struct HeightKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
  }

  struct MeasuredBar: View {
    @State var height: CGFloat = 0
    var body: some View {
      HStack {
        Text("Label").background(GeometryReader { Color.clear.preference(key: HeightKey.self, value: $0.size.height) })
        Color.red.frame(width: 4, height: height)
      }
      .onPreferenceChange(HeightKey.self) { height = $0 }
    }
  }

  // MARK: Numbers through less-used types

  /// A box whose side is a `@ScaledMetric` relative to a text style.
  struct ScaledSide: View {
    @ScaledMetric var side: CGFloat
    init(_ side: CGFloat) { _side = ScaledMetric(wrappedValue: side, relativeTo: .largeTitle) }
    var body: some View { Color.red.frame(width: side, height: 10) }
  }

  /// A view built by a function that calls itself `depth` times.
  static func nested(_ depth: Int) -> AnyView { depth == 0 ? AnyView(box) : AnyView(nested(depth - 1)) }

  /// A view built by a function that calls itself `depth` times, each level in a stack.
  static func stacked(_ depth: Int) -> AnyView { depth == 0 ? AnyView(box) : AnyView(VStack { stacked(depth - 1) }) }

  /// The outcome and message fragment of every case that does not render cleanly; the others must render with no warning.
  static let outcomes: [String: (outcome: String, says: String)] = [
    // Before: all five were silent.
    "observable-state-written-in-body": ("warns", "`StateModelWriter`'s body modified a property of the @Observable Counter, which it reads, while the views "
      + "were being built; SwiftUI evaluates a body again whenever what it read changes, so the view updates in a loop and never settles. Drawn "
      + "with the value first written. Change the model in .onAppear, .task or an action, or compute the value in body without storing it"),
    "observable-environment-written-in-body": ("warns", "`EnvironmentModelWriter`'s body modified a property of the @Observable Counter, which it reads"),
    "observable-child-writes-what-parent-reads": ("warns", "`ModelChildWriter`'s body modified a property of the @Observable Counter, which "
      + "`ModelReader`'s body reads, while the views were being built"),
    "published-written-in-body": ("warns", "`PublishedWriter`'s body modified a @Published property while the view was being built (SwiftUI: "
      + "\"Publishing changes from within view updates is not allowed, this will cause undefined behavior.\"); drawn with the value written. "
      + "Change the object in .onAppear, .task or an action"),
    "preference-title-feedback": ("warns", "onPreferenceChange(TitleKey.self) writes state that changes TitleKey again (SwiftUI: \"Bound preference "
      + "TitleKey tried to update multiple times per frame.\"), so the view updates every frame and never settles; drawn with the state before the "
      + "action ran. Make the preference from something the action does not write, or stop writing once the value settles"),
    // Before: PreferenceGrowth counted only a top-level collection, so these doubled to 2⁶⁰ elements (the run ran out of memory).
    "preference-growth-in-struct-field": ("warns", "PreferenceKey TallyKey.reduce grew the combined value to 1048575 elements, more than 1000000 "
      + "(PreferenceGrowth.maxElements); the values of the remaining views are not combined."),
    "preference-growth-two-structs-down": ("warns", "PreferenceKey OuterKey.reduce grew the combined value to 1573372 elements, more than 1000000"),
    "preference-growth-optional-array": ("warns", "PreferenceKey OptionalKey.reduce grew the combined value to 1048575 elements, more than 1000000"),
    "preference-growth-tuple-field": ("warns", "PreferenceKey PairKey.reduce grew the combined value to 1048575 elements, more than 1000000"),
    "lazyhgrid-adaptive-maximum-nan": ("warns", "LazyHGrid GridItem 0 .adaptive(maximum:) nan is not a finite size; laid out without a maximum"),
    "lazyhgrid-griditem-spacing-inf": ("warns", "LazyHGrid GridItem 0 spacing inf is not a finite size; laid out with spacing 0 | Round18/case-lazyhgrid-griditem-spacing-inf: "
      + "LazyHGrid(spacing: -inf) is not a finite length; laid out with spacing 0"),
    // iOS would build ten million texts; the cell fails alone, naming the limit.
    "foreach-10m-in-zstack": ("fails", "the view has more than 100000 views (ViewCount.limit); show fewer rows (e.g. the first screenful of a ForEach's "
      + "data, as a device shows) or raise the limit with SPECIMEN_MAX_VIEWS=N"),
    "text-5m-characters": ("warns", "(5000000 characters)\") has more than 20000 characters (TextLength.limit); laid out its first 20000"),
    "text-1m-words-linelimit-huge": ("warns", "Text(\"word word word word word word word word … (5000000 characters)\") has more than 20000 characters"),
    "anyview-stack-function-recursive-100000": ("fails", "the view nests more than 2000 views deep (ViewDepth.limit); flatten it"),
    // A NaN or infinite @ScaledMetric reaches the frame, which warns as SwiftUI does.
    "scaledmetric-largetitle-nan": ("warns", ".frame(width: nan): invalid frame dimension (negative or non-finite), as SwiftUI warns; laid out as if width were not given"),
    "scaledmetric-inf-xsmall": ("warns", ".frame(width: inf): invalid frame dimension (negative or non-finite), as SwiftUI warns"),
    "radial-gradient-stops-nan-inf": ("warns", "Gradient.Stop location nan is not usable; drawn at location 0"),
    // Round 19: a sweep of 10³⁰⁰° and stops out of order are named (they were drawn without a word).
    "gradient-stops-out-of-order": ("warns", "Gradient stops are not in order of location (0.9, 0.1, 0.5): stop 1 at 0.1 comes after one at 0.9"),
    "angular-gradient-end-1e300": ("warns", "SwiftUI draws only the last complete turn"),
    "angular-gradient-angle-inf": ("warns", "AngularGradient angle (degrees) inf is not usable; drawn as a full turn from 0°"),
    "color-controls-nan-chain": ("warns", ".hueRotation -inf is not usable; drawn without the effect | Round18/case-color-controls-nan-chain: .brightness nan is not "
      + "usable; drawn without the effect | Round18/case-color-controls-nan-chain: .saturation nan is not usable; drawn without the effect | "
      + "Round18/case-color-controls-nan-chain: .contrast nan is not usable; drawn without the effect"),
    "capsule-trim-nan-fill": ("warns", ".trim(from: nan, to: 0.5): a fraction that is not a number trims the path to nothing, so nothing is drawn."),
    "scaleeffect-x0-yinf": ("warns", ".scaleEffect(x: 0.0, y: inf) is not a finite scale; drawn without the scale"),
    // Before these arcs were added to Path, the code did not compile.
    "path-tangent-arc-nan-radius": ("warns", "a shape's path has NaN or infinite coordinates"),
    "path-relative-arc-inf-radius": ("warns", "a shape's path has NaN or infinite coordinates (bounds (nan, nan, nan×nan)); they were drawn at 0."),
    "position-nan-in-scrollview": ("warns", ".position(x: nan) is not a finite coordinate; laid out as 0 | Round18/case-position-nan-in-scrollview: "
      + ".position(y: nan) is not a finite coordinate; laid out as 0"),
    "offset-inf-in-scrollview": ("warns", ".offset(y: inf) is not a finite coordinate; the view is drawn nowhere"),
    "safeareainset-top-spacing-neg-inf": ("warns", ".safeAreaInset(spacing: -inf) is not a finite length; laid out with spacing 0"),
  ]

  static let cases: [Case] = {
    var cases: [Case] = []
    func add(_ name: String, _ view: @escaping @Sendable () -> some View) {
      let expected = outcomes[name] ?? ("renders", "")
      cases.append(Case(name: name, outcome: expected.outcome, says: expected.says, view: { AnyView(view()) }))
    }
    add("control") { box }
    // Models written while the view is built.
    add("observable-state-written-in-body") { marked(StateModelWriter()) }
    add("observable-environment-written-in-body") { marked(EnvironmentModelWriter().environment(Counter())) }
    add("observable-child-writes-what-parent-reads") { ModelReader(model: Counter()) }
    add("observable-written-never-read") { UnreadModelWriter(model: Counter()) }
    add("published-written-in-body") { marked(PublishedWriter()) }
    // Preferences.
    add("preference-growth-in-struct-field") {
      marked(VStack { ForEach(0..<60, id: \.self) { Color.red.frame(width: 1, height: 1).preference(key: TallyKey.self, value: Tally(items: [$0])) } }
        .onPreferenceChange(TallyKey.self) { _ in })
    }
    add("preference-growth-two-structs-down") {
      marked(VStack { ForEach(0..<60, id: \.self) { Color.red.frame(width: 1, height: 1).preference(key: OuterKey.self, value: Outer(inner: .init(text: "ab\($0)"))) } }
        .overlayPreferenceValue(OuterKey.self) { Text("\($0.inner.text.count)") })
    }
    add("preference-growth-optional-array") {
      marked(VStack { ForEach(0..<60, id: \.self) { Color.red.frame(width: 1, height: 1).preference(key: OptionalKey.self, value: [$0]) } }
        .overlayPreferenceValue(OptionalKey.self) { Text("\($0?.count ?? 0)") })
    }
    add("preference-growth-tuple-field") {
      marked(VStack { ForEach(0..<60, id: \.self) { Color.red.frame(width: 1, height: 1).preference(key: PairKey.self, value: (1, [$0])) } }
        .backgroundPreferenceValue(PairKey.self) { Text("\($0.items.count)") })
    }
    add("preference-title-feedback") { marked(TitleFeedback()) }
    add("preference-measure-settles") { MeasuredBar() }
    // Sizes that grow from data.
    add("lazyvgrid-adaptive-1e-9") { LazyVGrid(columns: [GridItem(.adaptive(minimum: 1e-9))]) { ForEach(0..<100, id: \.self) { _ in Color.red.frame(height: 4) } }.frame(width: 200) }
    add("lazyhgrid-adaptive-1e-9") {
      ScrollView(.horizontal) { LazyHGrid(rows: [GridItem(.adaptive(minimum: 1e-9))]) { ForEach(0..<100, id: \.self) { _ in Color.red.frame(width: 4) } } }.frame(width: 200, height: 100)
    }
    add("lazyvgrid-adaptive-subnormal") {
      LazyVGrid(columns: [GridItem(.adaptive(minimum: .leastNonzeroMagnitude, maximum: .leastNonzeroMagnitude))]) { box; box }.frame(width: 200)
    }
    add("lazyhgrid-adaptive-maximum-nan") { LazyHGrid(rows: [GridItem(.adaptive(minimum: 20, maximum: .nan))]) { box; box; box }.frame(height: 100) }
    add("lazyhgrid-griditem-spacing-inf") {
      LazyHGrid(rows: [GridItem(.fixed(20), spacing: .infinity), GridItem(.fixed(20))], spacing: -.infinity) { box; box; box }.frame(height: 100)
    }
    add("lazyvgrid-adaptive-negative-10m") {
      ScrollView { LazyVGrid(columns: [GridItem(.adaptive(minimum: -10))]) { ForEach(0..<10_000_000, id: \.self) { _ in Color.red.frame(height: 10) } } }.frame(width: 200, height: 100)
    }
    add("foreach-10m-in-zstack") { ZStack { ForEach(0..<10_000_000, id: \.self) { Text("Row \($0)") } }.frame(width: 100, height: 40) }
    add("lazyvstack-10m-sections-of-10m") {
      ScrollView {
        LazyVStack(pinnedViews: [.sectionHeaders]) {
          ForEach(0..<10_000_000, id: \.self) { s in Section { ForEach(0..<10_000_000, id: \.self) { Text("Row \($0)") } } header: { Text("Section \(s)") } }
        }
      }.frame(width: 200, height: 120)
    }
    add("picker-wheel-10m") {
      Picker("Number", selection: .constant(3)) { ForEach(0..<10_000_000, id: \.self) { Text("\($0)").tag($0) } }.pickerStyle(.wheel).frame(width: 200)
    }
    add("text-5m-characters") { Text(String(repeating: "a", count: 5_000_000)).frame(width: 200, height: 100).clipped() }
    add("text-1m-words-linelimit-huge") {
      ScrollView { Text(String(repeating: "word ", count: 1_000_000)).lineLimit(Int.max - 1) }.frame(width: 200, height: 100)
    }
    add("viewthatfits-500-texts") { ViewThatFits { ForEach(0..<500, id: \.self) { Text(String(repeating: "x", count: 500 - $0)) } }.frame(width: 100) }
    add("viewthatfits-vertical-300-readers") {
      ViewThatFits(in: .vertical) { ForEach(0..<300, id: \.self) { i in GeometryReader { _ in Color.red }.frame(height: CGFloat(600 - i)) } }.frame(width: 40, height: 40)
    }
    add("geometryreader-nested-500") { (0..<500).reduce(AnyView(box)) { v, _ in AnyView(GeometryReader { _ in v }) }.frame(width: 40, height: 40) }
    add("anyview-function-recursive-100000") { marked(nested(100_000)) }
    add("anyview-stack-function-recursive-100000") { marked(stacked(100_000)) }
    // Numbers through less-used modifiers and types.
    add("scaledmetric-largetitle-nan") { marked(ScaledSide(.nan).dynamicTypeSize(.accessibility5)) }
    add("scaledmetric-inf-xsmall") { marked(ScaledSide(.infinity).dynamicTypeSize(.xSmall)) }
    add("scaledmetric-1e5-range-from-accessibility5") {
      ScrollView(.horizontal) { ScaledSide(1e5).dynamicTypeSize(DynamicTypeSize.accessibility5...) }.frame(width: 100, height: 20)
    }
    add("gradient-stops-out-of-order") {
      LinearGradient(stops: [.init(color: .red, location: 0.9), .init(color: .blue, location: 0.1), .init(color: .green, location: 0.5)], startPoint: .leading, endPoint: .trailing)
        .frame(width: 60, height: 20)
    }
    add("radial-gradient-stops-nan-inf") {
      RadialGradient(stops: [.init(color: .red, location: .nan), .init(color: .blue, location: .infinity)], center: .center, startRadius: 0, endRadius: 20)
        .frame(width: 40, height: 40)
    }
    add("angular-gradient-angle-inf") { AngularGradient(gradient: Gradient(colors: [.red, .blue]), center: .center, angle: .degrees(.infinity)).frame(width: 40, height: 40) }
    add("angular-gradient-end-1e300") { AngularGradient(colors: [.red, .blue], center: .center, startAngle: .zero, endAngle: .degrees(1e300)).frame(width: 40, height: 40) }
    add("color-controls-nan-chain") { Image(systemName: "star.fill").contrast(.nan).saturation(.nan).brightness(.nan).hueRotation(.radians(-.infinity)) }
    add("capsule-trim-nan-fill") { marked(Capsule().trim(from: .nan, to: 0.5).fill(.red).frame(width: 40, height: 20)) }
    add("scaleeffect-x0-yinf") { marked(box.scaleEffect(x: 0, y: .infinity)) }
    add("path-tangent-arc-nan-radius") {
      marked(Path { p in
        p.move(to: CGPoint(x: 0, y: 0))
        p.addArc(tangent1End: CGPoint(x: 20, y: 0), tangent2End: CGPoint(x: 20, y: 20), radius: .nan)
      }.stroke(.red).frame(width: 20, height: 20))
    }
    add("path-relative-arc-inf-radius") {
      marked(Path { $0.addRelativeArc(center: CGPoint(x: 10, y: 10), radius: .infinity, startAngle: .zero, delta: .degrees(90)) }.stroke(.red).frame(width: 20, height: 20))
    }
    add("position-nan-in-scrollview") { ScrollView { VStack { box; box.position(x: .nan, y: .nan) } }.frame(width: 100, height: 100) }
    add("offset-inf-in-scrollview") { ScrollView { VStack { box; box.offset(y: .infinity) } }.frame(width: 100, height: 100) }
    add("safeareainset-top-spacing-neg-inf") { box.safeAreaInset(edge: .top, alignment: .leading, spacing: -.infinity) { Text("bar") }.frame(width: 100, height: 80) }
    add("containerrelativeframe-count-span-intmax") {
      marked(ScrollView(.horizontal) { Color.red.containerRelativeFrame(.horizontal, count: Int.max, span: Int.max, spacing: 0) }.frame(width: 100, height: 40))
    }
    return cases
  }()

  @Test func everyExpectedOutcomeNamesACase() {
    #expect(Set(Self.outcomes.keys).subtracting(Self.cases.map(\.name)).sorted() == [])
  }

  @Test(.timeLimit(.minutes(30))) func everyCaseHasItsOutcomeAndTheRunFinishes() throws {
    #expect(try HostileCatalogRun.problems(Self.cases, entry: "Round18", fileSuffix: "round18") == [])
  }
}
