import Foundation
@testable import SpecimenUI
@testable import SpecimenCairo
import HostileSupport
import Testing
import UIKit
@testable import Specimen

/// Hostile inputs of round 41: fonts from outside (`Font.custom` names holding control characters, fixed and relative
/// sizes of NaN, −∞ and 10³⁰⁸, `UIFont(name:size:)` of empty and control-character names, `UIFontDescriptor`s of hostile
/// attributes, `UIFontMetrics` values of NaN and ∞, a font with no Latin letters, font folders that are empty, loops or
/// hold thousands of files); lists and rows as stills, second pass (`refreshable`, `searchable` with hostile tokens and
/// suggestions, separator tints of NaN colours, header prominence, `EditButton` with no edit mode, `onDelete`/`onMove`
/// closures that trap, section-header insets of NaN); and the leftovers of round 40 (a representable answering ∞ in a
/// stack, Thai and Devanagari digits). Every case renders in one catalog run and must have its outcome; every other
/// cell and the manifest are written.
@Suite struct HostileRound41Tests {
  typealias Case = HostileCase

  static var box: some View { HostileRound26Tests.box }
  static func marked(_ view: some View) -> some View { HostileRound26Tests.marked(view) }
  static let megabyte = String(repeating: "Tok ", count: 250_000)

  struct Token: Identifiable, Sendable {
    let id: Int
    let name: String
  }
  /// 1 000 tokens, the first empty and the second a megabyte.
  static let tokens: [Token] = (0..<1_000).map { Token(id: $0, name: $0 == 0 ? "" : $0 == 1 ? megabyte : "T\($0)") }

  /// Names with a NUL, an escape sequence, a newline and tab, and a right-to-left override.
  static let controlNames: [String] = ["Inter\u{0}Bold", "\u{1B}[31mInter", "Inter\n\tBold", "\u{202E}retnI"]

  /// A row list whose delete and move closures would stop the app if they ran.
  struct TrappingRows: View {
    var body: some View {
      List {
        ForEach(0..<3, id: \.self) { Text("Row \($0)") }
          .onDelete { _ in fatalError("a still never deletes") }
          .onMove { _, _ in fatalError("a still never moves") }
      }
      .environment(\.editMode, .constant(.active)).frame(width: 200, height: 160)
    }
  }

  /// A search field focused on a value it is never given.
  struct SearchFocusedElsewhere: View {
    @FocusState var focus: Int?
    var body: some View {
      NavigationStack { List { Text("A") }.searchable(text: .constant("q")).searchFocused($focus, equals: 99) }.frame(width: 240, height: 160)
    }
  }

