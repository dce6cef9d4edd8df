import AVKit
import Foundation
import PhotosUI
import StoreKit
@testable import SpecimenUI
import SpecimenCairo
import SpecimenLayout
import HostileSupport
import Testing
@testable import Specimen

/// Hostile inputs of round 44: accessibility modifiers as stills (labels, values and hints of 1 MB or nothing, a label
/// `Text` of a 1 MB attributed string, a representation of 10 000 rows, `accessibilityHidden` over whole trees,
/// `accessibilityElement(children:)` over 10 000 children, Dynamic Type ranges built backwards or from sizes UIKit does not
/// have, the large content viewer, `accessibilitySortPriority` of NaN and ±∞); media and commerce views (`VideoPlayer`
/// with no player or a player of NaN rate, `AsyncImage` of nil, file and unreachable URLs and in each phase, StoreKit's
/// product, store and subscription views with missing ids or 10 000 of them, photo pickers with limits of `Int.min` and
/// `Int.max`, a `ShareLink` of 100 000 items and empty subjects); text input as stills (`TextField(value:format:)` of ∞
/// and `Int.max` with hostile formats, vertical fields whose `lineLimit` range is built backwards or runs to `Int.max`, a
/// 1 MB `SecureField`, a 100 000-line `TextEditor`, autocapitalization and keyboard chains, `focused` on 10 000 fields);
/// and round 43's leftovers (a lone `gridCellColumns(Int.max)`, six 300-column spans).
/// Every case renders in one catalog run and must have its outcome; every other cell and the manifest are written.
@Suite struct HostileRound44Tests {
  typealias Case = HostileCase

  static var box: some View { HostileRound26Tests.box }
  static func marked(_ view: some View) -> some View { HostileRound26Tests.marked(view) }
  static func clipped(_ view: some View) -> some View { HostileRound26Tests.clipped(view) }
  static let megabyte = String(repeating: "Label ", count: 170_000)  // 1 020 000 characters
  static let lines = (0..<100_000).map { "Line \($0)" }.joined(separator: "\n")

  /// 10 000 text fields in a lazy stack, each focused on its own index; the focus is on the last (never laid out).
  struct FocusedFields: View {
    @FocusState var focus: Int?
    var body: some View {
      ScrollView {
        LazyVStack { ForEach(0..<10_000, id: \.self) { index in TextField("Field \(index)", text: .constant("")).focused($focus, equals: index) } }
      }
      .defaultFocus($focus, 9_999)
      .frame(width: 160, height: 60)
    }
  }

  /// The outcome and message fragment of every case that does not render cleanly; the others must render with no warning.
  static let outcomes: [String: (outcome: String, says: String)] = [
    // Before: silent; NaN was read as 0 (and ±∞ too, where Apple's "higher numbers are sorted first" orders them first or last).
    "accessibility-sort-priority-nan-and-infinite": ("warns", ".accessibilitySortPriority(nan) is not a number VoiceOver can order by; "
      + "read as 0, the default priority. Give a finite priority (higher ones are read first)"),
    "dynamic-type-size-ranges-built-backwards": ("warns", ".dynamicTypeSize(accessibility5...xSmall): the range holds no Dynamic Type "
      + "size, so it limits nothing. Give a range that holds at least one size, such as .xSmall ... .xxxLarge"),
    // A field shows its value as Text(_:format:) does (round 43's check); since round 45 the warning names the field.
    "textfield-value-scale-overflowing": ("warns", "TextField(value:format:): .scale(1e+308) of 10000000000 is inf, past the largest number a "
      + "format can show; Foundation shows \"10000000000.0\" instead"),
    // TextLength.limit: a field's text past 20 000 characters is laid out to its first 20 000, named.
    "securefield-1mb-text-in-a-zero-width-frame": ("warns", "(1020000 characters)\") has more than 20000 characters (TextLength.limit); "
      + "laid out its first 20000"),
    "texteditor-100000-lines-in-a-small-frame": ("warns", "(1088889 characters)\") has more than 20000 characters (TextLength.limit); "
      + "laid out its first 20000"),
    // Round 45: a scale that is not a positive finite number is named (before: renders; the scale was never read).
    "asyncimage-every-phase-and-hostile-scales": ("warns", "AsyncImage(url:scale:) scale nan is not a positive finite number"),
    // Round 45: an empty store is named (before: renders, an empty space with nothing said).
    "storeview-no-product-ids": ("warns", "StoreView has no products (its ids or products are empty)"),
    "storeview-10000-product-ids": ("warns", "StoreView has 10000 products, more than StoreView.maxShown (200); the first 200 are drawn"),
    "photospicker-limits-int-min-and-int-max": ("warns", ".photosPicker(maxSelectionCount: -9223372036854775808): a selection limit "
      + "is a count of items, and -9223372036854775808 is below zero"),
    // Before: silent; the row was laid out 1 000 columns wide (999 gaps of 8 pt) with nothing saying why.
    "gridrow-lone-span-int-max-on-the-last-cell": ("warns", ".gridCellColumns(9223372036854775807) spans more columns than a Grid "
      + "lays out (GridLayout.maximumColumns, 1000 columns); laid out spanning from its column to the last of the 1000, with the "
      + "grid's spacing between each two. Give a count of 1000 or fewer"),
    "gridrow-lone-span-1001-above-a-row-of-cells": ("warns", ".gridCellColumns(1001) spans more columns than a Grid lays out"),
  ]

