import Foundation
@testable import SpecimenUI
import HostileSupport
import Testing
import UIKit
@testable import Specimen

/// Hostile inputs of round 31: scroll readers and positions (`scrollTo` with missing, duplicate and equal-but-other-type
/// ids and NaN anchors, 100 000 ids, `ScrollPosition` with NaN points and edges off the scroll axis, hostile
/// `defaultScrollAnchor` roles, observers with NaN thresholds, 100 000 scroll targets, scroll views nested 200 deep,
/// content margins past any screen); text entry (fields holding 10 MB or 100 000 lines, `lineLimit(Int.max)` and
/// `0...0` on vertical fields, `TextField(value:format:)` in every format style and `value:formatter:` with the
/// Foundation formatters that trap, keyboard modifiers, 1 MB prompts, focus bound to values no field has); dates,
/// calendars and locales (every `Text` date style at the distant dates in odd locales, locale identifiers of 1 MB and of
/// keywords only, first weekdays 0, 8 and `Int.max`, date pickers in every style at the extremes, format styles with
/// their own hostile locales, zones and anchors). Every case renders in one catalog run and must have its outcome; every
/// other cell and the manifest are written.
@Suite struct HostileRound31Tests {
  typealias Case = HostileCase

  static var box: some View { HostileRound26Tests.box }
  static func marked(_ view: some View) -> some View { HostileRound26Tests.marked(view) }
  static func clipped(_ view: some View) -> some View { HostileRound26Tests.clipped(view) }
  static func date(_ seconds: Double) -> Date { Date(timeIntervalSinceReferenceDate: seconds) }

  static let megabyte = String(repeating: "Prompt ", count: 150_000)
  static let tenMegabytes = String(repeating: "0123456789", count: 1_000_000)
  static let hundredThousandLines = String(repeating: "line\n", count: 100_000)
  /// A time zone 18 h east of GMT, which `TimeZone(secondsFromGMT:)` accepts and Foundation's date formatters trap on.
  static let farZone = TimeZone(secondsFromGMT: 64_800) ?? .gmt

  /// A scroll view of `count` rows, each with the id `id(row)`, whose reader scrolls on appearing to `target` at `anchor`.
  struct Reader<ID: Hashable, Target: Hashable>: View {
    let count: Int
    let id: (Int) -> ID
    let target: Target
    let anchor: UnitPoint?
    var lazy = false
    var body: some View {
      ScrollViewReader { proxy in
        ScrollView {
          if lazy {
            LazyVStack { ForEach(0..<count, id: \.self) { Text("Row \($0)").id(id($0)) } }
          } else {
            VStack { ForEach(0..<count, id: \.self) { Text("Row \($0)").id(id($0)) } }
          }
        }
        .onAppear { proxy.scrollTo(target, anchor: anchor) }
      }.frame(width: 100, height: 80)
    }
  }

  /// Fields whose focus is bound to values none of them is focused on.
  struct MissingFocus: View {
    enum Field: Hashable { case name, email, nowhere }
    @FocusState private var focus: Field?
    @FocusState private var flag: Bool
    var body: some View {
      VStack {
        TextField("Name", text: .constant("")).focused($focus, equals: .name)
        TextField("Email", text: .constant("a@b.c")).focused($focus, equals: .email)
        SecureField("Pin", text: .constant("1234")).focused($flag)
      }
      .defaultFocus($focus, .nowhere)
      .onAppear { focus = .nowhere }
      .frame(width: 200)
    }
  }

  static func rows(_ count: Int) -> some View { ForEach(0..<count, id: \.self) { Text("Row \($0)").frame(height: 20) } }

  /// `depth` scroll views, each the only content of the one around it (alternating axes when `alternate`).
  static func nestedScrollViews(_ depth: Int, alternate: Bool) -> some View {
    (0..<depth).reduce(AnyView(box)) { inner, level in
      AnyView(ScrollView(alternate && level % 2 == 1 ? .horizontal : .vertical) { inner })
    }.frame(width: 100, height: 80)
  }