  /// The outcome and message fragment of every case that does not render cleanly; the others must render with no warning.
  static let outcomes: [String: (outcome: String, says: String)] = {
    let size = "(Font.system(size:) or Font.custom(_:size:)) is not usable; drawn at 17 pt (sizes go from 0 to RenderLimits.maxFontSize, 1024 pt)"
    let notInstalled = "is not installed; drawing with Inter. Add its .ttf/.otf file to the package's resources, or give its folder with "
      + "--font-path or SPECIMEN_FONT_PATH"
    let defaultSizing = "a side that is NaN, infinite or negative is sized as nil sizes it (the default sizing). Return a finite size of 0 or "
      + "more, or nil for the default"
    let tooLong = "has more than 20000 characters (TextLength.limit); laid out its first 20000"
    return [
      // A control character in a name is escaped in the message, so the name is seen as written.
      "font-custom-control-character-names": ("warns", "Text(\"A\"): Font.custom(\"Inter\\u{0}Bold\") " + notInstalled),
      "font-custom-fixed-size-nan-negative-infinite-huge": ("warns", "Text(\"M\"): font size -inf " + size),
      "font-custom-relative-size-infinite-and-zero": ("warns", "Text(\"I\"): font size -inf " + size),
      "uifont-name-empty-control-and-nan-size": ("warns", "Text(\"B\"): Font.custom(\"Inter\\u{7}\") " + notInstalled),
      "uifontdescriptor-hostile-attributes": ("warns", "Text(\"W\"): Font.custom(\"\\u{0}\") " + notInstalled),
      "uifontmetrics-scaled-values-nan-and-infinite": ("warns", ".frame(width: -inf): invalid frame dimension (negative or non-finite), "
        + "as SwiftUI warns; laid out as if width were not given"),
      "uifont-name-size-zero-and-with-size-nan": ("warns", "Text(\"W\"): font size nan " + size),
      "font-custom-name-of-10000-control-characters": ("warns", "… (10002 characters)\") " + notInstalled),
      "searchable-1000-tokens-empty-and-megabyte": ("warns", tooLong),
      "list-row-separator-tint-nan-color-and-no-edges": ("warns", "Color(white: inf): white inf is not a finite number, drawn as 1. Give "
        + "finite numbers (0 to 1 within sRGB)"),
      "list-item-tint-nan-and-row-backgrounds": ("warns", "Color(hue: nan, saturation: 2, brightness: -1): hue nan is not a finite number, "
        + "drawn as 0"),
      // Before: named once per proposal the stack made (0, ∞ and its share).
      "representable-answering-infinite-height-in-vstack": ("warns", "Answering.sizeThatFits(_:uiView:context:) returned 30×inf for a "
        + "proposal of 296×0; " + defaultSizing),
      "representable-controller-answering-infinite-in-hstack": ("warns", "AnsweringController.sizeThatFits(_:uiViewController:context:) "
        + "returned -inf×30 for a proposal of 0×200; " + defaultSizing),
      // Before: "… glyph(s) missing from every font; add a font covering them to Assets/Fonts", with no word of which or where from.
      // Round 42: named (before: drawn at the list style's insets without a word).
      "section-header-insets-nan-and-infinite": ("warns", ".listRowInsets on a section header: top nan, leading inf, bottom -inf, "
        + "trailing -1e+308 are not lengths from 0 to 1000000 pt; left out, as the header is drawn at the list style's insets"),
      // Round 42: an infinite size for UIFont(descriptor:size:) is named (before: the descriptor's size, without a word).
      "uifontdescriptor-every-symbolic-trait-and-nil-design": ("warns", "UIFont(descriptor:size:): size inf is not a point size; drawn at "
        + "the descriptor's 15 pt"),
      "thai-and-devanagari-digits": ("fails", "5 glyph(s) missing from every font: Devanagari (U+0967, U+0968, U+0969 and 2 more), which "
        + "Debian's fonts-noto-core has as NotoSansDevanagari-Regular.ttf; add a font covering them to Assets/Fonts"),
      "thai-digits-by-locale-number-format": ("fails", "Text(\"๑,๒๓๔\") at (97.5, 102, 51×20): 4 glyph(s) missing from every font: Thai "
        + "(U+0E51, U+0E52, U+0E53 and 1 more), which Debian's fonts-noto-core has as NotoSansThai-Regular.ttf; add a font covering them "
        + "to Assets/Fonts"),
    ]
  }()