  static let cases: [Case] = {
    var list = HostileCaseList(outcomes: outcomes)
    func add(_ name: String, _ view: @escaping @Sendable () -> some View) { list.add(name, view) }
    add("control") { box }
    // Accessibility modifiers change what VoiceOver reads, never pixels (docs/unsupported.md); each of these draws as without them.
    add("accessibility-label-value-hint-empty-on-controls") {
      VStack {
        Button("Save") {}.accessibilityLabel("").accessibilityValue("").accessibilityHint("")
        Toggle("On", isOn: .constant(true)).accessibilityLabel(Text("")).accessibilityValue(Text("")).accessibilityHint(Text(""))
        Slider(value: .constant(0.5)).accessibilityLabel("").accessibilityValue("")
      }.frame(width: 200)
    }
    add("accessibility-label-text-of-a-1mb-attributed-string") {
      var attributed = AttributedString(megabyte)
      attributed.foregroundColor = .red
      return marked(Text("Shown").accessibilityLabel(Text(attributed)).accessibilityValue(Text(attributed)))
    }
    add("accessibility-hint-1mb-on-10000-lazy-rows") {
      ScrollView { LazyVStack { ForEach(0..<10_000, id: \.self) { Text("Row \($0)").accessibilityHint(megabyte) } } }.frame(width: 100, height: 60)
    }
    add("accessibility-representation-of-10000-rows") {
      marked(Text("Shown").accessibilityRepresentation { VStack { ForEach(0..<10_000, id: \.self) { Text("Row \($0)") } } })
    }
    add("accessibility-hidden-over-a-whole-navigation-and-tab-tree") {
      TabView { NavigationStack { List { Text("Hidden"); Text("Still drawn") }.navigationTitle("Title") }.tabItem { Text("Tab") } }
        .accessibilityHidden(true).frame(width: 200, height: 160)
    }
    add("accessibility-element-children-over-10000-children") {
      HStack {
        HStack(spacing: 0) { ForEach(0..<10_000, id: \.self) { _ in Color.green.frame(width: 0.01, height: 10) } }.accessibilityElement(children: .combine)
        VStack { Text("A"); Text("B") }.accessibilityElement(children: .contain)
        VStack { Text("C"); Text("D") }.accessibilityElement(children: .ignore)
      }
    }
    add("dynamic-type-size-ranges-built-backwards") {
      marked(VStack {
        Text("Backwards").dynamicTypeSize(HostileRound11Tests.reversed(DynamicTypeSize.accessibility5, .xSmall))
        Text("Large").dynamicTypeSize(.large ... .large)
      })
    }
    add("dynamic-type-size-from-categories-uikit-does-not-have") {
      marked(VStack {
        Text("Unknown").dynamicTypeSize(DynamicTypeSize(UIContentSizeCategory("NoSuchCategory")) ?? .large)
        Text("Unspecified").dynamicTypeSize(DynamicTypeSize(UIContentSizeCategory.unspecified) ?? .xSmall)
        Text("Last").dynamicTypeSize(DynamicTypeSize.allCases.last ?? .large)
      })
    }
    add("accessibility-large-content-viewer-of-1mb-and-nan-frame") {
      marked(VStack {
        Image(systemName: "star.fill").accessibilityShowsLargeContentViewer()
        Text("Tab").accessibilityShowsLargeContentViewer { Text(megabyte).frame(width: .nan, height: .infinity) }
      })
    }
    add("accessibility-sort-priority-nan-and-infinite") {
      VStack {
        Text("Last").accessibilitySortPriority(-.infinity)
        Text("Unordered").accessibilitySortPriority(.nan)
        Text("First").accessibilitySortPriority(.infinity)
      }
    }
    // Media and commerce: nothing loads or plays in a still; each draws the state before its content arrives.
    add("videoplayer-no-player-in-a-scroll-view") {
      ScrollView { VStack { VideoPlayer(player: nil); Text("Below") } }.frame(width: 160, height: 120)
    }
    add("videoplayer-player-of-nan-rate-and-infinite-volume") {
      let player = AVPlayer()
      player.rate = .nan
      player.volume = .infinity
      return VideoPlayer(player: player) { Text("Overlay").foregroundStyle(.white) }.frame(width: 160, height: 90)
    }
    add("asyncimage-nil-file-and-unreachable-urls") {
      HStack {
        AsyncImage(url: nil).frame(width: 30, height: 30)
        AsyncImage(url: URL(fileURLWithPath: "/no/such/image.png")).frame(width: 30, height: 30)
        AsyncImage(url: URL(string: "https://unreachable.invalid/image.png")) { $0.resizable() } placeholder: { Color.orange }
          .frame(width: 30, height: 30)
      }
    }
    add("asyncimage-every-phase-and-hostile-scales") {
      HStack {
        AsyncImage(url: URL(string: "https://example.com/a.png"), scale: .nan) { phase in
          switch phase {
          case .empty: ProgressView()
          case .success(let image): image.resizable()
          case .failure: Image(systemName: "exclamationmark.triangle")
          @unknown default: Color.red
          }
        }
        AsyncImage(url: nil, scale: 0) { phase in phase.image ?? Image(systemName: "photo") }
        AsyncImage(url: nil, scale: -.infinity, transaction: SpecimenUI.Transaction(animation: .default)) { phase in
          if let error = phase.error { Text(error.localizedDescription) } else { Text("Waiting") }
        }
      }
    }
    add("productview-missing-and-empty-ids") {
      VStack { ProductView(id: ""); ProductView(id: "no.such.product") { Image(systemName: "star") } }.frame(width: 240)
    }
    add("storeview-10000-product-ids") {
      StoreView(ids: (0..<10_000).map { "product.\($0)" }).frame(width: 200, height: 120).clipped()
    }
    add("storeview-no-product-ids") { marked(StoreView(ids: [String]()).frame(width: 100, height: 60)) }
    add("subscription-store-views-of-10000-ids-and-an-empty-group") {
      HStack {
        SubscriptionStoreView(productIDs: (0..<10_000).map { "sub.\($0)" })
        SubscriptionStoreView(groupID: "") { Text("Marketing") }
      }.frame(width: 240, height: 200)
    }
    add("photospicker-limits-int-min-and-int-max") {
      VStack {
        PhotosPicker("Most", selection: .constant([]), maxSelectionCount: Int.max, selectionBehavior: .ordered, matching: .any(of: [.images, .videos]))
        Text("Presenter").photosPicker(isPresented: .constant(true), selection: .constant([]), maxSelectionCount: Int.min)
      }
    }
    add("sharelink-100000-items-and-empty-subject-message") {
      ShareLink(items: (0..<100_000).map { "Item \($0)" }, subject: Text(""), message: Text("")) { Label("Share", systemImage: "square.and.arrow.up") }
    }
    // Text input as stills.
    add("textfield-value-infinite-percent-and-int-max-number") {
      VStack {
        TextField("Infinite", value: .constant(Double.infinity), format: .percent)
        TextField("Negative infinite", value: .constant(-Double.infinity), format: .number.precision(.significantDigits(1...3)))
        TextField("Largest", value: .constant(Int.max), format: .number.grouping(.never))
      }.frame(width: 200)
    }
    add("textfield-value-scale-overflowing") {
      TextField("Scaled", value: .constant(Double(1e10)), format: .number.scale(1e308)).frame(width: 200)
    }
    add("textfield-vertical-linelimit-reversed-at-runtime") {
      let (low, high) = (5, 1)
      return TextField("Notes", text: .constant("One\nTwo\nThree"), axis: .vertical)
        .lineLimit(HostileRound11Tests.reversed(low, high)).frame(width: 160)
    }
    add("textfield-vertical-linelimit-0-through-int-max") {
      TextField("Notes", text: .constant("One\nTwo\nThree"), axis: .vertical).lineLimit(0...Int.max).frame(width: 160)
    }
    add("securefield-1mb-text-in-a-zero-width-frame") {
      marked(SecureField("Password", text: .constant(megabyte)).frame(width: 0))
    }
    add("texteditor-100000-lines-in-a-small-frame") { TextEditor(text: .constant(lines)).frame(width: 120, height: 60) }
    add("text-input-autocapitalization-and-keyboard-chains-400-deep") {
      var view = AnyView(TextField("Chained", text: .constant("abc")))
      for level in 0..<400 {
        view = level % 2 == 0
          ? AnyView(view.textInputAutocapitalization(level % 4 == 0 ? .never : .characters).keyboardType(.numberPad))
          : AnyView(view.autocorrectionDisabled().textContentType(.password).submitLabel(.go))
      }
      return view.frame(width: 160)
    }
    add("focused-bindings-on-10000-lazy-fields") { FocusedFields() }
    // Round 43's leftovers.
    add("gridrow-lone-span-int-max-on-the-last-cell") {
      Grid { GridRow { box; box.gridCellColumns(Int.max) } }.frame(width: 100, height: 40).clipped()
    }
    add("gridrow-lone-span-1001-above-a-row-of-cells") {
      Grid(horizontalSpacing: 0) { GridRow { box.gridCellColumns(1_001) }; GridRow { box; box } }.frame(width: 100, height: 60).clipped()
    }
    return list.cases
  }()

