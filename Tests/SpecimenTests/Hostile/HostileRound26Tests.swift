import Foundation
import SpecimenUI
import HostileSupport
import Testing
@testable import Specimen

/// Hostile inputs of round 26: printf specifiers in text (`%n`, `%@` fed an Int, `%5$@` with one argument, `%.1000f`,
/// `*` widths, long doubles, two conversions, a lone `%`), formatters at their limits (currency code "XXX", 1 000
/// fraction digits, dates at `distantPast`/`distantFuture`, reversed and NaN timer ranges, NaN measurements, a list of
/// 100 000 items, every kind of `LocalizedStringKey` interpolation), preview modifiers and names inside a cell, and
/// round 25's leftovers (a 10³⁰⁰-pt kerning named as kerning, a dash of only zeros). Every case renders in one
/// catalog run and must have its outcome; every other cell and the manifest are written.
@Suite struct HostileRound26Tests {
  typealias Case = HostileCase
  typealias Built = HostileRound24Tests.Built

  static var box: some View { Color.blue.frame(width: 20, height: 20) }

  /// `view` beside a small box, so the cell is never blank when `view` draws nothing.
  static func marked(_ view: some View) -> some View { HStack { box; view } }

  /// `view` in a 200 × 40-pt clipped frame beside the box (for text that may be very long).
  static func clipped(_ view: some View) -> some View { marked(view.frame(width: 200, height: 40).clipped()) }

  static func date(_ seconds: Double) -> Date { Date(timeIntervalSinceReferenceDate: seconds) }
  /// A range of dates with these bounds in this order, as `ClosedRange(uncheckedBounds:)` makes one in an optimised
  /// build (a debug build traps building a reversed range).
  static func unchecked(_ lower: Double, _ upper: Double) -> ClosedRange<Date> {
    unsafeBitCast((date(lower), date(upper)), to: ClosedRange<Date>.self)
  }

  /// The outcome and message fragment of every case that does not render cleanly; the others must render with no warning.
  static let outcomes: [String: (outcome: String, says: String)] = {
    let plain = "; it is drawn as the plain value. Give one conversion of the value's kind, e.g. "
    let memory = " (on iOS it prints whatever memory holds there, or crashes)"
    return [
      // Round 43: a timer's NaN bounds are named.
      "timer-text-nan-both": ("warns", "the timer's lower bound nan, upper bound nan s from 2001 are not dates a timer can count with, so it shows \"0:00\""),
      "timer-progress-nan": ("warns", "the timer's lower bound nan s from 2001 is not a date a timer can count with, so it shows \"0:00\""),
      // Round 42: named (drawn as the plain value, as Foundation does).
      "currency-code-not-a-code": ("warns", "Text(_:format:): .currency(code: \"not a code\") is not a currency code (three letters, as ISO 4217 has them); Foundation draws the number plain or with the generic sign ¤"),
      // Before: every refused specifier showed the plain value silently.
      "specifier-n-writes": ("warns", "Text(\"Count 42\"): the specifier \"%n\" for the Int 42 writes through a pointer (%n) the interpolation "
        + "does not pass" + memory + plain + "\"%d\""),
      "specifier-object-for-int": ("warns", "the specifier \"%@\" for the Int 42 reads an object (%@) the interpolation does not pass" + memory),
      "specifier-positional-5": ("warns", "the specifier \"%5$@\" for the Int 42 names argument 5 (%5$), and the interpolation passes one value"),
      // Before: any precision over 64 was refused; iOS prints all 1 000 digits, and so does this now.
      "specifier-precision-1001": ("warns", "Text(\"1.5\"): the specifier \"%.1001f\" for the Double 1.5 asks for a precision of 1001, over 1000"
        + plain + "\"%.2f\""),
      "specifier-width-huge": ("warns", "the specifier \"%2147483647d\" for the Int 7 asks for a width or precision over 1000"),
      "specifier-star-width": ("warns", "takes a width or precision from an argument (*) the interpolation does not pass" + memory),
      "specifier-long-double": ("warns", "the specifier \"%Lf\" for the Double 2.5 reads a long double (%L, 16 bytes) the interpolation does not pass"),
      "specifier-two-conversions": ("warns", "the specifier \"%d of %d\" for the Int 3 has 2 conversions, and the interpolation passes one value"),
      "specifier-int-conversion-for-double": ("warns", "the specifier \"%d\" for the Double 2.5 formats an integer (%d), and the value is floating-point"),
      "specifier-string-for-double": ("warns", "the specifier \"%s\" for the Double 2.5 reads a C string (%s) the interpolation does not pass"),
      "specifier-lone-percent": ("warns", "the specifier \"%d%\" for the Int 50 ends in a lone %, which begins no conversion (write %% for a percent sign)"),
      "specifier-in-button-label": ("warns", "Text(\"Pay 9\"): the specifier \"%@\" for the Int 9 reads an object (%@)"),
      "specifier-beside-embedded-text": ("warns", "Text(\"1 bold tail\"): the specifier \"%p\" for the Int 1 reads a pointer (%p)"),
      "fraction-length-1000": ("warns", "Text(_:format:): a precision of 1000 digits is not one a number format can show; drawn as the plain value"),
      "percent-fraction-1000-in-key": ("warns", "Text(_:format:): a precision of 1000 digits is not one a number format can show"),
      "date-format-nan": ("warns", "Text(_:format:): a date nan s from 2001 is not one a formatter can show; drawn as 0 s"),
      "list-100000-items": ("warns", "(1188892 characters)\") has more than 20000 characters (TextLength.limit); laid out its first 20000"),
      // Before: named ".tracking(1e+300) is not usable" by the text layout, whichever modifier set it.
      "kerning-1e300-on-a-view": ("warns", ".kerning(1e+300) is longer than any screen (over 1000000 pt, LayoutArgumentCheck.longestLength); laid out "
        + "as 0. Give a spacing in points"),
      "kerning-1e7-on-text": ("warns", "Text(\"Kern\"): .kerning(10000000) is longer than any screen"),
      "tracking-neg-1e300-concatenated": ("warns", "Text(\"ab\"): .tracking(-1e+300) is longer than any screen"),
      // Before: silent, drawn solid.
      "dash-only-zeros": ("warns", "StrokeStyle dash [0, 0] has only lengths of 0, so no dash would ever end; drawn as a solid line, as Core "
        + "Graphics refuses such a pattern (\"invalid dash array\"). Give at least one length above 0, or no dash"),
      "dash-1000-zeros-with-phase": ("warns", "StrokeStyle dash [0, 0, 0, 0, 0, 0, 0, 0, …] has only lengths of 0"),
      "dash-zeros-and-negative-zero": ("warns", "StrokeStyle dash [0, 0] has only lengths of 0"),
    ]
  }()

