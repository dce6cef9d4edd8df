import Foundation
import SpecimenUI
import Testing
@testable import Specimen

/// The string of the first text node under `node`.
private func text(_ node: ResolvedNode) -> String? {
  if case .text(let t) = node.kind { return t.string }
  return node.children.lazy.compactMap(text).first
}

@Suite struct TextFormatTests {
  @Test func percent() {
    #expect(text(ResolveContext().resolve(Text(0.5, format: .percent))) == "50%")
  }

  @Test func numberWithNoFractionDigits() {
    let view = Text(20.0, format: .number.precision(.fractionLength(0)))
    #expect(text(ResolveContext().resolve(view)) == "20")
    #expect(text(ResolveContext().resolve(Text(59.6, format: .number.precision(.fractionLength(0))))) == "60")
  }

  @Test func numberUsesTheFixedUSLocale() {
    #expect(text(ResolveContext().resolve(Text(1234.5, format: .number))) == "1,234.5")
    #expect(text(ResolveContext().resolve(Text(0.2, format: .number))) == "0.2")
  }

  /// As SwiftUI, `Text(_:format:)` and `Text(_:style:)` format in the environment's locale and time zone.
  @Test func formattedTextsFollowTheEnvironmentsLocaleAndTimeZone() {
    let german = Locale(identifier: "de_DE")
    #expect(text(ResolveContext().resolve(Text(1234.5, format: .number).environment(\.locale, german))) == "1.234,5")
    #expect(text(ResolveContext().resolve(Text(0.5, format: .percent).environment(\.locale, german))) == "50\u{00A0}%")
    let date = Date(timeIntervalSince1970: 1_168_335_660)  // 9 Jan 2007, 09:41 UTC
    #expect(text(ResolveContext().resolve(Text(date, style: .date).environment(\.locale, german))) == "9. Januar 2007")
    let tokyo = TimeZone(identifier: "Asia/Tokyo")!
    let inTokyo = text(ResolveContext().resolve(Text(date, format: .dateTime.hour().minute()).environment(\.timeZone, tokyo)))
    #expect(inTokyo?.hasPrefix("6:41") == true, "\(inTokyo ?? "nil")")
    // Concatenated, each formatted part follows the environment too.
    let joined = Text("Total: ") + Text(1234.5, format: .number)
    #expect(text(ResolveContext().resolve(joined.environment(\.locale, german))) == "Total: 1.234,5")
    // Unset, the en_US and UTC defaults.
    #expect(text(ResolveContext().resolve(Text(date, format: .dateTime.hour().minute()))).map { $0.hasPrefix("9:41") } == true)
  }

  /// `TextField(_:value:format:)` and `LabeledContent(_:value:format:)` show the value formatted as
  /// `Text(_:format:)` does: en_US by default, the environment's locale when a view sets one.
  @Test func formattedFieldsAndLabeledContentFollowTheLocale() {
    let german = Locale(identifier: "de_DE")
    let field = TextField("Amount", value: .constant(1234.5), format: .number)
    #expect(text(ResolveContext().resolve(field)) == "1,234.5")
    #expect(text(ResolveContext().resolve(field.environment(\.locale, german))) == "1.234,5")
    let row = LabeledContent("Total", value: 0.5, format: .percent)
    let strings = { (node: ResolvedNode) -> [String] in
      var found: [String] = []
      func walk(_ n: ResolvedNode) { if case .text(let t) = n.kind { found.append(t.string) }; n.children.forEach(walk) }
      walk(node)
      return found
    }
    #expect(strings(ResolveContext().resolve(row)).contains("50%"))
    #expect(strings(ResolveContext().resolve(row.environment(\.locale, german))).contains("50\u{00A0}%"))
  }

  @Test func integerFormat() {
    #expect(text(ResolveContext().resolve(Text(42, format: .number))) == "42")
  }