  @Test func everyExpectedOutcomeNamesACase() {
    #expect(Set(Self.outcomes.keys).subtracting(Self.cases.map(\.name)).sorted() == [])
  }

  @Test(.timeLimit(.minutes(30))) func everyCaseHasItsOutcomeAndTheRunFinishes() throws {
    #expect(try HostileCatalogRun.problems(Self.cases, entry: "Round44", fileSuffix: "round44") == [])
  }

  /// A `.gridCellColumns` past `GridLayout.maximumColumns` is named where the span enters, alone on its row or not: the grid
  /// makes every column up to the 1 000th, each gap with the grid's spacing, so one such cell widens its grid by thousands of
  /// points. Exactly 1 000 columns says nothing.
  @Test func spansPastTheLastColumnAreNamedWhereTheyEnter() throws {
    let named = ".gridCellColumns(9223372036854775807) spans more columns than a Grid lays out (GridLayout.maximumColumns, 1000 "
      + "columns); laid out spanning from its column to the last of the 1000, with the grid's spacing between each two. Give a "
      + "count of 1000 or fewer"
    let lone = try HostileRound39Tests.measured { Grid { GridRow { Self.box; Self.box.gridCellColumns(Int.max) } } }
    #expect(lone.warnings == [named])
    // The span reaches column 1 000: 999 gaps of the default 8 pt, the first cell's 20 pt and the 0-pt columns.
    #expect(Int(lone.size.width) == 20 + 999 * 8)
    #expect(try HostileRound39Tests.measured { Grid { GridRow { Self.box.gridCellColumns(1_001) } } }.warnings == [
      named.replacingOccurrences(of: "9223372036854775807", with: "1001")])
    #expect(try HostileRound39Tests.measured { Grid { GridRow { Self.box.gridCellColumns(1_000) } } }.warnings == [])
  }

  /// Round 43's six cells spanning 300 columns each, with no spacing, show one box: the first four start at columns 0, 300,
  /// 600 and 900 (the fourth is cut to the last 100 columns) and the last two start past column 1 000 and are left out (named).
  /// Only single-column cells size columns (docs/layout-containers.md, rule 18), so all 1 000 columns are 0 pt wide, every
  /// drawn cell is a 0-pt-wide cell at the grid's x = 0, and the four 20-pt boxes, centred on it, lie on one another.
  @Test func sixSpansOf300ColumnsDrawFourBoxesOnOneAnother() throws {
    let grid = Grid(horizontalSpacing: 0) { GridRow { ForEach(0..<6, id: \.self) { Self.box.id("cell\($0)").gridCellColumns(300) } } }
      .frame(width: 100, height: 40)
    let frames = LayoutInspector.layout(of: grid, in: .unspecified).frames
    let drawn = CGRect(x: 40, y: 10, width: 20, height: 20)
    #expect((0..<4).map { frames["cell\($0)"] } == Array(repeating: drawn, count: 4))
    #expect(frames["cell4"] == nil && frames["cell5"] == nil)
  }

  /// `accessibilitySortPriority` orders elements highest first (Apple's docs): ∞ first, −∞ last, and NaN, which orders
  /// against nothing, as the default 0, named.
  @Test func sortPrioritiesOfNaNAndInfinityAreOrderedAsAppleSays() throws {
    @Sendable func view() -> some View {
      VStack {
        Text("Last").accessibilitySortPriority(-.infinity)
        Text("Plain")
        Text("Unordered").accessibilitySortPriority(.nan)
        Text("First").accessibilitySortPriority(.infinity)
      }
    }
    #expect(AccessibilityElementTests.elements(view()).map(\.label) == ["First", "Plain", "Unordered", "Last"])
    #expect(try HostileRound39Tests.measured { view() }.warnings == [".accessibilitySortPriority(nan) is not a number VoiceOver can "
      + "order by; read as 0, the default priority. Give a finite priority (higher ones are read first)"])
    #expect(try HostileRound39Tests.measured { Text("A").accessibilitySortPriority(-.infinity) }.warnings == [])
  }

  /// Accessibility modifiers change what VoiceOver reads, never pixels: a screen with every one of this round's, with hostile
  /// arguments, is byte-identical to the same screen without them.
  @Test func accessibilityModifiersDrawNothing() throws {
    let plain = try HostileRound39Tests.measured {
      VStack { Text("Title"); Button("Save") {}; Toggle("On", isOn: .constant(true)); Self.box }.frame(width: 200)
    }
    let modified = try HostileRound39Tests.measured {
      VStack {
        Text("Title").accessibilityLabel(Text(Self.megabyte)).accessibilityHint("").accessibilitySortPriority(.infinity)
        Button("Save") {}.accessibilityValue("").accessibilityShowsLargeContentViewer { Text(Self.megabyte) }
        Toggle("On", isOn: .constant(true)).accessibilityRepresentation { VStack { ForEach(0..<100, id: \.self) { Text("\($0)") } } }
        Self.box.accessibilityElement(children: .combine).accessibilityHidden(true)
      }.accessibilityElement(children: .contain).frame(width: 200)
    }
    #expect(modified.warnings == [] && plain.warnings == [])
    #expect(modified.png == plain.png)
  }
}