  static let cases: [Case] = {
    var cases: [Case] = []
    func add(_ name: String, _ view: @escaping @Sendable () -> some View) {
      let expected = outcomes[name] ?? ("renders", "")
      cases.append(Case(name: name, outcome: expected.outcome, says: expected.says, view: { AnyView(Built(make: view)) }))
    }
    add("control") { box }
    // printf specifiers: each refused one is shown plain and named (silent before).
    add("specifier-n-writes") { marked(Text("Count \(42, specifier: "%n")")) }
    add("specifier-object-for-int") { marked(Text("Count \(42, specifier: "%@")")) }
    add("specifier-positional-5") { marked(Text("Count \(42, specifier: "%5$@")")) }
    add("specifier-positional-1") { marked(Text("Count \(42, specifier: "%1$d")")) }
    add("specifier-precision-1000") { clipped(Text("\(1.5, specifier: "%.1000f")")) }
    add("specifier-precision-1001") { clipped(Text("\(1.5, specifier: "%.1001f")")) }
    add("specifier-width-huge") { clipped(Text("\(7, specifier: "%2147483647d")")) }
    add("specifier-star-width") { marked(Text("\(7, specifier: "%*d")")) }
    add("specifier-long-double") { marked(Text("\(2.5, specifier: "%Lf")")) }
    add("specifier-two-conversions") { marked(Text("\(3, specifier: "%d of %d")")) }
    add("specifier-int-conversion-for-double") { marked(Text("\(2.5, specifier: "%d")")) }
    add("specifier-string-for-double") { marked(Text("\(2.5, specifier: "%s")")) }
    add("specifier-lone-percent") { marked(Text("\(50, specifier: "%d%")")) }
    add("specifier-nan-and-inf") { marked(Text("\(Double.nan, specifier: "%.2f") \(-Double.infinity, specifier: "%08.3e")")) }
    add("specifier-in-button-label") { marked(Button("Pay \(9, specifier: "%@")") {}) }
    add("specifier-beside-embedded-text") { marked(Text("\(1, specifier: "%p") \(Text("bold").bold())") + Text(" tail")) }
    add("specifier-escaped-percent") { marked(Text("\(0.5, specifier: "%.0f%%") done")) }
    add("string-format-precision-1000") { clipped(Text(String(format: "%.1000f", 1.5))) }
    // Number and currency formats.
    add("currency-code-xxx") { marked(Text(5.0, format: .currency(code: "XXX"))) }
    add("currency-code-not-a-code") { marked(Text(5.0, format: .currency(code: "not a code"))) }
    add("currency-nan-in-key") { marked(Text("Total \(Double.nan, format: .currency(code: "XXX"))")) }
    add("fraction-length-999") { clipped(Text(1.5, format: .number.precision(.fractionLength(999)))) }
    add("fraction-length-1000") { clipped(Text(1.5, format: .number.precision(.fractionLength(1000)))) }
    add("percent-fraction-1000-in-key") { clipped(Text("\(0.5, format: .percent.precision(.fractionLength(1000)))")) }
    add("byte-count-int64-min") { marked(Text(Int64.min, format: .byteCount(style: .file))) }
    // Dates at the ends of time.
    add("date-styles-distant-past") { marked(VStack { Text(Date.distantPast, style: .date); Text(Date.distantPast, style: .time) }) }
    add("date-styles-distant-future") { marked(VStack { Text(Date.distantFuture, style: .date); Text(Date.distantFuture, style: .time) }) }
    add("date-format-iso-distant") { marked(VStack { Text(Date.distantPast, format: .iso8601); Text(Date.distantFuture, format: .iso8601) }) }
    add("date-format-all-fields-distant-past") {
      marked(Text(Date.distantPast, format: .dateTime.era().year().month(.wide).day().weekday(.wide).hour().minute().second()))
    }
    add("date-format-relative-distant-future") { marked(Text(Date.distantFuture, format: .relative(presentation: .named))) }
    add("date-format-nan") { marked(Text(date(.nan), format: .dateTime)) }
    // Timer ranges: reversed and NaN, as an optimised build can make them.
    add("timer-text-reversed") { marked(Text(timerInterval: unchecked(90, 0))) }
    add("timer-text-nan-both") { marked(Text(timerInterval: unchecked(.nan, .nan), countsDown: false)) }
    add("timer-progress-reversed") { marked(ProgressView(timerInterval: unchecked(90, 0)).frame(width: 100)) }
    add("timer-progress-nan") { marked(ProgressView(timerInterval: unchecked(.nan, 60), countsDown: false).frame(width: 100)) }
    // Measurements and lists.
    add("measurement-nan") { marked(Text(Measurement(value: .nan, unit: UnitLength.meters), format: .measurement(width: .abbreviated))) }
    add("measurement-inf-in-key") {
      marked(Text("Temp \(Measurement(value: -Double.infinity, unit: UnitTemperature.celsius), format: .measurement(width: .wide))"))
    }
    add("list-100000-items") { clipped(Text((0..<100_000).map { "item \($0)" }, format: .list(type: .and))) }
    add("list-of-hostile-numbers") { clipped(Text([Double.nan, Double.infinity, -1e300, 0], format: .list(memberStyle: .number, type: .or))) }
    // Every kind of LocalizedStringKey interpolation, with values at their limits.
    add("key-every-interpolation") {
      clipped(Text("""
        \(Int.min) \(Double.nan) \(Date.distantFuture, style: .date) \(Date.distantPast...Date.distantFuture) \
        \(1e300, format: .number) \(Text("t").bold()) \(Image(systemName: "star")) \(AttributedString("a")) \
        \(NSNumber(value: Double.infinity), formatter: NumberFormatter()) \(DateInterval(start: .distantPast, end: .distantFuture))
        """))
    }
    // Preview modifiers on a view drawn as a cell are traits only a preview list reads: inert here.
    add("preview-modifiers-in-a-cell") {
      marked(Text("Preview").previewLayout(.fixed(width: .nan, height: -1)).previewDevice("No Such Phone")
        .previewInterfaceOrientation(.landscapeLeft).previewDisplayName("a\u{0}b/../\(String(repeating: "😀", count: 1_000))"))
    }
    // Round 25's leftovers.
    add("kerning-1e300-on-a-view") { marked(VStack { Text("Kern") }.kerning(1e300)) }
    add("kerning-1e7-on-text") { marked(Text("Kern").kerning(1e7)) }
    add("tracking-neg-1e300-concatenated") { marked(Text("a") + Text("b").tracking(-1e300)) }
    add("dash-only-zeros") { marked(Rectangle().stroke(.red, style: StrokeStyle(lineWidth: 2, dash: [0, 0])).frame(width: 40, height: 40)) }
    add("dash-1000-zeros-with-phase") {
      marked(Circle().stroke(.red, style: StrokeStyle(lineWidth: 2, dash: Array(repeating: 0, count: 1_000), dashPhase: 5)).frame(width: 40, height: 40))
    }
    add("dash-zeros-and-negative-zero") { marked(Capsule().stroke(.red, style: StrokeStyle(lineWidth: 2, dash: [-0.0, 0])).frame(width: 40, height: 20)) }
    return cases
  }()

