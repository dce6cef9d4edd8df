import Foundation
import SpecimenUI
import HostileSupport
import Testing
@testable import Specimen

/// Hostile inputs of round 17: user code that misbehaves while the view is built or laid out (state written from
/// `body`, tasks and timers started in previews, preference reducers that grow without end, views that contain
/// themselves, feedback through geometry and preferences) and hostile text content. Every case renders in one
/// catalog run and must have its outcome; every other cell and the manifest are written.
@Suite struct HostileRound17Tests {
  typealias Case = HostileCase

  static var box: some View { Color.blue.frame(width: 20, height: 20) }

  /// `view` beside a small box, so the cell is never blank when `view` draws nothing.
  static func marked(_ view: some View) -> some View { HStack { box; view } }

  /// A view whose `body` writes the state it reads (SwiftUI: "Modifying state during view update").
  struct StateWriter: View {
    @State var count = 0
    var body: some View {
      count += 1
      return Text("Count \(count)")
    }
  }

  /// A model written from the `body` that reads it.
  @Observable final class Counter {
    var value = 0
  }

  struct ObservedWriter: View {
    let counter: Counter
    var body: some View {
      counter.value += 1
      return Text("Value \(counter.value)")
    }
  }

  /// Effects that iOS runs after the view appears, each writing state every time it runs.
  struct Effects: View {
    @State var n = 0
    var body: some View {
      Text("n \(n)")
        .onAppear { n += 1 }
        .task { while !Task.isCancelled { n += 1; await Task.yield() } }
        .onChange(of: n) { n += 1 }
        .onReceive(Timer.publish(every: 0.001, on: .main, in: .common).autoconnect()) { _ in n += 1 }
    }
  }

  /// A preference whose reduce doubles what it holds at every sibling.
  struct Doubling: PreferenceKey {
    static let defaultValue: [Int] = [1]
    static func reduce(value: inout [Int], nextValue: () -> [Int]) { value += value + nextValue() }
  }

  /// A preference whose reduce appends a long string at every sibling.
  struct Growing: PreferenceKey {
    static let defaultValue = ""
    static func reduce(value: inout String, nextValue: () -> String) { value += value + nextValue() }
  }

  /// A width preference fed back into the frame of the view that sets it.
  struct WidthKey: PreferenceKey {
    static let defaultValue: CGFloat = 10
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
  }

  struct PreferenceFeedback: View {
    @State var width: CGFloat = 10
    var body: some View {
      Color.red.frame(width: width, height: 10)
        .preference(key: WidthKey.self, value: width * 2)
        .onPreferenceChange(WidthKey.self) { width = $0 }
    }
  }

  /// A frame set from the size a geometry reader reported through state.
  struct GeometryFeedback: View {
    @State var side: CGFloat = 10
    var body: some View {
      GeometryReader { proxy in
        let _ = { side = proxy.size.width + 1 }()
        Color.red.frame(width: side, height: side)
      }
      .frame(width: side * 2, height: side * 2)
    }
  }

  /// A view that contains itself through a condition that is always true.
  struct Recursive: View {
    let level: Int
    var body: some View {
      if level >= 0 { AnyView(VStack { Recursive(level: level + 1) }) } else { AnyView(Text("never")) }
    }
  }

  /// A view that contains itself with no container between.
  struct SelfReferencing: View {
    var body: some View { AnyView(SelfReferencing()) }
  }

  /// An environment key whose default is a 4-million-element array, read by every row.
  struct HugeKey: EnvironmentKey {
    static let defaultValue = [Int](repeating: 7, count: 4_000_000)
  }

  struct HugeReader: View {
    @Environment(\.hugeValue) var value
    var body: some View { Text("\(value.count)") }
  }