  /// `Text` in every date style at `dates`, in `locale`.
  static func dateStyles(_ dates: [Date], locale: Locale) -> some View {
    VStack(alignment: .leading) {
      ForEach(Array(dates.indices), id: \.self) { index in
        HStack {
          Text(dates[index], style: .date); Text(dates[index], style: .time); Text(dates[index], style: .relative)
          Text(dates[index], style: .offset); Text(dates[index], style: .timer)
        }
      }
    }.font(.caption).environment(\.locale, locale)
  }

  /// A gregorian calendar with these first-week settings.
  static func calendar(firstWeekday: Int, minimumDays: Int = 1, identifier: Calendar.Identifier = .gregorian) -> Calendar {
    var calendar = Calendar(identifier: identifier)
    calendar.firstWeekday = firstWeekday
    calendar.minimumDaysInFirstWeek = minimumDays
    return calendar
  }

  /// The outcome and message fragment of every case that does not render cleanly; the others must render with no warning.
  static let outcomes: [String: (outcome: String, says: String)] = {
    let long = "characters)\") has more than 20000 characters (TextLength.limit); laid out its first 20000"
    let zone = "is one DateFormatter cannot name (15 h or more from GMT); drawn in GMT+1459"
    return [
      // Round 43: a timer's NaN pause time is named.
      "text-timer-interval-distant-paused": ("warns", "the timer's pauseTime nan s from 2001 is not a date a timer can count with, so it shows \"0:00\""),
      "textfield-10mb": ("warns", long),
      "securefield-10mb": ("warns", long),
      "texteditor-10mb": ("warns", long),
      "textfield-vertical-100000-lines-linelimit-intmax": ("warns", long),
      "textfield-vertical-linelimit-0-through-0": ("warns", ".lineLimit(0...0) limits text to 0 lines, fewer than one; laid out with 1 line"),
      "textfield-vertical-linelimit-intmax-reserving": ("warns", ".lineLimit(9223372036854775807, reservesSpace: true)"),
      "textfield-prompt-1mb": ("warns", long),
      "securefield-prompt-1mb-100000-lines": ("warns", long),
      "textfield-value-every-format-style": ("warns", "TextField(value:format:): a date nan s from 2001 is not one a formatter can show"),
      "textfield-value-format-fraction-length-int-max": ("warns", "TextField(value:format:): a precision of 9223372036854775807 digits is not one a number format can show"),
      "textfield-value-format-scale-nan": ("warns", "TextField(value:format:): .scale(nan) is not a finite scale"),
      // Before: each of these ended the whole run inside Foundation.
      "textfield-value-date-formatter-far-zone": ("warns", "TextField(value:formatter:) (the DateFormatter's timeZone): a time zone 64800 s from GMT (GMT+1800) " + zone),
      "textfield-value-number-formatter-nan-increment": ("warns", "TextField(value:formatter:): the NumberFormatter's roundingIncrement nan is not a finite increment; "
        + "drawn with no rounding increment"),
      "text-formatter-number-infinite-increment": ("warns", "Text(_:formatter:): the NumberFormatter's roundingIncrement inf is not a finite increment"),
      "text-formatter-byte-count-nan-and-1e300": ("warns", "Text(_:formatter:): a byte count of nan is not a whole number of bytes ByteCountFormatter can count; "
        + "drawn as 0 bytes"),
      "text-key-formatter-date-far-zone": ("warns", "Text(\"…\\(value, formatter:)\") (the DateFormatter's timeZone): a time zone 64800 s from GMT"),
      "text-formatter-iso8601-far-zone": ("warns", "Text(_:formatter:) (the ISO8601DateFormatter's timeZone): a time zone 64800 s from GMT"),
      "text-formatter-length": ("fails", "Text(_:formatter:): LengthFormatter has no string(for:) in Linux Foundation, which stops the process when it is "
        + "called; the text is left empty. Format the value with the formatter's own method, e.g. Text(formatter.string(fromMeters:))"),
      "text-date-styles-distant-and-nan-odd-locale": ("warns", "Text(_:style:): a date nan s from 2001 is not one a formatter can show"),
      // Before: the whole run ended inside Foundation's date formatters.
      "text-date-styles-weird-locales": ("warns", "\\.locale: the locale \"ar_SA@numbers=nonsense\" names the numbering system \"nonsense\", which ICU "
        + "does not know; drawn in the locale \"ar_SA\""),
      "texteditor-100000-lines-linelimit": ("warns", long),
      // The margins push every row past any screen: named by the modifier; the cell is blank and fails as one.
      "contentmargins-greatest-finite-bottom-anchor": ("fails", ".contentMargins (top) 1.7976931348623157e+308 is longer than any screen"),
      "locale-keywords-only-semicolons": ("warns", "\\.locale: the locale \"en_US@;\" has keywords without a value after its @"),
      "timezone-identifier-utc-plus-18": ("warns", "\\.timeZone: a time zone 64800 s from GMT (GMT+1800) " + zone),
    ]
  }()