  /// A specifier that would read memory the interpolation does not pass shows the plain value, as before, and is now
  /// named with why and the fix (silent before); `%1$d` is the one value passed and formats, as on iOS.
  @Test func aRefusedSpecifierIsNamedAndShowsThePlainValue() throws {
    func shown(_ text: Text) throws -> (String?, [String]) {
      let raster = try ViewRenderer(scale: 1).rasterize(text, in: .unspecified)
      return (Self.string(ResolveContext().resolve(text)), raster.diagnostics.warnings.map(\.message))
    }
    let (object, warnings) = try shown(Text("Count \(42, specifier: "%@")"))
    #expect(object == "Count 42")
    #expect(warnings == ["Text(\"Count 42\"): the specifier \"%@\" for the Int 42 reads an object (%@) the interpolation does not pass (on iOS "
      + "it prints whatever memory holds there, or crashes); it is drawn as the plain value. Give one conversion of the value's kind, e.g. \"%d\""])
    let (positional, fine) = try shown(Text("\(42, specifier: "%1$05d")"))
    #expect(positional == "00042" && fine.isEmpty, "\(String(describing: positional)) \(fine)")
    let (fifth, named) = try shown(Text("\(2.5, specifier: "%5$@")"))
    #expect(fifth == "2.5" && named.first?.contains("names argument 5 (%5$), and the interpolation passes one value") == true, "\(named)")
    let (joined, inPieces) = try shown(Text("\(1, specifier: "%n") \(Text("b").bold())") + Text("c"))
    #expect(joined == "1 bc" && inPieces.first?.contains("writes through a pointer (%n)") == true, "\(inPieces)")
  }

  /// A kerning (or tracking) longer than any screen is laid out as 0 and named by the modifier that set it, on a text
  /// and on a view (before, the text layout named `.kerning(1e300)` as `.tracking(1e+300)`): the text is as wide as
  /// without it.
  @Test func aKerningLongerThanAnyScreenIsNamedAsKerning() throws {
    let renderer = ViewRenderer(scale: 1)
    let plain = try renderer.rasterize(Text("Kern"), in: .unspecified)
    let text = try renderer.rasterize(Text("Kern").kerning(1e300), in: .unspecified)
    let view = try renderer.rasterize(VStack { Text("Kern") }.kerning(-1e7), in: .unspecified)
    #expect(text.width == plain.width && view.width == plain.width, "\(text.width) \(view.width) \(plain.width)")
    #expect(text.diagnostics.warnings.map(\.message) == ["Text(\"Kern\"): .kerning(1e+300) is longer than any screen (over 1000000 pt, "
      + "LayoutArgumentCheck.longestLength); laid out as 0. Give a spacing in points"])
    #expect(view.diagnostics.warnings.map(\.message) == [".kerning(-10000000) is longer than any screen (over 1000000 pt, "
      + "LayoutArgumentCheck.longestLength); laid out as 0. Give a spacing in points"])
  }

  /// A dash of only zeros strokes a solid line, as Core Graphics does with a pattern it refuses, and is named (silent
  /// before): every pixel along the top edge is red, where a [4, 4] dash leaves gaps.
  @Test func aDashOfOnlyZerosStrokesSolidAndIsNamed() throws {
    func edge(_ dash: [CGFloat]) throws -> ([Px], [String]) {
      let raster = try ViewRenderer(scale: 1, background: .white).rasterize(
        Rectangle().stroke(.red, style: StrokeStyle(lineWidth: 4, dash: dash)).frame(width: 40, height: 40), in: .unspecified)
      return ((4..<36).map { Px(raster.pixel(x: $0, y: 1)) }, raster.diagnostics.warnings.map(\.message))
    }
    let (zeros, warnings) = try edge([0, 0]), (dashed, none) = try edge([4, 4])
    #expect(zeros.allSatisfy { $0.r > 200 && $0.g < 60 }, "\(zeros)")
    #expect(dashed.contains { $0.g > 200 }, "\(dashed)")
    #expect(warnings == ["StrokeStyle dash [0, 0] has only lengths of 0, so no dash would ever end; drawn as a solid line, as Core Graphics "
      + "refuses such a pattern (\"invalid dash array\"). Give at least one length above 0, or no dash"])
    #expect(none.isEmpty, "\(none)")
  }

  /// A file of previews where some have no screen (a NaN or 10⁹-pt layout, an unknown device) and names no file system
  /// takes: every cell renders, the bad ones warn on their own cell (before, the whole entry was refused and none of
  /// the file's previews rendered), and every file stays inside the output folder under a name of its own.
  @Test func previewsOfNoScreenWarnTheirCellAndTheOthersRender() throws {
    let emoji = String(repeating: "😀", count: 1_000)
    let entry = CatalogEntry.previews("Hostile.Preview") {
      Text("ok").previewDisplayName("a\u{0}b/../c")
      Text("nan").previewLayout(.fixed(width: .nan, height: -1))
      Text("tall").previewLayout(.fixed(width: 0, height: 1e9))
      Text("phone").previewDevice("No Such Phone").previewInterfaceOrientation(.landscapeLeft)
      Text("emoji").previewDisplayName(emoji).previewLayout(.sizeThatFits)
      Text("again").previewDisplayName("a\u{0}b/../c").previewLayout(.sizeThatFits)
    }
    #expect(entry.problems.isEmpty, "\(entry.problems)")
    let folder = TemporaryFolder("round26-previews")
    var options = RenderOptions()
    options.jobs = 2
    options.scale = 1
    let result = CatalogRenderer(outputFolder: folder.url, options: options).run([entry])
    #expect(result.errors.isEmpty, "\(result.errors)")
    let cells = result.files.filter { $0.hasPrefix("Hostile.Preview/") && $0.hasSuffix(".png") }
    #expect(Set(cells).count == 6 && result.files.contains("manifest.json"), "\(result.files)")
    #expect(result.files.allSatisfy { !$0.split(separator: "/").contains("..") && FileManager.default.fileExists(atPath: folder.path($0).path) })
    #expect(result.warnings.count == 3, "\(result.warnings)")
    #expect(result.warnings.contains { $0.contains("previewLayout(.fixed(width: 0.0, height: 1000000000.0)) needs finite sizes from 1 to 4096 "
      + "points; drawn on iPhone 16's screen, 393 × 852 pt") }, "\(result.warnings)")
    #expect(result.warnings.contains { $0.contains("previewDevice \"No Such Phone\" is not in Specimen's device table") && $0.hasSuffix("852 × 393 pt") },
            "\(result.warnings)")
  }

  /// A provider whose `previews` is a `Group` of 500 variants of one name lists 500 cells, each named once.
  @Test func aGroupOf500VariantsOfOneNameIs500Cells() {
    let entry = CatalogEntry.previews("Many") {
      Group { ForEach(0..<500, id: \.self) { Text("\($0)").previewDisplayName("same") } }.previewLayout(.sizeThatFits)
    }
    let names = entry.cells.map(\.name)
    #expect(names.count == 500 && Set(names).count == 500 && entry.problems.isEmpty)
    #expect(names.prefix(3) == ["preview-same", "preview-same (2)", "preview-same (3)"] && names.last == "preview-same (500)")
  }

  /// A golden that is not a PNG, met by a test assertion, says how the test's user records it again (the environment
  /// variable or `record:`), not the CLI's flag, which a test run never reads.
  @Test func anUnreadableGoldenInAnAssertionNamesWhatATestRecordsWith() throws {
    let folder = TemporaryFolder("round26-golden")
    let golden = folder.path("Badge.png")
    try Data("not a png".utf8).write(to: golden)
    let snapshot = ViewSnapshot(golden: golden, artifacts: folder.path("artifacts"), renderer: ViewRenderer(scale: 1))
    let failure = snapshot.assert(Color.blue.frame(width: 10, height: 10), name: "Badge", record: .never).failure ?? ""
    #expect(failure.contains("record it again with SPECIMEN_RECORD=failed (or the assertion's record: .failed)"), "\(failure)")
    #expect(!failure.contains("--record"), "\(failure)")
  }

  /// The string of the first text node under `node`.
  static func string(_ node: ResolvedNode) -> String? {
    if case .text(let text) = node.kind { return text.string }
    return node.children.lazy.compactMap(string).first
  }

  @Test func everyExpectedOutcomeNamesACase() {
    #expect(Set(Self.outcomes.keys).subtracting(Self.cases.map(\.name)).sorted() == [])
  }

  @Test(.timeLimit(.minutes(30))) func everyCaseHasItsOutcomeAndTheRunFinishes() throws {
    #expect(try HostileCatalogRun.problems(Self.cases, entry: "Round26", fileSuffix: "round26") == [])
  }
}