  /// SwiftUI's `LocalizedStringKey` interpolations of formatted values, as in `Text("Total \(price, format: .currency(code:))")`.
  @Test func keyInterpolatesFormattedValues() {
    let price = 1234.5
    let date = Date(timeIntervalSince1970: 1_168_335_660)  // 9 Jan 2007, 09:41 UTC
    #expect(text(ResolveContext().resolve(Text("Total \(price, format: .currency(code: "USD"))"))) == "Total $1,234.50")
    #expect(text(ResolveContext().resolve(Text("Done \(0.25, format: .percent)"))) == "Done 25%")
    #expect(text(ResolveContext().resolve(Text("Due \(date, style: .date)"))) == "Due January 9, 2007")
    #expect(text(ResolveContext().resolve(Text("At \(date, style: .time)")))?.hasPrefix("At 9:41") == true)
    let formatter = NumberFormatter()
    formatter.numberStyle = .decimal
    #expect(text(ResolveContext().resolve(Text("N \(NSNumber(value: 1000), formatter: formatter)"))) == "N 1,000")
    #expect(text(ResolveContext().resolve(Text("A \(AttributedString("plain"))"))) == "A plain")
    // A date and a decimal with a formatter, as Xcode's Core Data template shows a timestamp (Linux Foundation's
    // Date and Decimal are not ReferenceConvertible, so these have their own overloads).
    let dates = DateFormatter()
    (dates.dateStyle, dates.timeStyle) = (.short, .medium)
    (dates.locale, dates.timeZone) = (Locale(identifier: "en_US"), TimeZone(identifier: "UTC"))
    #expect(text(ResolveContext().resolve(Text("Item at \(date, formatter: dates)"))) == "Item at 1/9/07, 9:41:00\u{202F}AM")
    #expect(text(ResolveContext().resolve(Text(date, formatter: dates))) == "1/9/07, 9:41:00\u{202F}AM")
    #expect(text(ResolveContext().resolve(Text(Decimal(string: "2500.5")!, formatter: formatter))) == "2,500.5")
    // UUIDs and dates as C variadic arguments print as Apple's bridged NSUUID and NSDate do.
    let id = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!
    #expect(String(format: "%@ · %d · %@", id as CVarArg, 7, date as CVarArg)
      == "E621E1F8-C36C-495A-93FC-0C247A3E6E5F · 7 · 2007-01-09 09:41:00 +0000")
    // Control titles take the same keys.
    #expect(text(ResolveContext().resolve(Button("Pay \(price, format: .number)") {})) == "Pay 1,234.5")
  }

  /// An interpolated `Text` keeps its own styling (a run of its own); values with Markdown characters stay literal.
  @Test func keyInterpolatesStyledText() throws {
    let node = ResolveContext().resolve(Text("Hello \(Text("World").bold()) and *\("a*b")*"))
    #expect(text(node) == "Hello World and a*b")
    guard case .text(let resolved) = node.kind else { Issue.record("not a text node"); return }
    let bold = try #require(resolved.runs.first { $0.string == "World" })
    #expect(bold.font.weight == 700)
    #expect(resolved.runs.first { $0.string == "Hello " }?.font.weight == 400)
    // An interpolated image is one object replacement character with the image in its run, not its description.
    let star = ResolveContext().resolve(Text("Star \(Image(systemName: "star"))!"))
    #expect(text(star) == "Star \u{FFFC}!")
    guard case .text(let withImage) = star.kind else { Issue.record("not a text node"); return }
    #expect(withImage.runs.map(\.string) == ["Star ", "\u{FFFC}", "!"])
    #expect(withImage.runs[1].image?.source == .symbol("star"))
  }
}

/// `Text("\(value, specifier: "%.1f")")`, SwiftUI's printf-style number interpolation.
@Suite struct TextSpecifierTests {
  private func render(_ key: LocalizedStringKey) -> String? { text(ResolveContext().resolve(Text(key))) }

  @Test func formatsNumbers() {
    let speed = 2.345, count = 7, ratio: CGFloat = 0.5, small: Float = 1.25
    #expect(render("V \(speed, specifier: "%.1f") m/s") == "V 2.3 m/s")
    #expect(render("\(count, specifier: "%03d") items") == "007 items")
    #expect(render("\(ratio, specifier: "%.2f")") == "0.50")
    #expect(render("\(small, specifier: "%.0f%%")") == "1%")
    #expect(render("\(count, specifier: "%lld")") == "7")
  }

  /// Specifiers that would read arguments the call does not pass, or build huge strings, show the plain value.
  @Test func unsafeSpecifiersShowThePlainValue() {
    let value = 42
    #expect(render("\(value, specifier: "%@")") == "42")
    #expect(render("\(value, specifier: "%s")") == "42")
    #expect(render("\(value, specifier: "%n")") == "42")
    #expect(render("\(value, specifier: "%*d")") == "42")
    #expect(render("\(value, specifier: "%d %d")") == "42")
    #expect(render("\(2.5, specifier: "%.100000f")") == "2.5")
    #expect(render("\(value, specifier: "%")") == "42")
    #expect(render("\(value, specifier: "no conversion")") == "no conversion")
  }

