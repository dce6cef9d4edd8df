import Foundation
@testable import SpecimenUI
@testable import SpecimenCairo
import HostileSupport
import Testing
import UIKit
@testable import Specimen

/// Hostile inputs of round 42: numbers and dates formatted into text (a 10 000-digit precision, significant-digit ranges
/// that are empty, partial or past ICU's, `Int.min` and `Double.greatestFiniteMagnitude` in every notation, currency codes
/// that are empty, 10 000 characters long or not letters, NaN percents of a `Decimal`, zero and overflowing scales and
/// increments, `ByteCountFormatStyle` of `Int64.max` in every style, measurements of NaN in odd and made-up units,
/// `Date.distantPast`/`.distantFuture` and NaN dates with `.dateTime` and `.relative(presentation:)`, reversed infinite
/// timer ranges, durations of `Int64.max` seconds); grids (a `GridRow` whose spans pass 1 000 columns, negative spans
/// beside cells, anchors of ±10³⁰⁸, column alignments that conflict and sit on spanning cells, `GridItem`s of NaN and
/// ∞ flexible bounds, negative spacing and zero width, `LazyHGrid` rows that do not fit, an adaptive minimum wider than
/// the grid, a `GridRow` outside a `Grid`, a divider under 1 000 columns); and round 41's leftovers (a representable
/// answering ∞ in a stack, section header and footer insets of NaN, `UIFontDescriptor` sizes and weights of NaN).
/// Every case renders in one catalog run and must have its outcome; every other cell and the manifest are written.
@Suite struct HostileRound42Tests {
  typealias Case = HostileCase

  static var box: some View { HostileRound26Tests.box }
  static func marked(_ view: some View) -> some View { HostileRound26Tests.marked(view) }
  static func clipped(_ view: some View) -> some View { HostileRound26Tests.clipped(view) }
  static func date(_ seconds: Double) -> Date { HostileRound26Tests.date(seconds) }

  /// The outcome and message fragment of every case that does not render cleanly; the others must render with no warning.
  static let outcomes: [String: (outcome: String, says: String)] = {
    let notACode = "is not a currency code (three letters, as ISO 4217 has them); Foundation draws the number plain or with the generic "
      + "sign ¤. Give a code such as \"USD\""
    let precision = "digits is not one a number format can show; drawn as the plain value (give .fractionLength, .integerLength and "
      + ".significantDigits counts from 0 to 999)"
    return [
      // Round 43: a finite scale that overflows, infinite timer bounds and spans past 1 000 columns are named.
      "rounded-increment-zero-and-negative-scale-zero": ("warns", "Text(_:format:): .scale(1e+308) of 10000000000 is inf, past the largest "
        + "number a format can show; Foundation shows \"10000000000.0\" instead"),
      "timer-text-infinite-reversed": ("warns", "the timer's lower bound inf, upper bound -inf s from 2001 are not dates a timer can count with, so it shows \"0:00\""),
      "gridrow-spans-past-1000-columns": ("warns", "GridRow's 3 cells span 1001 columns with their .gridCellColumns, more than a Grid lays "
        + "out (GridLayout.maximumColumns, 1000 columns); the last cell starts past the last column and is not drawn"),
      "number-fraction-length-10000": ("warns", "Text(_:format:): a precision of 10000 " + precision),
      // Before: each drew the plain number ("5.0") without a word.
      "currency-code-empty": ("warns", "Text(_:format:): .currency(code: \"\") " + notACode),
      "currency-code-10000-characters": ("warns", "Text(_:format:): .currency(code: \"QQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQQ… "
        + "(10000 characters)\") " + notACode),
      "currency-code-not-letters": ("warns", "Text(_:format:): .currency(code: \"U$D\") " + notACode),
      "currency-code-nul-in-interpolation": ("warns", "Text(_:format:): .currency(code: \"\\u{0}AB\") " + notACode),
      "date-nan-relative-presentation": ("warns", "Text(_:format:): a date nan s from 2001 is not one a formatter can show; drawn as 0 s"),
      "text-date-style-negative-infinity": ("warns", "Text(_:style:): a date -inf s from 2001 is not one a formatter can show; drawn as 0 s"),
      "gridcellcolumns-negative-beside-cells": ("warns", ".gridCellColumns(-1) spans fewer than one column; laid out spanning 1 column"),
      "grid-cell-anchor-plus-minus-1e308": ("warns", ".gridCellAnchor(UnitPoint(x: -1e+308, y: 1e+308)) moves the cell farther than any "
        + "screen"),
      "griditem-flexible-nan-maximum-and-infinite-minimum": ("warns", "LazyVGrid GridItem 0 .flexible(maximum:) nan is not a finite size"),
      // Before: also "RepresentableSizeLayout.placeSubviews placed subview 0 at (inf, 15) …", a placement the representable never made.
      "representable-answering-infinite-width-in-hstack": ("warns", "Answering.sizeThatFits(_:uiView:context:) returned inf×30 for a "
        + "proposal of 0×200; a side that is NaN, infinite or negative is sized as nil sizes it (the default sizing)"),
      // Before: silent; the header and footer drew at the list style's insets.
      "section-header-and-footer-insets-nan": ("warns", ".listRowInsets on a section header: top nan, leading inf, bottom -inf are not "
        + "lengths from 0 to 1000000 pt; left out, as the header is drawn at the list style's insets. Give finite insets of 0 or more"),
      // Before: silent; drawn at 12 pt and the regular weight.
      "uifontdescriptor-nan-size-and-weight": ("warns", "UIFontDescriptor(fontAttributes:): .size nan, .weight nan are not usable (a size "
        + "must be finite and above 0, a weight or slant finite); left out, so the font is drawn at 12 pt with the weight and slant it has "
        + "without them. Give a size above 0, and a weight and slant from -1 to 1"),
      "uifont-descriptor-size-negative-infinite": ("warns", "UIFont(descriptor:size:): size -inf is not a point size; drawn at the "
        + "descriptor's 17 pt. Give a size above 0, or 0 for the descriptor's size"),
    ]
  }()