  /// The outcome and message fragment of every case that does not render cleanly; the others must render with no warning.
  static let outcomes: [String: (outcome: String, says: String)] = [
    // Round 43: a timer over an infinite bound is named (it showed "0:00" silently).
    "text-timer-interval-nan": ("warns", "Text(\"0:00\"): the timer's upper bound inf s from 2001 is not a date a timer can count with, "
      + "so it shows \"0:00\""),
    "body-writes-state": ("warns", "`StateWriter`'s body modified a @State value while the view was being built (SwiftUI: \"Modifying state during view "
      + "update, this will cause undefined behavior\"); drawn with the value written. Compute the value in body without storing it, or set the state "
      + "in .onAppear or an action"),
    "geometry-state-feedback": ("warns", "a GeometryReader's content modified a @State value while the view was being built"),
    // Round 18: a body writing the model it reads, and an action feeding its preference, are named (they were silent).
    "body-writes-observable": ("warns", "`ObservedWriter`'s body modified a property of the @Observable Counter, which it reads"),
    "preference-feedback": ("warns", "onPreferenceChange(WidthKey.self) writes state that changes WidthKey again (SwiftUI: \"Bound preference WidthKey "
      + "tried to update multiple times per frame.\")"),
    // Before PreferenceGrowth: 2⁶⁰ elements asked for, the run ran out of memory.
    "preference-doubling-60": ("warns", "PreferenceKey Doubling.reduce grew the combined value to 1048575 elements, more than 1000000 "
      + "(PreferenceGrowth.maxElements); the values of the remaining views are not combined. Combine into a value that does not grow with itself"),
    "preference-string-growing-60": ("warns", "PreferenceKey Growing.reduce grew the combined value to 1573372 elements, more than 1000000"),
    "recursive-anyview": ("fails", "the view nests more than 2000 views deep (ViewDepth.limit); flatten it"),
    "self-referencing-anyview": ("fails", "the view nests more than 2000 views deep (ViewDepth.limit); flatten it"),
    "text-newlines-100000": ("warns", "(100003 characters)\") has more than 20000 characters (TextLength.limit); laid out its first 20000"),
    "text-linelimit-intmax-reserves": ("warns", ".lineLimit(9223372036854775807, reservesSpace: true) makes room for over 200 lines, taller than any screen; "
      + "laid out as with reservesSpace: false."),
    "text-linelimit-negative-reserves": ("warns", ".lineLimit(-5, reservesSpace: true) limits text to -5 lines, fewer than one; laid out with 1 line."),
    "text-linelimit-range-huge": ("warns", ".lineLimit(9223372036854775806...9223372036854775807) makes room for over 200 lines, taller than any screen; "
      + "laid out as with no lower bound."),
    "text-linelimit-range-negative": ("warns", ".lineLimit(-5...-1) limits text to -1 lines, fewer than one; laid out with 1 line."),
    "text-linelimit-partial-min": ("warns", ".lineLimit(9223372036854775807...) makes room for over 200 lines"),
    "attributed-nan-kern": ("warns", "Text(\"Kern\"): AttributedString.kern(nan) is not a finite length; laid out as 0."),
    "attributed-huge-font": ("warns", "Text(\"Big\"): font size nan (Font.system(size:) or Font.custom(_:size:)) is not usable; drawn at 17 pt"),
    "markdown-list-10000": ("warns", "(118889 characters)\") has more than 20000 characters (TextLength.limit)"),
    "markdown-stars-10000": ("warns", "(20001 characters)\") has more than 20000 characters (TextLength.limit)"),
    // The paragraph's trailing space goes (`.full` syntax), so 87 999 characters.
    "markdown-attributed-10000": ("warns", "(87999 characters)\") has more than 20000 characters (TextLength.limit)"),
    "text-timer-nan": ("warns", "Text(_:style:): a date nan s from 2001 is not one a formatter can show; drawn as 0 s"),
    "text-date-offset-inf": ("warns", "Text(_:style:): a date -inf s from 2001 is not one a formatter can show; drawn as 0 s"),
    "text-number-huge-precision": ("warns", "Text(_:format:): a precision of 9223372036854775807 digits is not one a number format can show"),
    "text-monospaced-digit-huge": ("warns", "(1000000 characters)\") has more than 20000 characters (TextLength.limit)"),
    "textfield-1mb": ("warns", "(1000000 characters)\") has more than 20000 characters (TextLength.limit)"),
    "texteditor-1mb-lines": ("warns", "(1000000 characters)\") has more than 20000 characters (TextLength.limit)"),
  ]