  static let cases: [Case] = {
    var list = HostileCaseList(outcomes: outcomes)
    func add(_ name: String, _ view: @escaping @Sendable () -> some View) { list.add(name, view) }
    add("control") { box }
    // Scroll readers and positions.
    add("scrollviewreader-scrollto-nan-anchor") { Reader(count: 50, id: { $0 }, target: 5, anchor: UnitPoint(x: .nan, y: .infinity)) }
    add("scrollviewreader-duplicate-ids") { Reader(count: 50, id: { _ in 7 }, target: 7, anchor: .center) }
    add("scrollviewreader-equal-id-of-another-type") { Reader(count: 50, id: { $0 }, target: 3.0, anchor: UnitPoint(x: -1e300, y: 1e300)) }
    add("scrollviewreader-missing-string-id") { Reader(count: 50, id: { "row-\($0)" }, target: "row-50", anchor: nil) }
    add("scrollviewreader-100000-ids") { Reader(count: 100_000, id: { $0 }, target: 99_999, anchor: .bottom, lazy: true) }
    add("scrollposition-nan-point-after-edge") {
      var position = ScrollPosition(edge: .bottom)
      position.scrollTo(x: .nan)
      position.scrollTo(point: CGPoint(x: -CGFloat.infinity, y: .greatestFiniteMagnitude))
      return ScrollView { VStack(spacing: 0) { rows(50) } }.scrollPosition(.constant(position)).frame(width: 100, height: 80)
    }
    add("scrollposition-id-missing-nan-anchor") {
      ScrollView { LazyVStack(spacing: 0) { rows(50) }.scrollTargetLayout() }
        .scrollPosition(.constant(ScrollPosition(id: 999, anchor: UnitPoint(x: .nan, y: -.infinity)))).frame(width: 100, height: 80)
    }
    add("scrollposition-edge-off-axis") {
      VStack {
        ScrollView { VStack(spacing: 0) { rows(50) } }.scrollPosition(.constant(ScrollPosition(edge: .trailing))).frame(width: 100, height: 80)
        ScrollView(.horizontal) { HStack { rows(50) } }.scrollPosition(.constant(ScrollPosition(edge: .top))).frame(width: 100, height: 30)
      }
    }
    add("defaultscrollanchor-hostile-roles") {
      ScrollView { VStack(spacing: 0) { rows(50) } }
        .defaultScrollAnchor(UnitPoint(x: .nan, y: .nan), for: .initialOffset)
        .defaultScrollAnchor(UnitPoint(x: -.infinity, y: 1e300), for: .alignment)
        .defaultScrollAnchor(UnitPoint(x: .nan, y: -1), for: .sizeChanges)
        .frame(width: 100, height: 80)
    }
    add("defaultscrollanchor-nan-short-content") { ScrollView { box }.defaultScrollAnchor(UnitPoint(x: .nan, y: .infinity)).frame(width: 100, height: 80) }
    add("scrolltargetlayout-100000-lazy-hstack") {
      ScrollView(.horizontal) { LazyHStack { ForEach(0..<100_000, id: \.self) { Text("\($0)") } }.scrollTargetLayout() }
        .scrollTargetBehavior(.viewAligned(limitBehavior: .always)).frame(width: 200, height: 40)
    }
    add("scroll-observers-hostile-thresholds") {
      ScrollView { VStack { rows(20).onScrollVisibilityChange(threshold: .nan) { _ in } } }
        .onScrollGeometryChange(for: Double.self, of: { _ in .nan }, action: { _, _ in })
        .onScrollTargetVisibilityChange(idType: Int.self, threshold: -.infinity) { _ in }
        .onScrollPhaseChange { _, _ in }
        .frame(width: 100, height: 80)
    }
    add("nested-scroll-views-200") { nestedScrollViews(200, alternate: false) }
    add("nested-scroll-views-200-alternating-axes") { nestedScrollViews(200, alternate: true) }
    add("nested-scroll-views-40") { nestedScrollViews(40, alternate: true) }
    add("contentmargins-greatest-finite-bottom-anchor") {
      ScrollView { VStack(spacing: 0) { rows(20) } }
        .contentMargins(.vertical, .greatestFiniteMagnitude, for: .scrollContent)
        .contentMargins(.horizontal, 1e-300, for: .scrollIndicators)
        .defaultScrollAnchor(.bottom).frame(width: 100, height: 80)
    }
    add("contentmargins-mixed-edges-and-placements") {
      ScrollView { VStack(spacing: 0) { rows(20) } }
        .contentMargins(.top, 1e9, for: .scrollIndicators)
        .contentMargins(.all, EdgeInsets(top: 0, leading: 30, bottom: 1e6, trailing: 0), for: .scrollContent)
        .contentMargins(.leading, nil)
        .frame(width: 100, height: 80)
    }
    // Text entry.
    add("textfield-10mb") { TextField("Big", text: .constant(tenMegabytes)).frame(width: 200) }
    add("securefield-10mb") { SecureField("Big", text: .constant(tenMegabytes)).frame(width: 200) }
    add("texteditor-10mb") { TextEditor(text: .constant(tenMegabytes)).frame(width: 200, height: 100) }
    add("textfield-vertical-100000-lines-linelimit-intmax") {
      TextField("Lines", text: .constant(hundredThousandLines), axis: .vertical).lineLimit(Int.max).frame(width: 200, height: 120)
    }
    add("textfield-vertical-linelimit-0-through-0") { TextField("Lines", text: .constant("a\nb\nc"), axis: .vertical).lineLimit(0...0).frame(width: 200) }
    add("textfield-vertical-linelimit-intmax-reserving") {
      TextField("Lines", text: .constant(""), axis: .vertical).lineLimit(Int.max, reservesSpace: true).frame(width: 200)
    }
    add("texteditor-100000-lines-linelimit") { TextEditor(text: .constant(hundredThousandLines)).lineLimit(1...2).frame(width: 200, height: 100) }
    add("textfield-prompt-1mb") { TextField("Title", text: .constant(""), prompt: Text(megabyte)).frame(width: 200) }
    add("securefield-prompt-1mb-100000-lines") {
      SecureField("Title", text: .constant(""), prompt: Text(megabyte + hundredThousandLines)).frame(width: 200)
    }
    add("textfield-value-every-format-style") {
      VStack {
        TextField("N", value: .constant(Double.infinity), format: .number)
        TextField("P", value: .constant(-Double.nan), format: .percent)
        TextField("C", value: .constant(1e300), format: .currency(code: "ZZZZZZZZ"))
        TextField("I", value: .constant(Int.max), format: .percent)
        TextField("M", value: .constant(Int.min), format: .number.notation(.scientific))
        TextField("D", value: .constant(Decimal.nan), format: .number)
        TextField("G", value: .constant(Decimal.greatestFiniteMagnitude), format: .currency(code: "USD").presentation(.fullName))
        TextField("T", value: .constant(date(.nan)), format: .dateTime)
        TextField("S", value: .constant(Date.distantFuture), format: .iso8601)
        TextField("R", value: .constant(Date.distantPast), format: Date.FormatStyle(date: .complete, time: .complete))
      }.frame(width: 300)
    }
    add("textfield-value-format-fraction-length-int-max") {
      TextField("N", value: .constant(1.5), format: .number.precision(.fractionLength(Int.max))).frame(width: 200)
    }
    add("textfield-value-format-scale-nan") { TextField("N", value: .constant(1.5), format: .number.scale(.nan)).frame(width: 200) }
    add("textfield-value-date-formatter-far-zone") {
      let formatter = DateFormatter()
      formatter.dateStyle = .long
      formatter.timeStyle = .long
      formatter.timeZone = farZone
      return TextField("D", value: .constant(date(0)), formatter: formatter).frame(width: 300)
    }
    add("textfield-value-number-formatter-nan-increment") {
      let formatter = NumberFormatter()
      formatter.roundingIncrement = NSNumber(value: Double.nan)
      return TextField("N", value: .constant(1.26), formatter: formatter).frame(width: 200)
    }
    add("text-formatter-number-infinite-increment") {
      let formatter = NumberFormatter()
      formatter.roundingIncrement = NSNumber(value: Double.infinity)
      return marked(Text(NSNumber(value: 1.26), formatter: formatter))
    }
    add("text-formatter-byte-count-nan-and-1e300") {
      marked(VStack {
        Text(NSNumber(value: Double.nan), formatter: ByteCountFormatter())
        Text(NSNumber(value: 1e300), formatter: ByteCountFormatter())
        TextField("B", value: .constant(Int64(2_048)), formatter: ByteCountFormatter())
      }.frame(width: 200))
    }
    add("text-key-formatter-date-far-zone") {
      let formatter = DateFormatter()
      formatter.timeStyle = .short
      formatter.timeZone = farZone
      return marked(Text("At \(date(0), formatter: formatter)"))
    }
    add("text-formatter-iso8601-far-zone") {
      let formatter = ISO8601DateFormatter()
      formatter.timeZone = farZone
      return marked(VStack { Text(date(0), formatter: ISO8601DateFormatter()); Text(date(0), formatter: formatter) })
    }
    add("text-formatter-length") { marked(Text(NSNumber(value: 100), formatter: LengthFormatter())) }
    add("textfield-keyboard-modifiers") {
      VStack {
        TextField("Code", text: .constant("abc")).textInputAutocapitalization(.characters).keyboardType(.decimalPad)
          .submitLabel(.search).textContentType(.oneTimeCode).autocorrectionDisabled()
        TextField("None", text: .constant("")).textInputAutocapitalization(nil).keyboardType(UIKeyboardType(rawValue: Int.max) ?? .default)
          .submitLabel(.continue).onSubmit(of: .search) {}
      }.frame(width: 200)
    }
    add("focus-bound-to-missing-values") { MissingFocus() }
    // Dates, calendars and locales.
    add("text-date-styles-distant-and-nan-odd-locale") {
      dateStyles([.distantPast, .distantFuture, date(.nan), date(-.infinity)], locale: Locale(identifier: "zz_ZZ"))
    }
    add("text-date-styles-locale-1mb") { dateStyles([date(0)], locale: Locale(identifier: String(repeating: "en_US", count: 200_000))) }
    add("text-date-styles-weird-locales") {
      VStack {
        ForEach(["", "und", "x-private", "i-klingon", "en_US@=", "en_US@a=b=c", "ar_SA@numbers=nonsense", "en_US@calendar=japanese"], id: \.self) { id in
          HStack { Text(date(0), style: .date); Text(date(0), format: .relative(presentation: .named)) }.environment(\.locale, Locale(identifier: id))
        }
      }.font(.caption)
    }
    add("locale-keywords-only-semicolons") { marked(Text(date(0), format: .relative(presentation: .numeric)).environment(\.locale, Locale(identifier: "en_US@;"))) }
    add("timezone-identifier-utc-plus-18") {
      marked(Text(date(0), style: .time).environment(\.timeZone, TimeZone(identifier: "UTC+18") ?? farZone))
    }
    add("timezone-unknown-identifiers") {
      marked(VStack {
        ForEach(["Mars/Olympus", "GMT+99", "", String(repeating: "A", count: 100_000)], id: \.self) { id in
          Text(date(0), style: .time).environment(\.timeZone, TimeZone(identifier: id) ?? TimeZone(abbreviation: "XYZ") ?? .gmt)
        }
      })
    }
    add("datepicker-graphical-first-weekday-0-8-int-max") {
      VStack {
        ForEach([0, 8, Int.max], id: \.self) { weekday in
          DatePicker("D", selection: .constant(date(0)), displayedComponents: .date).datePickerStyle(.graphical)
            .environment(\.calendar, calendar(firstWeekday: weekday, minimumDays: weekday))
        }
      }.frame(width: 320)
    }
    add("datepicker-every-style-extremes-other-calendars") {
      VStack {
        DatePicker("D", selection: .constant(.distantFuture), in: Date.distantPast...Date.distantFuture).datePickerStyle(.wheel)
          .environment(\.calendar, Calendar(identifier: .chinese))
        DatePicker("D", selection: .constant(.distantPast), in: Date.distantPast...).datePickerStyle(.graphical)
          .environment(\.calendar, Calendar(identifier: .islamicUmmAlQura))
        DatePicker("D", selection: .constant(.distantFuture), in: ...Date.distantPast).datePickerStyle(.compact)
          .environment(\.calendar, Calendar(identifier: .hebrew)).environment(\.locale, Locale(identifier: "he_IL@calendar=hebrew"))
      }.frame(width: 320)
    }
    add("date-format-style-own-hostile-locale-zone-calendar") {
      var style = Date.FormatStyle(date: .complete, time: .complete, locale: Locale(identifier: "@@@@"), timeZone: farZone)
      style.calendar = calendar(firstWeekday: 8, identifier: .buddhist)
      return marked(VStack {
        Text(date(0), format: style)
        Text(date(0), format: style.week().weekday(.wide).era(.narrow))
        Text(date(0), format: Date.VerbatimFormatStyle(format: "\(year: .padded(Int.max))-\(month: .twoDigits) \(hour: .twoDigits(clock: .twentyFourHour, hourCycle: .zeroBased))",
                                                       locale: Locale(identifier: "@"), timeZone: farZone, calendar: Calendar(identifier: .gregorian)))
      }.font(.caption))
    }
    add("date-anchored-relative-nan-and-far-anchors") {
      marked(VStack {
        Text(date(0), format: Date.AnchoredRelativeFormatStyle(anchor: date(.nan)))
        Text(date(0), format: Date.AnchoredRelativeFormatStyle(anchor: date(1e300), presentation: .named, unitsStyle: .spellOut))
        Text(Date.distantPast..<Date.distantFuture, format: .interval)
      }.font(.caption))
    }
    add("text-timer-interval-distant-paused") {
      marked(VStack {
        Text(timerInterval: Date.distantPast...Date.distantFuture, pauseTime: .distantFuture, countsDown: true, showsHours: false)
        Text(timerInterval: Date.distantPast...Date.distantFuture, pauseTime: date(.nan), countsDown: false, showsHours: true)
      })
    }
    return list.cases
  }()

  @Test func everyExpectedOutcomeNamesACase() {
    #expect(Set(Self.outcomes.keys).subtracting(Self.cases.map(\.name)).sorted() == [])
  }

  @Test(.timeLimit(.minutes(30))) func everyCaseHasItsOutcomeAndTheRunFinishes() throws {
    #expect(try HostileCatalogRun.problems(Self.cases, entry: "Round31", fileSuffix: "round31") == [])
  }
}