  static let cases: [Case] = {
    var list = HostileCaseList(outcomes: outcomes)
    func add(_ name: String, _ view: @escaping @Sendable () -> some View) { list.add(name, view) }
    add("control") { box }
    // Numbers formatted into text.
    add("number-fraction-length-10000") { clipped(Text(1.5, format: .number.precision(.fractionLength(10_000)))) }
    add("significant-digits-empty-and-partial-ranges") {
      marked(VStack {
        Text(1.5, format: .number.precision(.significantDigits(3..<3)))
        Text(1234.5, format: .number.precision(.significantDigits(...3)))
        Text(Int.min, format: .number.precision(.significantDigits(2...)))
        Text(1.5, format: .number.precision(.significantDigits(0...0)))
      })
    }
    add("significant-digits-past-icu") { clipped(Text(1.5, format: .number.precision(.significantDigits(1...1_000)))) }
    add("greatest-finite-magnitude-in-every-notation") {
      clipped(VStack {
        Text(Double.greatestFiniteMagnitude, format: .number)
        Text(Double.greatestFiniteMagnitude, format: .number.notation(.scientific))
        Text(Double.greatestFiniteMagnitude, format: .number.notation(.compactName))
        Text(-Double.greatestFiniteMagnitude, format: .number.precision(.fractionLength(10)))
      })
    }
    add("int-min-currency-percent-scientific") {
      clipped(VStack {
        Text(Int.min, format: .currency(code: "EUR"))
        Text(Int.min, format: .percent)
        Text(Int.min, format: .number.notation(.scientific))
      })
    }
    add("currency-code-empty") { marked(Text(5.0, format: .currency(code: ""))) }
    add("currency-code-10000-characters") { marked(Text(5.0, format: .currency(code: String(repeating: "Q", count: 10_000)))) }
    add("currency-code-not-letters") { marked(VStack { Text(5.0, format: .currency(code: "U$D")); Text(5, format: .currency(code: "€$¥")) }) }
    add("currency-code-nul-in-interpolation") { marked(Text("Pay \(5.0, format: .currency(code: "\u{0}AB"))")) }
    add("currency-code-lowercase-and-unknown") {
      marked(VStack { Text(5.0, format: .currency(code: "usd")); Text(5.0, format: .currency(code: "ZZZ")) })
    }
    add("currency-nan-and-negative-infinity") {
      marked(VStack { Text(Double.nan, format: .currency(code: "USD")); Text(-Double.infinity, format: .currency(code: "JPY")) })
    }
    add("percent-of-decimal-nan-and-infinity") {
      marked(VStack { Text(Decimal.nan, format: .percent); Text(Double.infinity, format: .percent); Text(Decimal.nan, format: .number) })
    }
    add("rounded-increment-zero-and-negative-scale-zero") {
      marked(VStack {
        Text(Double(1.26), format: .number.rounded(increment: 0))
        Text(Double(1.26), format: .number.rounded(increment: -0.5))
        Text(Double(1.26), format: .number.scale(0))
        Text(Double(1e10), format: .number.scale(1e308))
      })
    }
    add("byte-count-int64-max-in-every-style") {
      clipped(VStack {
        Text(Int64.max, format: .byteCount(style: .file))
        Text(Int64.max, format: .byteCount(style: .memory))
        Text(Int64.max, format: .byteCount(style: .binary))
        Text(Int64.max, format: .byteCount(style: .decimal, includesActualByteCount: true))
      })
    }
    add("byte-count-no-allowed-units-and-spelled-zero") {
      marked(VStack {
        Text(Int64(1_234), format: .byteCount(style: .file, allowedUnits: []))
        Text(Int64(0), format: .byteCount(style: .file, spellsOutZero: true, includesActualByteCount: true))
      })
    }
    add("measurement-nan-in-odd-and-made-up-units") {
      clipped(VStack {
        Text(Measurement(value: .nan, unit: UnitDuration.picoseconds), format: .measurement(width: .wide))
        Text(Measurement(value: .infinity, unit: UnitTemperature.kelvin), format: .measurement(width: .narrow, usage: .weather))
        Text(Measurement(value: 3, unit: UnitLength(symbol: "", converter: UnitConverterLinear(coefficient: .nan))), format: .measurement(width: .abbreviated))
        Text(Measurement(value: .greatestFiniteMagnitude, unit: UnitLength.parsecs), format: .measurement(width: .wide, usage: .road))
      })
    }
    // Dates formatted into text.
    add("distant-dates-with-datetime-components") {
      marked(VStack {
        Text(Date.distantFuture, format: .dateTime.year().quarter().week().weekday(.wide))
        Text(Date.distantPast, format: .dateTime.era(.wide).year().month().day().hour().minute().second().secondFraction(.fractional(3)))
      })
    }
    add("date-nan-relative-presentation") {
      marked(VStack {
        Text(date(.nan), format: .relative(presentation: .numeric, unitsStyle: .spellOut))
        Text(Date.distantPast, format: .relative(presentation: .named, unitsStyle: .narrow))
      })
    }
    add("timer-text-infinite-reversed") {
      marked(Text(timerInterval: HostileRound26Tests.unchecked(.infinity, -.infinity), countsDown: true, showsHours: true))
    }
    add("text-date-style-negative-infinity") {
      marked(VStack { Text(date(-.infinity), style: .timer); Text(date(-.infinity), style: .offset); Text(Date.distantPast, style: .relative) })
    }
    add("duration-int64-max-seconds") {
      clipped(VStack {
        Text(Duration.seconds(Int64.max), format: .units(allowed: [.days, .seconds], width: .wide))
        Text(Duration.seconds(Int64.max), format: .time(pattern: .hourMinuteSecond))
      })
    }
    add("formatted-strings-of-nan-and-infinity") {
      marked(VStack { Text(Double.nan.formatted()); Text((-Double.infinity).formatted(.number.precision(.fractionLength(3)))) })
    }
    // Grids.
    // The third cell starts past GridLayout.maximumColumns and is not drawn (named since round 43).
    add("gridrow-spans-past-1000-columns") { Grid { GridRow { box.gridCellColumns(999); box; box } }.frame(width: 100, height: 40).clipped() }
    add("gridcellcolumns-negative-beside-cells") {
      Grid { GridRow { box.gridCellColumns(-1); box }; GridRow { box; box; box.gridCellColumns(-1_000) } }
    }
    add("grid-cell-anchor-plus-minus-1e308") {
      Grid { GridRow { box.gridCellAnchor(UnitPoint(x: -1e308, y: 1e308)); Color.green.frame(width: 10, height: 60) } }
    }
    add("grid-column-alignment-conflicts-and-spanning-cell") {
      Grid {
        GridRow { Color.red.frame(width: 10, height: 10).gridColumnAlignment(.trailing); Color.blue.frame(width: 40, height: 10) }
        GridRow { Color.green.frame(width: 10, height: 10).gridColumnAlignment(.leading); box }
        GridRow { Color.orange.frame(width: 30, height: 10).gridCellColumns(2).gridColumnAlignment(.center) }
      }
    }
    add("griditem-flexible-nan-maximum-and-infinite-minimum") {
      LazyVGrid(columns: [GridItem(.flexible(minimum: 10, maximum: .nan)), GridItem(.flexible(minimum: .infinity))]) { box; box }.frame(width: 200)
    }
    add("griditem-negative-spacing-and-zero-width") {
      LazyVGrid(columns: [GridItem(.fixed(20), spacing: -100), GridItem(.fixed(0), alignment: .bottomTrailing), GridItem(.fixed(20))]) {
        ForEach(0..<6, id: \.self) { _ in box }
      }.frame(width: 100)
    }
    add("lazyhgrid-rows-that-do-not-fit") {
      LazyHGrid(rows: Array(repeating: GridItem(.fixed(50)), count: 10)) { ForEach(0..<20, id: \.self) { _ in box } }.frame(width: 100, height: 100).clipped()
    }
    add("lazyvgrid-adaptive-minimum-wider-than-the-grid") {
      LazyVGrid(columns: [GridItem(.adaptive(minimum: 500))]) { box; box }.frame(width: 100).clipped()
    }
    add("gridrow-outside-a-grid") { GridRow { box; Color.green.frame(width: 10, height: 30) } }
    add("grid-divider-under-1000-columns") {
      Grid { GridRow { box.gridCellColumns(1_000) }; Divider(); GridRow { box; box } }.frame(width: 100).clipped()
    }
    // Leftovers of round 41.
    add("representable-answering-infinite-width-in-hstack") {
      HStack { box; HostileRound38Tests.Answering(size: CGSize(width: CGFloat.infinity, height: 30)); box }.frame(width: 200)
    }
    add("section-header-and-footer-insets-nan") {
      List {
        Section {
          Text("A")
        } header: {
          Text("Header").listRowInsets(EdgeInsets(top: .nan, leading: .infinity, bottom: -.infinity, trailing: 0))
        } footer: {
          Text("Footer").listRowInsets(EdgeInsets(top: 1e9, leading: 0, bottom: -1, trailing: 0))
        }
      }.frame(width: 200, height: 200)
    }
    add("uifontdescriptor-nan-size-and-weight") {
      marked(Text("W").font(Font(UIFont(descriptor: UIFontDescriptor(fontAttributes: [.size: CGFloat.nan, .traits: [
        UIFontDescriptor.TraitKey.weight: CGFloat.nan]]), size: 0))))
    }
    add("uifont-descriptor-size-negative-infinite") {
      marked(Text("D").font(Font(UIFont(descriptor: UIFont.systemFont(ofSize: 17).fontDescriptor, size: -.infinity))))
    }
    return list.cases
  }()