  static let cases: [Case] = {
    var cases: [Case] = []
    func add(_ name: String, _ view: @escaping @Sendable () -> some View) {
      let expected = outcomes[name] ?? ("renders", "")
      cases.append(Case(name: name, outcome: expected.outcome, says: expected.says, view: { AnyView(view()) }))
    }
    add("control") { box }
    add("body-writes-state") { StateWriter() }
    add("body-writes-observable") { ObservedWriter(counter: Counter()) }
    add("effects-write-state") { Effects() }
    add("task-in-body") { marked(Text("t").onAppear { Task { while !Task.isCancelled { try? await Task.sleep(nanoseconds: 1_000_000_000) } } }) }
    add("asyncafter-in-body") { marked(Text("a").onAppear { DispatchQueue.main.asyncAfter(deadline: .now() + 3600) {} }) }
    add("withanimation-in-body") { marked(withAnimation(.spring) { Text("w") }) }
    add("preference-doubling-60") {
      marked(VStack { ForEach(0..<60, id: \.self) { Color.red.frame(width: 1, height: 1).preference(key: Doubling.self, value: [$0]) } }
        .onPreferenceChange(Doubling.self) { _ in })
    }
    add("preference-string-growing-60") {
      marked(VStack { ForEach(0..<60, id: \.self) { Color.red.frame(width: 1, height: 1).preference(key: Growing.self, value: "ab\($0)") } }
        .overlayPreferenceValue(Growing.self) { Text("\($0.count)") })
    }
    add("preference-feedback") { marked(PreferenceFeedback()) }
    add("geometry-state-feedback") { marked(GeometryFeedback()) }
    add("recursive-anyview") { marked(Recursive(level: 0)) }
    add("self-referencing-anyview") { marked(SelfReferencing()) }
    add("environment-huge-default") { VStack { ForEach(0..<200, id: \.self) { _ in HugeReader() } }.frame(width: 100, height: 100).clipped() }
    // Text content.
    add("text-bidi-unbalanced") { Text("abc \u{202E}def \u{2066}ghi \u{2067}\u{2068}jkl \u{2069}\u{2069}\u{2069}\u{202C}").frame(width: 200) }
    add("text-bidi-isolates-10000") { Text(String(repeating: "\u{2067}a", count: 10_000)).frame(width: 200, height: 100).clipped() }
    add("text-zero-width-only") { marked(Text(String(repeating: "\u{200B}\u{200C}\u{200D}\u{FEFF}", count: 1_000))) }
    add("text-nul-only") { marked(Text(String(repeating: "\u{0}", count: 1_000))) }
    add("text-combining-10000") { Text("a" + String(repeating: "\u{0301}", count: 10_000)).frame(width: 100, height: 100).clipped() }
    add("text-zwj-1000") { Text(Array(repeating: "👩", count: 1_000).joined(separator: "\u{200D}")).frame(width: 200, height: 100).clipped() }
    add("text-newlines-100000") { marked(Text(String(repeating: "\n", count: 100_000) + "end").frame(width: 100, height: 100).clipped()) }
    add("text-linelimit-intmax-reserves") { Text("A").lineLimit(Int.max, reservesSpace: true).frame(width: 100) }
    add("text-linelimit-negative-reserves") { marked(Text("A").lineLimit(-5, reservesSpace: true)) }
    add("text-linelimit-range-huge") { Text("A B C").lineLimit(Int.max - 1...Int.max).frame(width: 100) }
    add("text-linelimit-range-negative") { marked(Text("A B C").lineLimit((-5)...(-1))) }
    add("text-linelimit-partial-min") { Text("A B C").lineLimit(Int.max...).frame(width: 100) }
    add("attributed-nan-kern") {
      var s = AttributedString("Kern")
      s.kern = .nan
      s.tracking = .infinity
      s.baselineOffset = -.infinity
      return marked(Text(s))
    }
    add("attributed-huge-font") {
      var s = AttributedString("Big")
      s.font = .system(size: .nan)
      return marked(Text(s))
    }
    add("markdown-list-10000") { Text(LocalizedStringKey((0..<10_000).map { "- item \($0)" }.joined(separator: "\n"))).frame(width: 200, height: 100).clipped() }
    add("markdown-stars-10000") { Text(LocalizedStringKey(String(repeating: "**", count: 10_000) + "x")).frame(width: 200, height: 100).clipped() }
    add("markdown-attributed-10000") {
      Text((try? AttributedString(markdown: String(repeating: "**a** _b_ ", count: 10_000))) ?? AttributedString("x")).frame(width: 200, height: 100).clipped()
    }
    add("text-timer-distant-future") { marked(Text(Date.distantFuture, style: .timer)) }
    add("text-timer-nan") { marked(Text(Date(timeIntervalSinceReferenceDate: .nan), style: .relative)) }
    add("text-timer-interval-nan") { marked(Text(timerInterval: Date(timeIntervalSinceReferenceDate: 0)...Date(timeIntervalSinceReferenceDate: .infinity))) }
    add("text-date-offset-inf") { marked(Text(Date(timeIntervalSinceReferenceDate: -.infinity), style: .offset)) }
    add("text-number-nan") { marked(Text(Double.nan, format: .number)) }
    add("text-number-inf-percent") { marked(Text(-Double.infinity, format: .percent)) }
    add("text-number-nan-currency") { marked(Text(Double.nan, format: .currency(code: "USD"))) }
    add("text-number-huge-precision") { marked(Text(1e300, format: .number.precision(.fractionLength(Int.max)))) }
    add("text-monospaced-digit-huge") { Text(String(repeating: "0123456789", count: 100_000)).monospacedDigit().frame(width: 200, height: 100).clipped() }
    add("textfield-1mb") { TextField("p", text: .constant(String(repeating: "x", count: 1_000_000))).frame(width: 200) }
    add("texteditor-1mb-lines") { TextEditor(text: .constant(String(repeating: "line\n", count: 200_000))).frame(width: 200, height: 100) }
    return cases
  }()