  /// Hostile specifiers: huge widths and precisions, string and pointer conversions, positional arguments, a
  /// long double, a conversion of the other kind, and hostile values. Each shows the plain value or the exact
  /// printf text, the same every time (on iOS the unsafe ones print whatever the registers hold).
  @Test func hostileSpecifiersShowThePlainValueOrTheExactText() {
    let value = 42, half = 2.5
    #expect(render("\(value, specifier: "%1000000d")") == "42")
    #expect(render("\(half, specifier: "%.999999f")") == "2.5")
    #expect(render("\(value, specifier: "%ls")") == "42")
    #expect(render("\(value, specifier: "%2$@")") == "42")
    #expect(render("\(value, specifier: "%1$d")") == "42")
    #expect(render("\(value, specifier: "%hhn")") == "42")
    #expect(render("\(value, specifier: "%p")") == "42")
    #expect(render("\(value, specifier: "%c")") == "42")
    #expect(render("\(value, specifier: "%.*d")") == "42")
    #expect(render("\(half, specifier: "%Lf")") == "2.5", "a long double would read 16 bytes never passed")
    #expect(render("\(half, specifier: "%d")") == "2.5", "%d of a Double")
    #expect(render("\(value, specifier: "%f")") == "42", "%f of an Int")
    #expect(render("\(value, specifier: "%1001d")") == "42", "over FormatSpecifier.maximumWidth")
    #expect(render("\(value, specifier: "%65d")") == String(repeating: " ", count: 63) + "42")
    #expect(render("\(half, specifier: "%.1000f")") == "2.5" + String(repeating: "0", count: 999), "as iOS prints it")
    #expect(render("\(value, specifier: "%64d")") == String(repeating: " ", count: 62) + "42")
    #expect(render("\(Int.max, specifier: "%ld")") == "9223372036854775807")
    #expect(render("\(value, specifier: "%%d")") == "%d")
    #expect(render("\(Double.nan, specifier: "%.1f")") == "nan")
    #expect(render("\(-Double.infinity, specifier: "%.1f")") == "-inf")
    #expect(render("\(-0.0, specifier: "%.1f")") == "-0.0")
    #expect(render("\(Double.greatestFiniteMagnitude, specifier: "%.0f")")?.count == 309)
    #expect(render("\(Float.nan, specifier: "%5.1f")") == "  nan")
  }
}

/// `Text(timerInterval:)` and `ProgressView(timerInterval:)` at the timer's start.
@Suite struct TimerIntervalTests {
  private let start = Date(timeIntervalSince1970: 1_000_000)

  @Test func countdownShowsTheWholeDuration() {
    let interval = start...start.addingTimeInterval(95)
    #expect(text(ResolveContext().resolve(Text(timerInterval: interval))) == "1:35")
    #expect(text(ResolveContext().resolve(Text(timerInterval: interval, countsDown: false))) == "0:00")
    let long = start...start.addingTimeInterval(3 * 3600 + 62)
    #expect(text(ResolveContext().resolve(Text(timerInterval: long))) == "3:01:02")
    #expect(text(ResolveContext().resolve(Text(timerInterval: long, showsHours: false))) == "181:02")
    // Paused halfway: what is left, or what has passed.
    let paused = Text(timerInterval: interval, pauseTime: start.addingTimeInterval(35))
    #expect(text(ResolveContext().resolve(paused)) == "1:00")
  }

  @Test func timerProgressStartsFullWhenCountingDown() {
    let interval = start...start.addingTimeInterval(60)
    let box = FractionBox()
    let down = ResolveContext().resolve(ProgressView(timerInterval: interval).progressViewStyle(FractionProbe(box: box)))
    _ = ResolveContext().resolve(ProgressView(timerInterval: interval, countsDown: false) { Text("Up") }.progressViewStyle(FractionProbe(box: box)))
    #expect(box.fractions == [1, 0])
    #expect(text(down) == "1:00")
  }
}

/// Where `FractionProbe` writes the fractions it is configured with.
private final class FractionBox: @unchecked Sendable { var fractions: [Double?] = [] }

/// A progress style that records its fraction and draws its current-value label.
private struct FractionProbe: ProgressViewStyle {
  let box: FractionBox
  func makeBody(configuration: Configuration) -> some View {
    let _ = box.fractions.append(configuration.fractionCompleted)
    configuration.currentValueLabel
  }
}

/// iOS 17 text modifiers that keep a `Text` (so it concatenates), and localized strings.
@Suite struct TextStyleModifierTests {
  @Test func foregroundStyleKeepsAText() throws {
    let node = ResolveContext().resolve(Text("a").foregroundStyle(.red) + Text("b").foregroundStyle(.blue.opacity(0.5)) + Text("c"))
    guard case .text(let resolved) = node.kind else { Issue.record("not a text node"); return }
    #expect(resolved.string == "abc")
    let red = try #require(resolved.runs.first { $0.string == "a" })
    #expect(red.paint == .color(RGBA(255, 59, 48)))
    let faded = try #require(resolved.runs.first { $0.string == "b" })
    if case .color(let c) = faded.paint { #expect(abs(c.alpha - 0.5) < 0.001) } else { Issue.record("\(faded.paint)") }
    #expect(text(ResolveContext().resolve(Text("m").monospaced())) == "m")
  }

  @Test func localizedStringsAreTheirKeys() {
    #expect(String(localized: "Settings") == "Settings")
    #expect(String(localized: "settings.title", defaultValue: "Settings", comment: "c") == "Settings")
    #expect(String(AttributedString(localized: "Hello").characters) == "Hello")
  }
}