  @Test func everyExpectedOutcomeNamesACase() {
    #expect(Set(Self.outcomes.keys).subtracting(Self.cases.map(\.name)).sorted() == [])
  }

  @Test(.timeLimit(.minutes(30))) func everyCaseHasItsOutcomeAndTheRunFinishes() throws {
    #expect(try HostileCatalogRun.problems(Self.cases, entry: "Round42", fileSuffix: "round42") == [])
  }

  /// A representable answering ∞ in a stack is named once, by its own `sizeThatFits`, and by nothing else: the layout that
  /// sizes it no longer places it at the centre of the infinite bounds a stack's measuring gives it.
  @Test func aRepresentableAnsweringInfinityInAStackIsNamedOnlyForItsAnswer() throws {
    let drawn = try HostileRound39Tests.measured {
      HStack { Self.box; HostileRound38Tests.Answering(size: CGSize(width: CGFloat.infinity, height: 30)); Self.box }.frame(width: 200)
    }
    #expect(drawn.warnings == ["Answering.sizeThatFits(_:uiView:context:) returned inf×30 for a proposal of 0×nil; a side that is NaN, "
      + "infinite or negative is sized as nil sizes it (the default sizing). Return a finite size of 0 or more, or nil for the default"])
    #expect(drawn.size == CGSize(width: 200, height: 30))
  }

  /// A section header's and footer's `.listRowInsets` are named as a row's are (NaN, ∞, negative and past any screen), in
  /// every list style that draws them; finite insets say nothing.
  @Test func sectionHeaderAndFooterInsetsThatCannotBeUsedAreNamed() throws {
    let nan = EdgeInsets(top: .nan, leading: 0, bottom: 0, trailing: 0)
    let past = EdgeInsets(top: 0, leading: -1, bottom: 1e9, trailing: .infinity)
    for style in SectionListStyle.allCases {
      #expect(try Self.sectionWarnings(style, header: nan, footer: past) == [
        ".listRowInsets on a section header: top nan is not a length from 0 to 1000000 pt; left out, as the header is drawn at the "
          + "list style's insets. Give finite insets of 0 or more",
        ".listRowInsets on a section footer: leading -1.0, bottom 1000000000.0, trailing inf are not lengths from 0 to 1000000 pt; left "
          + "out, as the footer is drawn at the list style's insets. Give finite insets of 0 or more",
      ], "\(style)")
    }
    #expect(try Self.sectionWarnings(.plain, header: EdgeInsets(), footer: EdgeInsets(top: 4, leading: 1e6, bottom: 0, trailing: 0)) == [])
  }

  /// The list styles a section's header and footer are drawn in.
  enum SectionListStyle: CaseIterable, Sendable { case plain, insetGrouped, sidebar }

  /// The warnings of a list of one section in `style` whose header and footer carry these `.listRowInsets`.
  static func sectionWarnings(_ style: SectionListStyle, header: EdgeInsets, footer: EdgeInsets) throws -> [String] {
    try HostileRound39Tests.measured { sectionList(style, header: header, footer: footer) }.warnings
  }

  static func sectionList(_ style: SectionListStyle, header: EdgeInsets, footer: EdgeInsets) -> AnyView {
    let list = List {
      Section { Text("A") } header: { Text("H").listRowInsets(header) } footer: { Text("F").listRowInsets(footer) }
    }
    switch style {
    case .plain: return AnyView(list.listStyle(.plain).frame(width: 200, height: 200))
    case .insetGrouped: return AnyView(list.listStyle(.insetGrouped).frame(width: 200, height: 200))
    case .sidebar: return AnyView(list.listStyle(.sidebar).frame(width: 200, height: 200))
    }
  }

  /// `UIFontDescriptor` sizes, weights and slants that are left out are named when the font is drawn, also for a descriptor
  /// made before any render; `UIFont(descriptor:size:)` names a size that is not finite or below 0 and keeps the descriptor's.
  @Test func fontDescriptorNumbersThatAreLeftOutAreNamed() throws {
    let early = UIFontDescriptor(fontAttributes: [.family: "Inter", .size: -1e308, .traits: [UIFontDescriptor.TraitKey.slant: CGFloat.infinity]])
    let drawn = try HostileRound39Tests.measured { Text("W").font(Font(UIFont(descriptor: early, size: 0))) }
    #expect(drawn.warnings == ["UIFontDescriptor(fontAttributes:): .size -1e+308, .slant inf are not usable (a size must be finite and "
      + "above 0, a weight or slant finite); left out, so the font is drawn at 12 pt with the weight and slant it has without them. Give "
      + "a size above 0, and a weight and slant from -1 to 1"])
    let plain = try HostileRound39Tests.measured { Text("W").font(Font(UIFont(descriptor: UIFontDescriptor(fontAttributes: [.family: "Inter"]), size: 0))) }
    #expect(plain.warnings == [])
    #expect(drawn.size == plain.size)
    let added = try HostileRound39Tests.measured {
      Text("W").font(Font(UIFont(descriptor: UIFont.systemFont(ofSize: 20).fontDescriptor.addingAttributes([.traits: [
        UIFontDescriptor.TraitKey.weight: CGFloat.nan]]), size: .nan)))
    }
    #expect(added.warnings == [
      "UIFontDescriptor.addingAttributes(_:): .weight nan is not usable (a size must be finite and above 0, a weight or slant finite); "
        + "left out, so the font is drawn at 20 pt with the weight and slant it has without it. Give a size above 0, and a weight and "
        + "slant from -1 to 1",
      "UIFont(descriptor:size:): size nan is not a point size; drawn at the descriptor's 20 pt. Give a size above 0, or 0 for the "
        + "descriptor's size",
    ])
    // A size of 0 is the descriptor's, as UIKit documents, and says nothing.
    #expect(try HostileRound39Tests.measured { Text("W").font(Font(UIFont(descriptor: UIFontDescriptor(fontAttributes: [.size: 0]), size: 0))) }
      .warnings == [])
  }

  /// A symbolic-traits number outside an integer's range (NaN, ±∞, 10²⁰) is read saturated, as every other number of the
  /// project is (`Int(saturating:)`: NaN and −∞ no traits, ∞ and 10²⁰ every bit), not converted with a trapping `Int(_:)`,
  /// which ended the whole run.
  @Test func symbolicTraitsOfAnyNumberDoNotStopTheRun() {
    func traits(_ raw: CGFloat) -> UIFontDescriptor.SymbolicTraits {
      UIFontDescriptor(fontAttributes: [.traits: [UIFontDescriptor.TraitKey.symbolic: raw]]).symbolicTraits
    }
    #expect(traits(.nan) == [] && traits(-.infinity) == [])
    #expect(traits(.infinity).isSuperset(of: [.traitBold, .traitItalic]) && traits(1e20).isSuperset(of: [.traitBold, .traitItalic]))
    let bold = UIFontDescriptor(fontAttributes: [.traits: [UIFontDescriptor.TraitKey.symbolic: CGFloat(UIFontDescriptor.SymbolicTraits.traitBold.rawValue)]])
    #expect(bold.symbolicTraits.contains(.traitBold))
  }

  /// Currency codes ICU cannot take as one (not three ASCII letters) are named; three letters in any case, known or not,
  /// are not.
  @Test func currencyCodesThatAreNotThreeLettersAreNamed() {
    let named = ["", "US", "USDX", "U$D", "\u{0}AB", "ÀBC", "€$¥"].filter { FormatPrecision.currencyCodeProblem($0) != nil }
    #expect(named == ["", "US", "USDX", "U$D", "\u{0}AB", "ÀBC", "€$¥"])
    #expect(["USD", "usd", "ZZZ", "XXX"].compactMap(FormatPrecision.currencyCodeProblem) == [])
  }

  /// Font refusals print one line each up to `FontLibrary.listedRefusals`, then one line with the count of the rest; the
  /// library keeps every refusal.
  @Test func fontRefusalsPastTheFirstFiveAreCounted() {
    let refused = (0..<10_000).map { "font file refused: f\($0).ttf holds no font fontconfig can read" }
    let lines = FontLibrary.warningLines(refused)
    #expect(lines.count == 6)
    #expect(Array(lines.prefix(5)) == Array(refused.prefix(5)))
    #expect(lines.last == "9995 more font files or folders refused, not listed (10000 in all); the first 5 above say why, and most often "
      + "the rest are refused for the same reason")
    #expect(FontLibrary.warningLines(Array(refused.prefix(5))) == Array(refused.prefix(5)))
  }
}