  // MARK: Asset catalogs

  typealias Round16 = HostileRound16Tests

  /// Each hostile catalog: how it is made in a fresh folder, whether it is drawn as `Image("a")` or `Color("c")`, and
  /// the outcome and message fragment it must have (`<folder>` stands for the fresh folder).
  nonisolated(unsafe) static let catalogCases: [(name: String, setup: (URL) -> Void, color: Bool, outcome: String, says: String)] = [
    ("contents-links-to-itself", { HostileAssetTests.link("Contents.json", to: "Contents.json", in: HostileAssetCatalogTests.set($0, contents: nil)) }, false,
     "fails", "a.imageset: Contents.json is a symlink loop (<folder>/Media.xcassets/a.imageset/Contents.json -> Contents.json): it leads back to "
       + "itself, so nothing is read; replace the link with the JSON file Xcode writes"),
    ("contents-two-link-loop", { folder in
      let set = HostileAssetCatalogTests.set(folder, contents: nil)
      HostileAssetTests.link("Contents.json", to: "a.json", in: set)
      HostileAssetTests.link("a.json", to: "b.json", in: set)
      HostileAssetTests.link("b.json", to: "a.json", in: set)
    }, false, "fails", "a.imageset: Contents.json is a symlink loop (<folder>/Media.xcassets/a.imageset/Contents.json -> a.json -> b.json -> a.json)"),
    ("contents-dangling-link", { HostileAssetTests.link("Contents.json", to: "gone.json", in: HostileAssetCatalogTests.set($0, contents: nil)) }, false,
     "fails", "a.imageset: Contents.json is a link to a file that does not exist (<folder>/Media.xcassets/a.imageset/Contents.json -> gone.json)"),
    ("imageset-folder-links-to-itself", { folder in
      let catalog = folder.appendingPathComponent("Media.xcassets")
      try? FileManager.default.createDirectory(at: catalog, withIntermediateDirectories: true)
      HostileAssetTests.link("a.imageset", to: "a.imageset", in: catalog)
    }, false, "fails", "a.imageset: the folder is a symlink loop (<folder>/Media.xcassets/a.imageset -> a.imageset): it leads back to itself, "
      + "so nothing is read; replace the link with the set's folder"),
    ("image-file-links-to-itself", { HostileAssetTests.link("a.png", to: "a.png", in: HostileAssetCatalogTests.set($0, contents: HostileAssetCatalogTests.listing("a.png"))) },
     false, "fails", "(a.imageset: a.png is a symlink loop (<folder>/Media.xcassets/a.imageset/a.png -> a.png): it leads back to itself, so nothing is "
       + "read; replace the link with the image file)"),
    ("colorset-links-to-itself", { folder in
      let catalog = folder.appendingPathComponent("Media.xcassets")
      try? FileManager.default.createDirectory(at: catalog, withIntermediateDirectories: true)
      HostileAssetTests.link("c.colorset", to: "c.colorset", in: catalog)
    }, true, "fails", "c.colorset: the folder is a symlink loop"),
    ("colorset-srgb-red-1.5", { Round16.colorset($0, red: "\"1.5\"") }, true, "warns",
     "/Media.xcassets c.colorset: component \"red\" is \"1.5\", outside 0…1 of the srgb colour space; drawn as 1. Give a value from "
       + "0 to 1, or choose Extended Range sRGB (extended-srgb) in Xcode's attributes inspector to keep it"),
    ("colorset-srgb-green-neg-0.2", { Round16.colorset($0, green: "\"-0.2\"") }, true, "warns",
     "c.colorset: component \"green\" is \"-0.2\", outside 0…1 of the srgb colour space; drawn as 0."),
    ("colorset-srgb-8bit-300", { Round16.colorset($0, blue: "\"300\"") }, true, "warns", "c.colorset: component \"blue\" is \"300\" (1.18), outside 0…1"),
    ("colorset-alpha-neg-5", { Round16.colorset($0, alpha: "\"-5\"") }, true, "warns",
     "c.colorset: component \"alpha\" is \"-5\", outside 0…1; drawn as 0. Give an opacity from 0 to 1"),
    ("colorset-p3-red-2", { Round16.colorset($0, red: "2.0", space: "\"display-p3\"") }, true, "warns",
     "c.colorset: component \"red\" is 2, outside 0…1 of the display-p3 colour space; drawn as 1."),
    ("colorset-extended-srgb-1.5", { Round16.colorset($0, red: "\"1.5\"", green: "\"-0.2\"", space: "\"extended-srgb\"") }, true, "renders", ""),
    ("colorset-extended-linear-srgb-2", { Round16.colorset($0, red: "\"2.0\"", space: "\"extended-linear-srgb\"") }, true, "renders", ""),
    ("colorset-extended-srgb-alpha-2", { Round16.colorset($0, alpha: "\"2\"", space: "\"extended-srgb\"") }, true, "warns",
     "c.colorset: component \"alpha\" is \"2\", outside 0…1; drawn as 1."),
    ("colorset-srgb-in-range", { Round16.colorset($0, red: "\"1.000\"", green: "\"0.000\"", blue: "\"0x80\"") }, true, "renders", ""),
  ]

