import Foundation
import SpecimenUI
import Testing
@testable import Specimen

/// Formatted text in environments Foundation traps on. Each of these ended the whole run from inside Foundation
/// before the check at the point where the value enters:
/// - a time zone 15 h or more from GMT (`TimeZone(secondsFromGMT: 64800)`, which Foundation accepts) in
///   `\.timeZone`: `DateFormatter` names it "GMT+1800", cannot open that name again and traps, so `Text(_:style:)`
///   and every date picker did; so did a `DateFormatter` with that zone given to `Text(_:formatter:)`;
/// - a locale whose keywords have no `=` (`"@@@@"`, `"en@calendar"`) in `\.locale`: Foundation's relative date
///   formats (`.relative(presentation:)`, `Date.AnchoredRelativeFormatStyle`) force-unwrap the ICU formatter they
///   cannot open for it.
/// The number and duration formats that trapped (`.scale(.infinity)`, `.rounded(increment: .infinity)`,
/// `fractionalSecondsLength: -1`, `Duration.seconds(Int64.min)`, an interval with a NaN bound) are rows of
/// `Hostile/Numbers/recent-api.tsv`.
@Suite struct HostileFormatTests {
  static let reference = Date(timeIntervalSinceReferenceDate: 0)

  static func strings(_ node: ResolvedNode) -> [String] {
    if case .text(let text) = node.kind { return [text.string] }
    return node.children.flatMap(strings)
  }

  static func warnings(_ view: some View) throws -> [String] {
    try ViewRenderer(scale: 1).rasterize(view, in: .unspecified).diagnostics.warnings.map(\.message)
  }

