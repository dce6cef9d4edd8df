import Foundation
@testable import SpecimenUI
import HostileSupport
import Testing
@testable import Specimen

/// Hostile inputs of round 29: Markdown and attributed strings (a megabyte of nested emphasis and brackets, 100 000
/// unclosed `[`, `(` and backticks, unterminated link titles and code fences, 10 000 headings and list markers, list
/// markers and block quotes nested on one line, odd base URLs, every inline presentation intent bit, intents on empty
/// ranges, such text in tight frames), grids and containers (10 000 grid rows, conflicting column alignments, a cell
/// anchor far outside its cell, `ViewThatFits` where nothing fits, `ForEach(subviews:)` over 100 000 subviews, lazy
/// grid items of negative or zero size) and iOS 17–18 API at the extremes (`dynamicTypeSize` ranges nested 1 000
/// deep or disjoint, accessibility sizes in 10-pt frames, 10 000 accessibility actions and megabyte action names,
/// `typesetLanguage` of odd identifiers, `animation(_:body:)` nested 1 000 deep or with NaN in its body,
/// `allowedDynamicRange`, `defersSystemGestures(on:)`). Every case renders in one catalog run and must have its
/// outcome; every other cell and the manifest are written.
@Suite struct HostileRound29Tests {
  typealias Case = HostileCase
  typealias Built = HostileRound24Tests.Built

  static var box: some View { HostileRound26Tests.box }
  static func marked(_ view: some View) -> some View { HostileRound26Tests.marked(view) }
  static func clipped(_ view: some View) -> some View { HostileRound26Tests.clipped(view) }

  /// `markdown` read by `AttributedString(markdown:)` (with `options`), in a `Text` clipped to 200 × 40 pt.
  static func markdown(_ markdown: String, _ options: AttributedString.MarkdownParsingOptions = .init(), baseURL: URL? = nil) -> some View {
    clipped(Text((try? AttributedString(markdown: markdown, options: options, baseURL: baseURL)) ?? "failed"))
  }

  /// "Plain Styled" with `intent` set on "Styled".
  static func intent(_ intent: InlinePresentationIntent) -> some View {
    var string = AttributedString("Plain Styled")
    if let range = string.range(of: "Styled") { string[range].inlinePresentationIntent = intent }
    return marked(Text(string))
  }

  /// The outcome and message fragment of every case that does not render cleanly; the others must render with no warning.
  static let outcomes: [String: (outcome: String, says: String)] = {
    let long = "characters)\") has more than 20000 characters (TextLength.limit); laid out its first 20000"
    let depth = "the view nests more than 2000 views deep (ViewDepth.limit)"
    return [
      // Round 43: the two cells after the Int.max span are named (they were dropped silently).
      "grid-cell-columns-int-max-beside-cells": ("warns", "GridRow's 3 cells span over 9223372036854775807 columns with their "
        + ".gridCellColumns, more than a Grid lays out (GridLayout.maximumColumns, 1000 columns); the last 2 cells start past the last "
        + "column and are not drawn"),
      "dynamic-type-empty-range": ("warns", ".dynamicTypeSize(.large..<.large): the range holds no Dynamic Type size, so it limits nothing"),
      "markdown-1mb-nested-emphasis": ("warns", long),
      "lazyvgrid-adaptive-zero-flexible-reversed-spacing-nan": ("warns", "LazyVGrid GridItem 1 .flexible(maximum: 1.0) is below its minimum 10.0: "
        + "contradictory constraints; laid out at the minimum"),
      "markdown-1mb-nested-brackets": ("warns", long),
      "markdown-100000-unclosed-brackets": ("warns", long),
      "markdown-100000-unclosed-parentheses": ("warns", long),
      "markdown-100000-unclosed-backticks": ("warns", long),
      "markdown-10000-unterminated-link-titles": ("warns", long),
      "markdown-unclosed-fence-100000-lines": ("warns", long),
      "markdown-10000-headings": ("warns", long),
      "markdown-100000-list-markers-one-line": ("warns", long),
      "markdown-10000-headings-in-1pt-frame": ("warns", long),
      // Backticks pair into code spans: the text's first 20 000 characters alternate fonts 6 666 times.
      "markdown-inline-only-1mb-brackets": ("warns", "changes font more than TextFontChangeLimit.maxChanges (4000) times between its runs"),
      "foreach-subviews-100000": ("fails", "the view has more than 100000 views (ViewCount.limit)"),
      // Before: the second cell vanished without a word (the first's NaN anchor was already named and not used).
      "grid-cell-anchor-nan-and-1e9": ("warns", ".gridCellAnchor(UnitPoint(x: 0.0, y: 1000000000.0)) moves the cell farther than any screen is "
        + "long (over 1000000 pt, LayoutArgumentCheck.longestLength) from its place in the grid; laid out as given"),
      // Each level is a modifier in an AnyView: 1 000 (10 000) of them pass ViewDepth.limit, named with the fix; 600 render.
      "dynamic-type-ranges-nested-1000": ("fails", depth),
      "accessibility-actions-10000-chained": ("fails", depth),
      "animation-body-nested-1000": ("fails", depth),
      "animation-body-nan-scale-opacity": ("warns", ".scaleEffect(x: nan, y: nan) is not a finite scale; drawn without the scale"),
    ]
  }()