  @Test(.timeLimit(.minutes(30))) func everyHostileCatalogHasItsOutcome() throws {
    for c in Self.catalogCases {
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-round17-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: folder) }
      c.setup(folder)
      let bundle = try #require(Bundle(path: folder.path))
      let drawn = c.color ? AnyView(Color("c", bundle: bundle).frame(width: 20, height: 20).padding(4))
        : AnyView(Image("a", bundle: bundle).resizable().frame(width: 20, height: 20).padding(4))
      let (outcome, message) = HostileAssetTests.render(drawn, folder: folder)
      let shown = message.replacingOccurrences(of: folder.path, with: "<folder>")
      #expect(outcome == c.outcome, "\(c.name): expected \(c.outcome), got \(outcome): \(shown)")
      #expect(c.says.isEmpty || shown.contains(c.says), "\(c.name): '\(shown)' does not mention '\(c.says)'")
    }
  }

  /// A colour set's component outside 0…1 is drawn clamped in `srgb` and kept (then clipped by the sRGB canvas, as on
  /// an sRGB display) in `extended-linear-srgb`, where 0.5 linear is 0.735 encoded: the pixels show which was used.
  @Test func outOfRangeComponentsAreClampedOnlyOutsideExtendedSpaces() throws {
    func pixel(_ setup: (URL) -> Void) throws -> (Int, Int, Int) {
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-round17-px-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: folder) }
      setup(folder)
      let bundle = try #require(Bundle(path: folder.path))
      let image = try ViewRenderer(scale: 1).rasterize(Color("c", bundle: bundle).frame(width: 4, height: 4), in: .unspecified)
      let p = image.pixel(x: 2, y: 2)
      return (Int(p.r), Int(p.g), Int(p.b))
    }
    // srgb: red 1.5 drawn as 1, green -0.2 as 0, blue 0.5 as 128.
    #expect(try pixel { Round16.colorset($0, red: "\"1.5\"", green: "\"-0.2\"", blue: "\"0.5\"") } == (255, 0, 128))
    // extended-linear-srgb: 2.0 and -0.2 are kept through the transfer function, then clipped to the canvas; 0.5 linear is 188.
    #expect(try pixel { Round16.colorset($0, red: "\"2.0\"", green: "\"-0.2\"", blue: "\"0.5\"", space: "\"extended-linear-srgb\"") } == (255, 0, 188))
  }

  @Test func everyExpectedOutcomeNamesACase() {
    #expect(Set(Self.outcomes.keys).subtracting(Self.cases.map(\.name)).sorted() == [])
  }

  @Test(.timeLimit(.minutes(30))) func everyCaseHasItsOutcomeAndTheRunFinishes() throws {
    #expect(try HostileCatalogRun.problems(Self.cases, entry: "Round17", fileSuffix: "round17") == [])
  }
}

extension EnvironmentValues {
  var hugeValue: [Int] {
    get { self[HostileRound17Tests.HugeKey.self] }
    set { self[HostileRound17Tests.HugeKey.self] = newValue }
  }
}