  @Test func aTimeZoneDateFormatterCannotNameIsReplacedByTheNearestAndNamed() throws {
    let far = try #require(TimeZone(secondsFromGMT: 64_800))
    let texts = Self.strings(ResolveContext().resolve(VStack {
      Text(Self.reference, style: .time)
      Text(Self.reference, style: .date)
    }.environment(\.timeZone, far)))
    // 00:00 UTC is 14:59 in the nearest zone a DateFormatter names.
    #expect(texts == ["2:59\u{202F}PM", "January 1, 2001"], "\(texts)")
    let west = Self.strings(ResolveContext().resolve(Text(Self.reference, style: .time).environment(\.timeZone, TimeZone(secondsFromGMT: -64_800)!)))
    #expect(west == ["9:01\u{202F}AM"], "\(west)")
    let warned = try Self.warnings(Text(Self.reference, style: .time).environment(\.timeZone, far))
    #expect(warned == ["\\.timeZone: a time zone 64800 s from GMT (GMT+1800) is one DateFormatter cannot name (15 h or more from GMT); "
      + "drawn in GMT+1459 (give a zone within ±14 h, e.g. TimeZone(identifier: \"Pacific/Kiritimati\"))"], "\(warned)")
    // Real zones are left alone: Kiritimati is 14 h ahead, the most of any.
    let kiritimati = try #require(TimeZone(identifier: "Pacific/Kiritimati"))
    #expect(Self.strings(ResolveContext().resolve(Text(Self.reference, style: .time).environment(\.timeZone, kiritimati))) == ["2:00\u{202F}PM"])
    #expect(try Self.warnings(Text(Self.reference, style: .time).environment(\.timeZone, kiritimati)).isEmpty)
  }

  @Test func aDateFormatterWithSuchAZoneIsUsedThroughACopy() throws {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US")
    formatter.timeStyle = .short
    formatter.timeZone = TimeZone(secondsFromGMT: -60_000)
    let text = Text(Self.reference as NSDate, formatter: formatter)
    #expect(Self.strings(ResolveContext().resolve(text)) == ["9:01\u{202F}AM"])
    #expect(formatter.timeZone.secondsFromGMT() == -60_000, "the caller's formatter is not changed")
  }

  /// What the view `make` makes resolves to, as texts, and the issues making and resolving it reported.
  static func resolved(_ make: @autoclosure () -> some View) -> (texts: [String], issues: [String]) {
    let (node, issues) = ResolveIssues.collecting { ResolveContext().resolve(make()) }
    return (strings(node), issues.map { "\($0.kind): \($0.message)" })
  }

  /// Every place a `Formatter` meets a value (`Text(_:formatter:)`, a key's `\(value, formatter:)`, `TextField(value:formatter:)`)
  /// replaces, on a copy, the settings Linux Foundation traps on and names them, and formats through `string(from:)`
  /// what Linux Foundation's `string(for:)` never implemented; each of these ended the whole run before.
  @Test func formattersFoundationTrapsOnAreMadeUsableWhereverTheyMeetAValue() throws {
    let far = try #require(TimeZone(secondsFromGMT: 64_800))
    let dates = DateFormatter()
    dates.locale = Locale(identifier: "en_US")
    dates.timeStyle = .short
    dates.timeZone = far
    let zone = "(the DateFormatter's timeZone): a time zone 64800 s from GMT (GMT+1800) is one DateFormatter cannot name"
    let field = Self.resolved(TextField("D", value: .constant(Self.reference), formatter: dates))
    #expect(field.texts.contains("2:59\u{202F}PM") && field.issues.count == 1 && field.issues[0].hasPrefix("invalidNumber: TextField(value:formatter:) " + zone), "\(field)")
    let key = Self.resolved(Text("At \(Self.reference, formatter: dates)"))
    #expect(key.texts == ["At 2:59\u{202F}PM"] && key.issues.count == 1 && key.issues[0].contains("Text(\"…\\(value, formatter:)\") " + zone), "\(key)")
    #expect(dates.timeZone == far, "the caller's formatter is not changed")

    let iso = ISO8601DateFormatter()
    #expect(Self.resolved(Text(Self.reference, formatter: iso)) == (["2001-01-01T00:00:00Z"], []))
    #expect(Self.resolved(Text(Self.reference as NSDate, formatter: iso)).texts == ["2001-01-01T00:00:00Z"])
    iso.timeZone = far
    let isoFar = Self.resolved(Text(Self.reference, formatter: iso))
    #expect(isoFar.texts == ["2001-01-01T14:59:00+14:59"] && isoFar.issues.count == 1, "\(isoFar)")
    #expect(Self.resolved(Text(NSNumber(value: 5), formatter: iso)) == ([""], []), "a value that is not a date has no ISO string")

    let numbers = NumberFormatter()
    numbers.numberStyle = .decimal
    numbers.roundingIncrement = 0.5
    #expect(Self.resolved(Text(NSNumber(value: 1.26), formatter: numbers)) == (["1.5"], []))
    numbers.roundingIncrement = NSNumber(value: Double.nan)
    #expect(Self.resolved(Text(NSNumber(value: 1.26), formatter: numbers)) == (["1.26"], ["invalidNumber: Text(_:formatter:): the NumberFormatter's "
      + "roundingIncrement nan is not a finite increment; drawn with no rounding increment (give a finite increment, e.g. 0.5, or 0 for none)"]))
    #expect(numbers.roundingIncrement.doubleValue.isNaN, "the caller's formatter is not changed")

    let bytes = ByteCountFormatter()
    let nan = Self.resolved(Text(NSNumber(value: Double.nan), formatter: bytes))
    #expect(nan == (["Zero KB"], ["invalidNumber: Text(_:formatter:): a byte count of nan is not a whole number of bytes ByteCountFormatter "
      + "can count; drawn as 0 bytes (give a finite count within ±9223372036854775807)"]), "\(nan)")
    #expect(Self.resolved(Text(NSNumber(value: 1e300), formatter: bytes)).texts == ["9.22 EB"])
    #expect(Self.resolved(Text(NSNumber(value: 2_048), formatter: bytes)) == (["2 KB"], []))
    #expect(Self.resolved(TextField("B", value: .constant(Int64(2_048)), formatter: bytes)).texts.contains("2 KB"), "a Swift number is bridged, as on iOS")

    let length = Self.resolved(Text(NSNumber(value: 100), formatter: LengthFormatter()))
    #expect(length == ([""], ["trap: Text(_:formatter:): LengthFormatter has no string(for:) in Linux Foundation, which stops the process when it "
      + "is called; the text is left empty. Format the value with the formatter's own method, e.g. Text(formatter.string(fromMeters:))"]), "\(length)")
  }

  @Test func aLocaleWhoseKeywordsICUCannotReadDropsThemAndIsNamed() throws {
    let relative = Text(Self.reference, format: .relative(presentation: .named)).environment(\.locale, Locale(identifier: "@@@@"))
    #expect(Self.strings(ResolveContext().resolve(relative)).count == 1)
    #expect(try Self.warnings(relative) == ["\\.locale: the locale \"@@@@\" has keywords without a value after its @, which ICU cannot read; "
      + "drawn in the locale \"\" (write keywords as key=value, e.g. \"en_US@calendar=hebrew\")"])
    let anchored = Text(Self.reference, format: Date.AnchoredRelativeFormatStyle(anchor: Self.reference.addingTimeInterval(100), presentation: .numeric))
      .environment(\.locale, Locale(identifier: "de_DE@calendar"))
    #expect(Self.strings(ResolveContext().resolve(anchored)) == ["in 2 Minuten"])
    // A numbering system ICU does not know traps every date formatter: the locale is read without its keywords.
    let numbers = Self.resolved(Text(Self.reference, style: .date).environment(\.locale, Locale(identifier: "ar_SA@numbers=nonsense")))
    #expect(numbers.texts == Self.resolved(Text(Self.reference, style: .date).environment(\.locale, Locale(identifier: "ar_SA"))).texts)
    #expect(numbers.issues == ["invalidNumber: \\.locale: the locale \"ar_SA@numbers=nonsense\" names the numbering system \"nonsense\", which ICU "
      + "does not know; drawn in the locale \"ar_SA\" (give one of Locale.NumberingSystem.availableNumberingSystems, e.g. \"ar_SA@numbers=latn\")"],
            "\(numbers)")
    #expect(Self.resolved(Text(Self.reference, style: .date).environment(\.locale, Locale(identifier: "ar_SA@numbers=latn"))).issues.isEmpty)
    // Keywords with values, however odd, are left to ICU, which reads them.
    let odd = Text(Self.reference, format: .relative(presentation: .named)).environment(\.locale, Locale(identifier: "he_IL@calendar=hebrew"))
    #expect(Self.strings(ResolveContext().resolve(odd)).count == 1)
    #expect(try Self.warnings(odd).isEmpty)
  }

  static let runCases = ["formatter-far-zone", "style-time", "picker-compact", "picker-graphical", "picker-wheel", "format-dateTime", "relative-bad-locale", "plain"]

  @MainActor static func runView(_ name: String) -> AnyView {
    let far = TimeZone(secondsFromGMT: 64_800)!
    let selection = Binding.constant(reference)
    switch name {
    case "formatter-far-zone":
      let formatter = DateFormatter()
      formatter.timeStyle = .short
      formatter.timeZone = far
      return AnyView(Text(reference as NSDate, formatter: formatter))
    case "style-time": return AnyView(Text(reference, style: .time).environment(\.timeZone, far))
    case "picker-compact": return AnyView(DatePicker("Date", selection: selection).environment(\.timeZone, far))
    case "picker-graphical": return AnyView(DatePicker("Date", selection: selection).datePickerStyle(.graphical).environment(\.timeZone, far))
    case "picker-wheel": return AnyView(DatePicker("Date", selection: selection).datePickerStyle(.wheel).environment(\.timeZone, far))
    case "format-dateTime": return AnyView(Text(reference, format: .dateTime).environment(\.timeZone, far))
    case "relative-bad-locale": return AnyView(Text(reference, format: .relative(presentation: .numeric)).environment(\.locale, Locale(identifier: "en@x")))
    default: return AnyView(Text(reference, style: .time))
    }
  }

  /// In a whole run, every cell with a hostile zone or locale is written with its warning, as are the others and
  /// the manifest; date pickers of every style are among them.
  @Test func hostileZonesAndLocalesFailNothingInARun() throws {
    let axis = StateAxis("case", Self.runCases.map { name in AxisValue(name) { $0.label = name } })
    let catalog = [CatalogEntry("Formats", axes: [axis]) { state in Self.runView(state.label ?? "") }]
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-formats-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = CatalogRenderer(outputFolder: folder).run(catalog)
    #expect(result.errors.isEmpty, "\(result.errors)")
    for name in Self.runCases {
      #expect(result.files.contains("Formats/case-\(name).png"), "\(name): \(result.files)")
      let warned = result.warnings.filter { $0.hasPrefix("Formats/case-\(name): ") }
      #expect(name == "plain" ? warned.isEmpty : warned.contains { $0.contains("cannot name") || $0.contains("ICU cannot read") }, "\(name): \(warned)")
    }
    #expect(result.files.contains("manifest.json"))
  }
}