  static let cases: [Case] = {
    var cases: [Case] = []
    func add(_ name: String, _ view: @escaping @Sendable () -> some View) {
      let expected = outcomes[name] ?? ("renders", "")
      cases.append(Case(name: name, outcome: expected.outcome, says: expected.says, view: { AnyView(Built(make: view)) }))
    }
    add("control") { box }
    // Markdown read by AttributedString(markdown:).
    add("markdown-1mb-nested-emphasis") { markdown(String(repeating: "*_", count: 250_000) + "x" + String(repeating: "_*", count: 250_000)) }
    add("markdown-1mb-nested-brackets") { markdown(String(repeating: "[", count: 500_000) + "x" + String(repeating: "](u)", count: 125_000)) }
    add("markdown-100000-unclosed-brackets") { markdown(String(repeating: "[a", count: 100_000)) }
    add("markdown-100000-unclosed-parentheses") { markdown("[a]" + String(repeating: "(b", count: 100_000)) }
    add("markdown-100000-unclosed-backticks") { markdown(String(repeating: "`a", count: 100_000)) }
    add("markdown-10000-unterminated-link-titles") { markdown(String(repeating: "[a](u \"t ", count: 10_000)) }
    add("markdown-unclosed-fence-100000-lines") { markdown("```swift\n" + String(repeating: "**not bold**\n", count: 100_000)) }
    add("markdown-unclosed-fence-short") { markdown("Run:\n~~~~\n**kept** [as](written)") }
    add("markdown-10000-headings") { markdown((0..<10_000).map { "\(String(repeating: "#", count: $0 % 7 + 1)) Heading \($0)" }.joined(separator: "\n")) }
    add("markdown-100000-list-markers-one-line") { markdown(String(repeating: "- ", count: 100_000) + "x") }
    add("markdown-containers-nested-on-one-line") { markdown("> - ## Title\n- - item\n1. > - [link](u)\n* * *\n>>>>> - - > quote") }
    add("markdown-10000-block-quotes-one-line") { markdown(String(repeating: ">", count: 10_000) + " x") }
    add("markdown-base-url-relative") { markdown("[a](b) [c](../d) [e](#f)", baseURL: URL(string: "relative/dir/")) }
    add("markdown-base-url-empty-and-odd") {
      VStack {
        markdown("[a](b)", baseURL: URL(string: "file:"))
        markdown("[a](b)", baseURL: URL(string: "mailto:x@y.z"))
        markdown("[a](b) [c]()", baseURL: URL(string: "data:text/plain,x"))
      }
    }
    add("markdown-inline-only-1mb-brackets") { markdown(String(repeating: "[(`", count: 350_000), .init(interpretedSyntax: .inlineOnly)) }
    add("intent-raw-value-max") { intent(InlinePresentationIntent(rawValue: .max)) }
    add("intent-unknown-bits-only") { intent(InlinePresentationIntent(rawValue: 1 << 3 | 1 << 4 | 1 << 40)) }
    add("intent-on-empty-ranges") {
      var string = AttributedString("Plain text")
      for offset in [0, 5, 10] {
        let index = string.index(string.startIndex, offsetByCharacters: offset)
        string[index..<index].inlinePresentationIntent = .stronglyEmphasized
        string[index..<index].link = URL(string: "https://example.com")
      }
      return marked(Text(string))
    }
    add("markdown-10000-headings-in-1pt-frame") {
      marked(Text((try? AttributedString(markdown: (0..<10_000).map { "# H\($0)" }.joined(separator: "\n"))) ?? "failed").frame(width: 1, height: 1))
    }
    add("markdown-link-title-in-10pt-frame") { marked(Text((try? AttributedString(markdown: "[tap](u \"title\") **b**")) ?? "failed").frame(width: 10, height: 10)) }
    // Grids and containers.
    add("grid-10000-rows") {
      Grid { ForEach(0..<10_000, id: \.self) { i in GridRow { Color.red.frame(width: 2, height: 1); Text("\(i)") } } }.frame(width: 100, height: 100).clipped()
    }
    add("grid-column-alignment-conflicting-1000-rows") {
      Grid {
        ForEach(0..<1_000, id: \.self) { i in
          GridRow { Color.red.frame(width: 4, height: 1).gridColumnAlignment([HorizontalAlignment.leading, .trailing, .center][i % 3]); Color.blue.frame(width: 30, height: 1) }
        }
      }.frame(width: 100, height: 100).clipped()
    }
    add("grid-cell-anchor-nan-and-1e9") {
      Grid {
        GridRow { box.gridCellAnchor(UnitPoint(x: .nan, y: 1e9)); Color.green.frame(width: 10, height: 60) }
        GridRow { box.gridCellAnchor(UnitPoint(x: 0, y: 1e9)); Color.green.frame(width: 10, height: 60) }
      }.frame(width: 100, height: 160)
    }
    add("grid-cell-columns-int-max-beside-cells") { Grid { GridRow { box.gridCellColumns(Int.max); box; box } ; GridRow { box; box } }.frame(width: 100) }
    add("viewthatfits-1000-none-fits") {
      ViewThatFits { ForEach(0..<1_000, id: \.self) { i in Color.red.frame(width: CGFloat(500 + i), height: 10) } }.frame(width: 40, height: 20).clipped()
    }
    add("lazyvgrid-fixed-minus-one") { LazyVGrid(columns: [GridItem(.fixed(-1)), GridItem(.fixed(20))]) { ForEach(0..<6, id: \.self) { _ in box } }.frame(width: 100) }
    add("lazyvgrid-adaptive-zero-flexible-reversed-spacing-nan") {
      LazyVGrid(columns: [GridItem(.adaptive(minimum: 0, maximum: 0)), GridItem(.flexible(minimum: 10, maximum: 1))], spacing: 4) {
        ForEach(0..<20, id: \.self) { _ in Color.red.frame(height: 4) }
      }.frame(width: 100, height: 60).clipped()
    }
    add("foreach-subviews-100000") {
      VStack(spacing: 0) { ForEach(subviews: ForEach(0..<100_000, id: \.self) { _ in Color.red.frame(width: 1, height: 1) }) { $0 } }.frame(width: 20, height: 20).clipped()
    }
    add("layout-priority-infinities-in-hstack") {
      HStack { Text("Left side text").layoutPriority(.infinity); Text("Right side text").layoutPriority(-.infinity); Spacer() }.frame(width: 120)
    }
    // Dynamic Type ranges.
    add("dynamic-type-ranges-nested-1000") {
      (0..<1_000).reduce(AnyView(Text("Body"))) { inner, i in
        AnyView(inner.dynamicTypeSize(DynamicTypeSize.allCases[i % 12]...DynamicTypeSize.accessibility5))
      }
    }
    add("dynamic-type-ranges-nested-600") {
      (0..<600).reduce(AnyView(Text("Body"))) { inner, i in
        AnyView(inner.dynamicTypeSize(DynamicTypeSize.allCases[i % 12]...DynamicTypeSize.accessibility5))
      }
    }
    add("dynamic-type-disjoint-ranges") {
      marked(Text("Body").dynamicTypeSize(DynamicTypeSize.accessibility3...).dynamicTypeSize(...DynamicTypeSize.small))
    }
    add("dynamic-type-empty-range") { marked(Text("Body").dynamicTypeSize(DynamicTypeSize.large..<DynamicTypeSize.large)) }
    add("dynamic-type-accessibility5-in-10pt-frame") {
      marked(VStack { Text("Accessibility five"); Image(systemName: "star"); Toggle("T", isOn: .constant(true)) }.dynamicTypeSize(.accessibility5).frame(width: 10, height: 10))
    }
    // Accessibility actions.
    add("accessibility-action-names-empty-and-1mb") {
      marked(box.accessibilityAction(named: "") {}.accessibilityAction(named: String(repeating: "n", count: 1_000_000)) {}
        .accessibilityAction(named: Text(String(repeating: "é", count: 100_000))) {})
    }
    add("accessibility-actions-10000-chained") {
      (0..<10_000).reduce(AnyView(box)) { inner, i in AnyView(inner.accessibilityAction(named: "A\(i)") {}) }
    }
    add("accessibility-actions-600-chained") {
      (0..<600).reduce(AnyView(box)) { inner, i in AnyView(inner.accessibilityAction(named: "A\(i)") {}) }
    }
    add("accessibility-actions-builder-10000") {
      marked(box.accessibilityActions { ForEach(0..<10_000, id: \.self) { i in Button("Action \(i)") {} } })
    }
    // Text settings.
    add("typeset-language-empty-and-odd") {
      VStack {
        Text("Empty").typesetLanguage(Locale.Language(identifier: ""))
        Text("Odd").typesetLanguage(Locale.Language(identifier: "zz-Qaaa-999_u-nu-xxx"))
        Text("Long").typesetLanguage(Locale.Language(identifier: String(repeating: "x-", count: 100_000)))
        Text("View").typesetLanguage(Locale.Language(identifier: "\u{0}"))
      }.typesetLanguage(Locale.Language(identifier: "und"))
    }
    // Animation bodies.
    add("animation-body-nested-1000") {
      (0..<1_000).reduce(AnyView(box)) { inner, _ in AnyView(inner.animation(.default) { $0.opacity(0.999) }) }
    }
    add("animation-body-nested-600") {
      (0..<600).reduce(AnyView(box)) { inner, _ in AnyView(inner.animation(.default) { $0.opacity(0.999) }) }
    }
    add("animation-body-nan-scale-opacity") {
      marked(box.animation(.spring(duration: .nan)) { $0.scaleEffect(.nan).opacity(.nan).rotationEffect(.degrees(.infinity)) })
    }
    // Image and gesture settings.
    add("allowed-dynamic-range-all") {
      HStack {
        Image(systemName: "star").allowedDynamicRange(.high)
        Image(systemName: "star").allowedDynamicRange(nil)
        box.allowedDynamicRange(.constrainedHigh)
      }
    }
    add("defers-system-gestures-all-and-none") { marked(box.defersSystemGestures(on: .all).defersSystemGestures(on: [])) }
    return cases
  }()

  /// The characters `AttributedString(markdown:)` gives `markdown` with the default `.full` syntax.
  static func characters(_ markdown: String) throws -> String { String(try AttributedString(markdown: markdown).characters) }

  /// Block quotes and list items nest on one line, as CommonMark reads them (`- - x` is a list in a list item, `> - ## T`
  /// a heading in a list item in a quote), and every marker goes, as in a `Text` of Foundation's result. Before, only
  /// the quotes and the first list marker went: "## Title- item- > - link" was drawn with the markers.
  @Test func containerMarkersNestedOnOneLineAllGo() throws {
    #expect(try Self.characters("> - ## Title\n- - item\n1. > - [link](u)\n* * *\n- > quote") == "Titleitemlinkquote")
    // A line of markers is a thematic break, also inside a list item; a list item's text after a break is read.
    #expect(try Self.characters("a\n- - -\nb\n- * * *\nc\n- - x") == "abcx")
    // A lone marker is an empty item; a heading needs its space, so `-#x` stays text.
    #expect(try Self.characters("-\n- -#x") == "-#x")
  }

  /// swift-cmark opens at most 99 containers before a list marker on one line (`MAX_LIST_DEPTH`, 100); the markers past
  /// them are text, as on iOS, and a line of 100 000 markers is read in linear time.
  @Test func listMarkersPastSwiftCmarksDepthAreText() throws {
    #expect(try Self.characters(String(repeating: "- ", count: 150) + "x") == String(repeating: "- ", count: 51) + "x")
    // Block quotes count towards the depth and have no limit of their own.
    #expect(try Self.characters(String(repeating: "> ", count: 98) + "- - x") == "- x")
    #expect(try Self.characters(String(repeating: "> ", count: 500) + "x") == "x")
    #expect(MarkdownBlocks.maxListDepth == 100)
  }

  /// A grid whose first cell is anchored at `anchor`, at scale 1 on white: a 10-pt red square beside a 10 × 40 green bar.
  static func anchored(_ anchor: UnitPoint) throws -> RasterImage {
    let grid = Grid(horizontalSpacing: 0) {
      GridRow { Color(red: 1, green: 0, blue: 0).frame(width: 10, height: 10).gridCellAnchor(anchor); Color.green.frame(width: 10, height: 40) }
    }
    return try ViewRenderer(scale: 1, background: .white).rasterize(grid, in: .unspecified)
  }

  /// A cell anchor far outside 0…1 moves the cell out of the image, as SwiftUI places it; the move is named (before,
  /// the cell vanished without a word). An anchor of 1 puts the square at the foot of its 40-pt cell, unnamed.
  @Test func aGridCellAnchorThatMovesTheCellOffEveryScreenIsNamed() throws {
    let foot = try Self.anchored(UnitPoint(x: 0, y: 1))
    #expect(foot.width == 20 && foot.height == 40, "\(foot.width) × \(foot.height)")
    #expect(Px(foot.pixel(x: 5, y: 35)) == Px(255, 0, 0) && Px(foot.pixel(x: 5, y: 5)) == Px(255, 255, 255))
    #expect(foot.diagnostics.warnings.isEmpty)
    let far = try Self.anchored(UnitPoint(x: 0, y: 1e9))
    #expect(Px(far.pixel(x: 5, y: 35)) == Px(255, 255, 255) && Px(far.pixel(x: 5, y: 5)) == Px(255, 255, 255))
    #expect(far.diagnostics.warnings.map(\.message) == [".gridCellAnchor(UnitPoint(x: 0.0, y: 1000000000.0)) moves the cell farther than "
      + "any screen is long (over 1000000 pt, LayoutArgumentCheck.longestLength) from its place in the grid; laid out as given, so the "
      + "cell is drawn outside every screen (a move that is not finite, at its cell's corner). Give a unit point from 0 to 1"])
  }

  @Test func everyExpectedOutcomeNamesACase() {
    #expect(Set(Self.outcomes.keys).subtracting(Self.cases.map(\.name)).sorted() == [])
  }

  @Test(.timeLimit(.minutes(30))) func everyCaseHasItsOutcomeAndTheRunFinishes() throws {
    #expect(try HostileCatalogRun.problems(Self.cases, entry: "Round29", fileSuffix: "round29") == [])
  }
}