  static let cases: [Case] = {
    var list = HostileCaseList(outcomes: outcomes)
    func add(_ name: String, _ view: @escaping @Sendable () -> some View) { list.add(name, view) }
    add("control") { box }
    // Fonts from outside.
    add("font-custom-control-character-names") {
      marked(VStack { ForEach(controlNames, id: \.self) { name in Text("A").font(.custom(name, size: 14)) } })
    }
    add("font-custom-fixed-size-nan-negative-infinite-huge") {
      marked(VStack {
        Text("N").font(.custom("Inter", fixedSize: .nan))
        Text("M").font(.custom("Inter", fixedSize: -.infinity))
        Text("H").font(.custom("Inter", fixedSize: 1e308))
      }.frame(width: 60, height: 60).clipped())
    }
    add("font-custom-relative-size-infinite-and-zero") {
      marked(VStack {
        Text("I").font(.custom("Inter", size: -.infinity, relativeTo: .caption2))
        Text("Z").font(.custom("Inter", size: 0, relativeTo: .largeTitle))
        Text("z").font(.custom("Inter", size: -0.0))
      })
    }
    add("uifont-name-empty-control-and-nan-size") {
      marked(VStack {
        Text("E").font(Font(UIFont(name: "", size: 12) ?? .systemFont(ofSize: 12)))
        Text("B").font(Font(UIFont(name: "Inter\u{7}", size: -1) ?? .systemFont(ofSize: 13)))
        Text("N").font(Font(UIFont(name: "Inter-Bold", size: .nan) ?? .systemFont(ofSize: 14)))
      })
    }
    add("uifontdescriptor-hostile-attributes") {
      marked(VStack {
        Text("S").font(Font(UIFont(descriptor: UIFontDescriptor(fontAttributes: [.family: "", .size: CGFloat.nan]), size: 0)))
        Text("W").font(Font(UIFont(descriptor: UIFontDescriptor(fontAttributes: [.name: "\u{0}", .traits: [
          UIFontDescriptor.TraitKey.weight: CGFloat.infinity, .slant: CGFloat.nan, .symbolic: Int.min]]), size: 0)))
        Text("C").font(Font(UIFont(descriptor: UIFontDescriptor(fontAttributes: [.cascadeList: [UIFontDescriptor](), .size: -1e308]), size: 0)))
      })
    }
    add("uifontmetrics-scaled-values-nan-and-infinite") {
      marked(HStack {
        Color.red.frame(width: UIFontMetrics(forTextStyle: .largeTitle).scaledValue(for: .nan), height: 10)
        Color.red.frame(width: UIFontMetrics.default.scaledValue(for: -.infinity,
          compatibleWith: UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)), height: 10)
        Text("M").font(Font(UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 17), maximumPointSize: .nan,
          compatibleWith: UITraitCollection(preferredContentSizeCategory: .extraSmall))))
      })
    }
    add("font-with-no-latin-letters") { Text("Latin").font(.custom("Noto Color Emoji", size: 17)) }
    add("uifont-name-size-zero-and-with-size-nan") {
      marked(VStack {
        Text("Z").font(Font(UIFont(name: "Inter-Regular", size: 0) ?? .systemFont(ofSize: 11)))
        Text("W").font(Font((UIFont(name: "Inter-Bold", size: 12) ?? .systemFont(ofSize: 12)).withSize(.nan)))
      })
    }
    add("font-collection-faces-by-family-and-postscript-name") {
      marked(VStack {
        Text("Aa 漢").font(.custom("Noto Sans CJK JP", size: 15))
        Text("Bb 字").font(.custom("NotoSansCJKjp-Bold", size: 15))
        Text("Cc").font(.custom("NotoSansCJKjp-Bold", fixedSize: 15).italic())
      })
    }
    add("font-custom-name-of-10000-control-characters") {
      Text("A").font(.custom(String(repeating: "\u{0}\u{7}\u{1B}", count: 3_334), size: 17))
    }
    add("uifontdescriptor-every-symbolic-trait-and-nil-design") {
      marked(VStack {
        Text("T").font(Font(UIFont(descriptor: UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body)
          .withSymbolicTraits(UIFontDescriptor.SymbolicTraits(rawValue: .max)) ?? UIFontDescriptor(), size: 0)))
        Text("D").font(Font(UIFont(descriptor: UIFont.systemFont(ofSize: 15).fontDescriptor.withDesign(.init(rawValue: "")) ?? UIFontDescriptor(),
          size: .infinity)))
      })
    }
    // Lists and rows, second pass.
    add("refreshable-list") {
      List { Text("A"); Text("B") }.refreshable {}.frame(width: 200, height: 120)
    }
    add("refreshable-nested-100") {
      (0..<100).reduce(AnyView(List { Text("A") })) { v, _ in AnyView(v.refreshable {}) }.frame(width: 200, height: 100)
    }
    add("refreshable-scroll-view-and-form") {
      VStack {
        ScrollView { Text("A") }.refreshable {}
        Form { Text("B") }.refreshable {}
      }.frame(width: 200, height: 160)
    }
    add("search-focused-on-a-value-never-given") { SearchFocusedElsewhere() }
    add("searchable-1000-tokens-empty-and-megabyte") {
      NavigationStack {
        List { Text("A") }
          .searchable(text: .constant(megabyte), tokens: .constant(tokens), prompt: Text(megabyte)) { token in Text(token.name) }
      }.frame(width: 240, height: 200)
    }
    add("searchable-suggested-tokens-and-1000-suggestions") {
      NavigationStack {
        List { Text("A") }
          .searchable(text: .constant(""), tokens: .constant([Token]()), suggestedTokens: .constant(tokens)) { token in Text(token.name) }
          .searchSuggestions { ForEach(0..<1_000, id: \.self) { Text("S\($0)").searchCompletion("\($0)") } }
      }.frame(width: 240, height: 200)
    }
    add("list-row-separator-tint-nan-color-and-no-edges") {
      List {
        Text("A").listRowSeparatorTint(Color(red: .nan, green: -1, blue: .infinity), edges: [])
        Text("B").listRowSeparatorTint(Color(red: .nan, green: .nan, blue: .nan, opacity: .nan))
        Section { Text("C") }.listSectionSeparatorTint(Color(white: .infinity))
      }.listStyle(.plain).frame(width: 200, height: 150)
    }
    add("header-prominence-increased-in-100-sections") {
      List {
        ForEach(0..<100, id: \.self) { i in Section("H\(i)") { Text("R\(i)") }.headerProminence(i.isMultiple(of: 2) ? .increased : .standard) }
      }.frame(width: 200, height: 200)
    }
    add("edit-button-with-no-edit-mode") {
      VStack {
        EditButton().environment(\.editMode, nil)
        EditButton().environment(\.editMode, .constant(.transient))
        EditButton()
      }
    }
    add("ondelete-onmove-closures-that-trap") { TrappingRows() }
    add("edit-button-in-a-toolbar-with-no-edit-mode") {
      NavigationStack { List { Text("A") }.toolbar { EditButton() } }.environment(\.editMode, nil).frame(width: 240, height: 160)
    }
    add("delete-and-move-disabled-1000-rows-in-edit-mode") {
      List {
        ForEach(0..<1_000, id: \.self) { Text("R\($0)").deleteDisabled(true).moveDisabled($0.isMultiple(of: 2)) }
          .onDelete { _ in }.onMove { _, _ in }
      }.environment(\.editMode, .constant(.active)).frame(width: 200, height: 150)
    }
    add("list-item-tint-nan-and-row-backgrounds") {
      List {
        Label("A", systemImage: "star").listItemTint(Color(red: .nan, green: .infinity, blue: -1))
        Text("B").listRowBackground(Color(white: .nan, opacity: .infinity))
        Text("C").listRowBackground(Text(megabyte))
        Label("D", systemImage: "star").listItemTint(.fixed(Color(hue: .nan, saturation: 2, brightness: -1)))
      }.listStyle(.sidebar).frame(width: 200, height: 180)
    }
    add("list-sidebar-1000-rows-background-hidden") {
      List(0..<1_000, id: \.self) { Text("R\($0)") }.listStyle(.sidebar).scrollContentBackground(.hidden).frame(width: 200, height: 150)
    }
    add("swipe-actions-empty-and-nan-tint") {
      List {
        Text("A").swipeActions {}
        Text("B").swipeActions(edge: .leading) { Button("X") {}.tint(Color(red: .nan, green: .nan, blue: .nan)) }
      }.frame(width: 200, height: 120)
    }
    add("section-header-insets-nan-and-infinite") {
      List {
        Section {
          Text("A")
        } header: {
          Text("Header").listRowInsets(EdgeInsets(top: .nan, leading: .infinity, bottom: -.infinity, trailing: -1e308))
        } footer: {
          Text("Footer").listRowInsets(EdgeInsets(top: 1e9, leading: .nan, bottom: 0, trailing: 0))
        }
      }.frame(width: 200, height: 200)
    }
    // Leftovers of round 40.
    add("representable-answering-infinite-height-in-vstack") {
      VStack { box; HostileRound38Tests.Answering(size: CGSize(width: 30, height: CGFloat.infinity)); box }.frame(height: 200)
    }
    add("representable-controller-answering-infinite-in-hstack") {
      HStack { box; HostileRound38Tests.AnsweringController(size: CGSize(width: -CGFloat.infinity, height: 30)); box }.frame(width: 200)
    }
    add("thai-and-devanagari-digits") { VStack { Text("๑๒๓ ๔๕"); Text("१२३ ४५") } }
    add("thai-digits-by-locale-number-format") {
      Text(1_234, format: .number).environment(\.locale, Locale(identifier: "th_TH@numbers=thai"))
    }
    return list.cases
  }()

  @Test func everyExpectedOutcomeNamesACase() {
    #expect(Set(Self.outcomes.keys).subtracting(Self.cases.map(\.name)).sorted() == [])
  }

  @Test(.timeLimit(.minutes(30))) func everyCaseHasItsOutcomeAndTheRunFinishes() throws {
    #expect(try HostileCatalogRun.problems(Self.cases, entry: "Round41", fileSuffix: "round41") == [])
  }

  /// Font folders the user names that add no font are named: an empty folder, one whose fonts sit in a subfolder, a
  /// symbolic link that loops; a folder Specimen finds by itself (a resource bundle) says nothing when empty.
  @Test func fontFoldersThatAddNoFontAreNamed() throws {
    let folder = TemporaryFolder("round41-fonts")
    let inter = try #require(FontCatalog.systemFontFiles().first { $0.hasSuffix(".otf") })
    for name in ["empty", "nested/SF-Pro", "unnamed"] {
      try FileManager.default.createDirectory(at: folder.path(name), withIntermediateDirectories: true)
    }
    try FileManager.default.copyItem(atPath: inter, toPath: folder.path("nested/SF-Pro/Face.otf").path)
    try FileManager.default.createSymbolicLink(atPath: folder.path("loop").path, withDestinationPath: folder.path("loop").path)
    let given = ["empty", "nested", "loop", "nested/SF-Pro"].map(folder.path)
    let library = FontLibrary(extraFontFolders: given + [folder.path("unnamed")], given: given)
    let noFile = "holds no .ttf, .otf or .ttc file (its subfolders are not searched); give the folder that holds the font files"
    #expect(library.refusedFontFiles.map { $0.replacingOccurrences(of: folder.url.path, with: "<folder>") } == [
      "font folder refused: <folder>/empty \(noFile)",
      "font folder refused: <folder>/nested \(noFile)",
      "font folder refused: <folder>/loop (in SPECIMEN_FONT_PATH) is a symbolic link that leads to no folder (a loop or a missing "
        + "target); give the folder itself",
    ])
    #expect(library.fontFiles.contains(folder.path("nested/SF-Pro/Face.otf").path))
  }

  /// A named folder of 1 000 files that are not fonts, 10 of them named `.ttf`: the others are passed over and each of
  /// those is refused by name, once. (10 000 files take a minute to make on a loaded disk, for the same outcome.)
  @Test func aFontFolderOfAThousandFilesNamesEachFontFileItCannotRead() throws {
    let folder = TemporaryFolder("round41-many-fonts")
    for i in 0..<1_000 {
      FileManager.default.createFile(atPath: folder.path(i < 10 ? "f\(i).ttf" : "n\(i).txt").path, contents: Data("x".utf8))
    }
    let library = FontLibrary(extraFontFolders: [folder.url], given: [folder.url])
    #expect(library.refusedFontFiles.count == 10)
    #expect(library.refusedFontFiles.first == "font file refused: \(folder.path("f0.ttf").path) holds no font fontconfig can read "
      + "(empty, truncated or not TrueType/OpenType); replace it with the font file")
    #expect(!library.fontFiles.contains { $0.hasPrefix(folder.url.path) })
  }

  /// A text with characters no bundled font has names their script, code points and the Debian package with a font for it.
  @Test func glyphsMissingFromEveryFontNameTheirScriptAndAFontForIt() throws {
    /// The errors of drawing `text`, each after the frame it names.
    func errors(_ text: String) throws -> [String] {
      try ViewRenderer(scale: 1).rasterize(Text(text).frame(width: 120, height: 20), in: .unspecified).diagnostics.errors.map(\.message)
        .map { message in message.range(of: "): ").map { "Text(\"\(text)\") at FRAME: " + message[$0.upperBound...] } ?? message }
    }
    let fix = "add a font covering them to Assets/Fonts"
    #expect(try errors("๑๒๓๔ १२") == ["Text(\"๑๒๓๔ १२\") at FRAME: 6 glyph(s) missing from every font: Thai (U+0E51, U+0E52, "
      + "U+0E53 and 1 more), which Debian's fonts-noto-core has as NotoSansThai-Regular.ttf; Devanagari (U+0967, U+0968), which Debian's "
      + "fonts-noto-core has as NotoSansDevanagari-Regular.ttf; " + fix])
    // A script the table does not know is named by its code points alone.
    #expect(try errors("A\u{1C5A}") == ["Text(\"A\u{1C5A}\") at FRAME: 1 glyph(s) missing from every font: other scripts (U+1C5A); " + fix])
  }

  /// A representable answering ∞ at every proposal of a stack is named once, for the first proposal, in its own words.
  @Test func aRepresentableAnsweringInfinityIsNamedOnce() throws {
    let drawn = try HostileRound39Tests.measured {
      HStack { Self.box; HostileRound38Tests.Answering(size: CGSize(width: CGFloat.infinity, height: 30)); Self.box }.frame(width: 200)
    }
    #expect(drawn.warnings.filter { $0.contains("sizeThatFits") } == ["Answering.sizeThatFits(_:uiView:context:) returned inf×30 for a "
      + "proposal of 0×nil; a side that is NaN, infinite or negative is sized as nil sizes it (the default sizing). Return a finite size "
      + "of 0 or more, or nil for the default"])
  }
}
