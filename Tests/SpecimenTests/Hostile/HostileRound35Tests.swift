import Foundation
@testable import SpecimenUI
import HostileSupport
import Testing
@testable import Specimen

/// Hostile inputs of round 35: text entry and focus (`TextField`, `SecureField` and `TextEditor` with NUL, C0 controls,
/// right-to-left text and 10 000 combining marks in their text and prompts, 1 MB of control characters, vertical fields
/// with line limits below one and of 10 000, `TextField(value:format:)` with formats that write 1 MB, NUL or nothing and
/// NaN/∞ values in every number style, two fields focused on one value, submit and keyboard modifiers nested 300 deep);
/// toolbars and menus (menus nested 100 deep, a menu with a primary action and a 1 MB label, `ControlGroup`s of 1 000
/// buttons in every style and nested 100 deep, a context-menu preview of a NaN frame, a menu picker of 10 000 options
/// tagged NaN, a title menu of 1 000 items under a title with NUL, a tab and a newline, a toolbar menu nested 100 deep
/// with a NaN label, a large right-to-left title); colours and materials (`Color(hue:)` out of range, NaN and ∞,
/// infinite components, `Color(white: .nan)`, extended sRGB and Display P3 whites, `opacity` of NaN and ±∞ on colours
/// and views, every blend mode over a clear layer and one nested 100 deep, `hueRotation(.degrees(.nan))`,
/// `saturation(-1)`, `contrast(1e9)`, `brightness(.infinity)`, `colorMultiply(.clear)`, an elliptical gradient of 10 000
/// unsorted stops with NaN locations, a gradient of extended and NaN colours, every material over clear, materials
/// nested 100 deep, a material of NaN opacity, colour-scheme and contrast mixes, a `Color.Resolved` of NaN). Every case
/// renders in one catalog run and must have its outcome; every other cell and the manifest are written.
@Suite struct HostileRound35Tests {
  typealias Case = HostileCase

  static var box: some View { HostileRound26Tests.box }
  static func marked(_ view: some View) -> some View { HostileRound26Tests.marked(view) }
  static func clipped(_ view: some View) -> some View { HostileRound26Tests.clipped(view) }
  static let megabyte = String(repeating: "Title ", count: 170_000)
  static let controls = "a\u{0}b\u{7}c\u{8}d\u{1B}[31me\r\nf\u{7F}g\u{2028}h\u{85}i\u{C}j\u{B}k"
  static let rightToLeft = "\u{5E9}\u{5DC}\u{5D5}\u{5DD} \u{645}\u{631}\u{62D}\u{628}\u{627} \u{202E}abc\u{202C}"
  static let combining = "e" + String(repeating: "\u{301}\u{5B8}\u{20DD}", count: 3_400)
  static func filled(_ style: some ShapeStyle) -> some View { Rectangle().fill(style).frame(width: 40, height: 40) }

  /// A format that writes every value as 1 MB of text.
  struct MegabyteStyle: ParseableFormatStyle {
    struct Strategy: ParseStrategy { func parse(_ value: String) throws -> Double { 0 } }
    var parseStrategy: Strategy { Strategy() }
    func format(_ value: Double) -> String { HostileRound35Tests.megabyte }
  }
  /// A format that writes a NUL between two digits, and nothing for NaN.
  struct ControlStyle: ParseableFormatStyle {
    struct Strategy: ParseStrategy { func parse(_ value: String) throws -> Double { .nan } }
    var parseStrategy: Strategy { Strategy() }
    func format(_ value: Double) -> String { value.isNaN ? "" : "1\u{0}5" }
  }

  struct DuplicateFocus: View {
    enum Field: Hashable { case same, other }
    @FocusState var focus: Field?
    init() { focus = .same }
    var body: some View {
      VStack {
        TextField("First", text: .constant("one")).focused($focus, equals: .same)
        TextField("Second", text: .constant("two")).focused($focus, equals: .same)
        TextField("Third", text: .constant("three")).focused($focus, equals: .other)
      }.textFieldStyle(.roundedBorder).frame(width: 200)
    }
  }

  static let tooLong = "has more than 20000 characters (TextLength.limit)"

  /// The outcome and message fragment of every case that does not render cleanly; the others must render with no warning.
  static let outcomes: [String: (outcome: String, says: String)] = [
    // Before: the text after the NUL was lost silently, so the controls behind it were never laid out (see Left alone).
    // Before: the controls had a glyph in no font and failed the cell as missing glyphs; they are laid out as nothing
    // (textfield-control-characters renders), and the megabyte editor is named only for its length.
    "texteditor-1mb-control-characters": ("warns", tooLong),
    "textfield-vertical-linelimit-negative-through": ("warns", ".lineLimit(...-3) limits text to -3 lines, fewer than one; laid out with 1 line"),
    "textfield-vertical-linelimit-10000-from": ("warns", ".lineLimit(10000...) makes room for over 200 lines, taller than any screen"),
    "textfield-vertical-linelimit-10000-exact": ("warns", ".lineLimit(10000...10000) makes room for over 200 lines, taller than any screen"),
    "textfield-value-format-1mb": ("warns", tooLong),
    "menu-primary-action-1mb-label": ("warns", tooLong),
    "control-group-1000-buttons-every-style": ("warns", "ControlGroup has 1000 options side by side, more than SideBySideLimit.limit (100)"),
    "picker-menu-10000-nan-tags": ("warns", "Picker(selection:): the selection nan (Double) matches no option's tag"),
    "toolbar-menu-nested-nan-label": ("warns", ".frame(width: nan): invalid frame dimension (negative or non-finite), as SwiftUI warns"),
    // Before: "Color green nan is not usable; drawn as 0", components the code never wrote.
    "color-hue-nan": ("warns", "Color(hue: nan, saturation: 1, brightness: 1): hue nan is not a finite number, drawn as 0. Give finite "
      + "numbers (0 to 1 within sRGB)"),
    "color-hue-infinite": ("warns", "Color(hue: inf, saturation: 1, brightness: 1): hue inf is not a finite number, drawn as 0"),
    // Before: red, green and blue nan named, and drawn black.
    "color-brightness-infinite": ("warns", "Color(hue: 0.5, saturation: 1, brightness: inf): brightness inf is not a finite number, drawn as 1"),
    "color-components-infinite": ("warns", "Color red inf is not usable; drawn as 1"),
    "color-white-nan-opacity-negative": ("warns", "Color(white: nan): white nan is not a finite number, drawn as 0"),
    "color-opacity-nan": ("warns", "Color opacity nan is not usable; drawn as 0"),
    "color-opacity-infinite": ("warns", "Color opacity -inf is not usable; drawn as 0"),
    "view-opacity-nan": ("warns", ".opacity nan is not usable; drawn with opacity 1 (opacity is a number from 0 to 1)"),
    "hue-rotation-nan-degrees": ("warns", ".hueRotation nan is not usable; drawn without the effect"),
    "brightness-infinite": ("warns", ".brightness inf is not usable; drawn without the effect"),
    "gradient-10000-stops-nan-unsorted-elliptical": ("warns", "Gradient stops are not in order of location (nan, 1, 1, nan, 1, 1, nan, 1, …)"),
    "gradient-of-extended-and-nan-colors": ("warns", "Color(hue: nan, saturation: 1, brightness: 1): hue nan is not a finite number"),
    "material-opacity-nan": ("warns", "Color opacity nan is not usable; drawn as 0"),
    "color-resolved-nan": ("warns", "Color green inf is not usable; drawn as 1"),
  ]

  static let cases: [Case] = {
    var list = HostileCaseList(outcomes: outcomes)
    func add(_ name: String, _ view: @escaping @Sendable () -> some View) { list.add(name, view) }
    add("control") { box }
    // Text entry and focus.
    add("textfield-control-characters") {
      VStack {
        TextField(controls, text: .constant(controls)).textFieldStyle(.roundedBorder)
        TextField("Prompt", text: .constant(""), prompt: Text(controls))
        SecureField(controls, text: .constant(controls))
        TextEditor(text: .constant(controls)).frame(height: 60)
      }.frame(width: 200)
    }
    add("text-entry-nul-inside") {
      VStack {
        TextField("Name", text: .constant("before\u{0}after")).textFieldStyle(.roundedBorder)
        TextField("Name", text: .constant(""), prompt: Text("prompt\u{0}hidden"))
        SecureField("Pin", text: .constant("12\u{0}34"))
        TextEditor(text: .constant("line\u{0}one\nline two")).frame(height: 60)
        Text("a\u{0}b\u{0}\u{0}c")
      }.frame(width: 200)
    }
    add("textfield-rtl-and-combining-prompts") {
      VStack {
        TextField("Label", text: .constant(""), prompt: Text(rightToLeft + combining))
        TextField(rightToLeft, text: .constant(rightToLeft + combining))
        SecureField("Pin", text: .constant(combining + rightToLeft), prompt: Text(rightToLeft))
      }.environment(\.layoutDirection, .rightToLeft).frame(width: 200)
    }
    add("texteditor-1mb-control-characters") {
      marked(TextEditor(text: .constant(String(repeating: "\u{0}\u{1}\t\u{B}\u{C}\r", count: 170_000))).frame(width: 200, height: 100))
    }
    add("textfield-vertical-linelimit-negative-through") {
      TextField("V", text: .constant("a\nb\nc\nd"), axis: .vertical).lineLimit(...(-3)).frame(width: 200)
    }
    add("textfield-vertical-linelimit-10000-from") {
      TextField("V", text: .constant("a\nb"), axis: .vertical).lineLimit(10_000...).frame(width: 200, height: 100).clipped()
    }
    add("textfield-vertical-linelimit-10000-exact") {
      TextField("V", text: .constant("a\nb"), axis: .vertical).lineLimit(10_000...10_000).frame(width: 200, height: 100).clipped()
    }
    add("textfield-value-format-1mb") { TextField("N", value: .constant(1.5), format: MegabyteStyle()).frame(width: 200) }
    add("textfield-value-format-control-and-empty") {
      VStack {
        TextField("N", value: .constant(1.5), format: ControlStyle())
        TextField("Empty", value: .constant(Double.nan), format: ControlStyle())
      }.frame(width: 200)
    }
    add("textfield-value-nan-every-number-style") {
      VStack {
        TextField("N", value: .constant(Double.nan), format: .number)
        TextField("P", value: .constant(Double.infinity), format: .percent)
        TextField("C", value: .constant(-Double.infinity), format: .currency(code: "XXX"))
        TextField("S", value: .constant(Double.nan), format: .number.notation(.scientific))
        TextField("D", value: .constant(Decimal.nan), format: .number)
      }.frame(width: 200)
    }
    add("focus-duplicate-values") { DuplicateFocus() }
    add("submit-modifiers-on-stills") {
      VStack {
        SecureField("Pin", text: .constant("1")).submitLabel(.join).onSubmit {}.onSubmit(of: .search) {}
        TextEditor(text: .constant("e")).submitLabel(.return).textInputAutocapitalization(.words).keyboardType(.twitter).frame(height: 40)
        (0..<300).reduce(AnyView(TextField("Deep", text: .constant("d")))) { view, _ in AnyView(view.onSubmit {}.submitLabel(.next)) }
      }.frame(width: 200)
    }
    // Toolbars and menus.
    add("menu-nested-100") {
      (0..<100).reduce(AnyView(Button("Leaf") {})) { inner, level in AnyView(Menu("Level \(level)") { inner }) }
    }
    add("menu-primary-action-1mb-label") {
      VStack {
        Menu { Button("A") {} } label: { Text(megabyte) } primaryAction: {}
        Menu("Primary") { Menu("Sub") { Button("B") {} } } primaryAction: {}
      }.frame(width: 200, height: 80).clipped()
    }
    add("control-group-1000-buttons-every-style") {
      VStack {
        ControlGroup { ForEach(0..<1_000, id: \.self) { Button("B\($0)") {} } }
        ControlGroup { ForEach(0..<1_000, id: \.self) { Button("N\($0)") {} } }.controlGroupStyle(.navigation)
        ControlGroup { ForEach(0..<1_000, id: \.self) { Button("C\($0)") {} } } label: { Text("Compact") }.controlGroupStyle(.compactMenu)
        ControlGroup { ForEach(0..<1_000, id: \.self) { Button("M\($0)") {} } } label: { Text("Menu") }.controlGroupStyle(.menu)
        ControlGroup { ForEach(0..<1_000, id: \.self) { Button("P\($0)") {} } }.controlGroupStyle(.palette)
      }.frame(width: 300)
    }
    add("control-group-nested-100") {
      (0..<100).reduce(AnyView(Button("Leaf") {})) { inner, _ in AnyView(ControlGroup { inner; Button("x") {} }) }.frame(width: 300)
    }
    add("context-menu-preview-nan-frame") {
      box.contextMenu { Button("A") {} } preview: { Color.red.frame(width: .nan, height: 1e300) }
    }
    add("picker-menu-10000-nan-tags") {
      Picker("P", selection: .constant(Double.nan)) { ForEach(0..<10_000, id: \.self) { Text("\($0)").tag(Double.nan) } }.pickerStyle(.menu)
    }
    add("toolbar-title-menu-1000-and-control-title") {
      NavigationStack {
        box.navigationTitle("Title\u{0}After\nSecond\tline").navigationBarTitleDisplayMode(.inline)
          .toolbarTitleMenu { ForEach(0..<1_000, id: \.self) { Button("T\($0)") {} } }
      }.frame(width: 300, height: 200)
    }
    add("toolbar-menu-nested-nan-label") {
      NavigationStack {
        box.navigationTitle("T").toolbar {
          ToolbarItem(placement: .topBarTrailing) {
            Menu { (0..<100).reduce(AnyView(Button("Leaf") {})) { inner, _ in AnyView(Menu("Sub") { inner }) } } label: {
              Image(systemName: "ellipsis.circle").frame(width: .nan, height: 1e9)
            }
          }
          ToolbarItemGroup(placement: .topBarLeading) { ControlGroup { Button("A") {}; Button("B") {} } }
        }
      }.frame(width: 300, height: 200)
    }
    add("navigation-title-rtl-large") {
      NavigationStack { box.navigationTitle(rightToLeft + combining) }.frame(width: 300, height: 200)
    }
    // Colours and materials.
    add("color-hue-out-of-range") {
      HStack(spacing: 0) {
        filled(Color(hue: -0.25, saturation: 1, brightness: 1))
        filled(Color(hue: 1.75, saturation: 1, brightness: 1))
        filled(Color(hue: 1e300, saturation: 1, brightness: 1))
        filled(Color(hue: 0.5, saturation: 2, brightness: 1))
        filled(Color(hue: 0.5, saturation: -1, brightness: 0.5))
      }
    }
    add("color-hue-nan") { marked(filled(Color(hue: .nan, saturation: 1, brightness: 1))) }
    add("color-hue-infinite") { marked(filled(Color(hue: .infinity, saturation: 1, brightness: 1))) }
    add("color-brightness-infinite") { marked(filled(Color(hue: 0.5, saturation: 1, brightness: .infinity))) }
    add("color-components-infinite") { marked(filled(Color(red: .infinity, green: -.infinity, blue: 0.5))) }
    add("color-white-nan-opacity-negative") { marked(HStack { filled(Color(white: .nan)); filled(Color(white: 2, opacity: -1)) }) }
    add("color-extended-srgb-and-p3-white") {
      HStack(spacing: 0) {
        filled(Color(.sRGB, red: 1.5, green: -0.5, blue: 0.5))
        filled(Color(.displayP3, white: 1.2))
        filled(Color(.sRGBLinear, white: -0.2))
      }
    }
    add("color-opacity-nan") { marked(filled(Color.red.opacity(.nan))) }
    add("color-opacity-infinite") { marked(HStack { filled(Color.red.opacity(.infinity)); filled(Color.red.opacity(-.infinity)) }) }
    add("view-opacity-nan") { marked(box.opacity(.nan)) }
    add("blend-modes-over-clear") {
      let modes: [BlendMode] = [.normal, .multiply, .screen, .overlay, .darken, .lighten, .colorDodge, .colorBurn, .softLight, .hardLight,
                                .difference, .exclusion, .hue, .saturation, .color, .luminosity, .sourceAtop, .destinationOver,
                                .destinationOut, .plusDarker, .plusLighter]
      return HStack(spacing: 0) { ForEach(0..<modes.count, id: \.self) { i in ZStack { Color.clear; Color.red.blendMode(modes[i]) }.frame(width: 10, height: 20) } }
    }
    add("blend-mode-nested-100") { (0..<100).reduce(AnyView(box)) { v, _ in AnyView(v.blendMode(.multiply)) } }
    add("hue-rotation-nan-degrees") { marked(box.hueRotation(.degrees(.nan))) }
    add("saturation-negative") { marked(box.saturation(-1)) }
    add("contrast-1e9") { marked(box.contrast(1e9)) }
    add("brightness-infinite") { marked(box.brightness(.infinity)) }
    add("color-multiply-clear") { marked(box.colorMultiply(.clear)) }
    add("gradient-10000-stops-nan-unsorted-elliptical") {
      let stops: [Gradient.Stop] = (0..<10_000).map { (i: Int) -> Gradient.Stop in
        let location: Double = i % 3 == 0 ? .nan : Double(10_000 - i) / 10_000
        return Gradient.Stop(color: i % 2 == 0 ? Color.red : Color.blue, location: location)
      }
      return filled(EllipticalGradient(stops: stops))
    }
    add("gradient-of-extended-and-nan-colors") {
      filled(LinearGradient(colors: [Color(.displayP3, red: 1e300, green: 0, blue: 0), .clear, Color(hue: .nan, saturation: 1, brightness: 1)], startPoint: .leading, endPoint: .trailing))
    }
    add("materials-over-clear") {
      HStack(spacing: 0) {
        ForEach([Material.ultraThinMaterial, .thinMaterial, .regularMaterial, .thickMaterial, .ultraThickMaterial, .bar], id: \.self) { m in
          Color.clear.frame(width: 20, height: 20).background(m)
        }
      }.background(Color.clear)
    }
    add("materials-nested-100") { (0..<100).reduce(AnyView(box)) { v, _ in AnyView(v.padding(1).background(.regularMaterial)) } }
    add("material-opacity-nan") { marked(Color.clear.frame(width: 20, height: 20).background(.thinMaterial.opacity(.nan))) }
    add("color-scheme-mixes") {
      VStack {
        Text("Dark in light").foregroundStyle(.primary).background(.regularMaterial).colorScheme(.dark)
        Text("Light in dark").foregroundStyle(.secondary).background(Color(.systemBackground)).environment(\.colorScheme, .light)
        Text("Contrast").foregroundStyle(.tint).environment(\.colorSchemeContrast, .increased)
      }.preferredColorScheme(.light).colorScheme(.dark).preferredColorScheme(.dark)
    }
    add("color-resolved-nan") { marked(filled(Color.Resolved(red: .nan, green: .infinity, blue: -1, opacity: .nan))) }
    return list.cases
  }()

  /// Text after a NUL is drawn: Pango stopped at the NUL, so "a\u{0}b" drew "a". The NUL takes no width.
  @Test func textAfterANULIsDrawn() throws {
    func png(_ view: some View) throws -> (data: Data, width: Int, warnings: [String]) {
      let image = try ViewRenderer(scale: 1).rasterize(view.fixedSize(), in: .unspecified)
      return (try image.pngData(), image.width, image.diagnostics.warnings.map(\.message))
    }
    let nul = try png(Text(verbatim: "a\u{0}b")), joined = try png(Text(verbatim: "a\u{2060}b")), alone = try png(Text(verbatim: "a"))
    #expect(nul.data == joined.data)
    #expect(nul.width > alone.width)
    #expect(nul.warnings == [])
    let field = try png(TextField("Name", text: .constant("one\u{0}two")).frame(width: 120))
    #expect(field.data == (try png(TextField("Name", text: .constant("one\u{2060}two")).frame(width: 120))).data)
    #expect(field.data != (try png(TextField("Name", text: .constant("one")).frame(width: 120))).data)
  }

  /// The other control characters (BEL, BS, ESC, DEL, VT, FF, a C1 control) are laid out as nothing, as the NUL is,
  /// where they failed the cell as glyphs missing from every font; NEXT LINE and LINE SEPARATOR are laid out as a line
  /// feed, in a text and in a one-line field.
  @Test func controlCharactersAreDrawnAsNothingAndSeparatorsBreakTheLine() throws {
    func png(_ text: String) throws -> (data: Data, errors: [String]) {
      let image = try ViewRenderer(scale: 1).rasterize(Text(verbatim: text).fixedSize(), in: .unspecified)
      return (try image.pngData(), image.diagnostics.errors.map(\.message) + image.diagnostics.warnings.map(\.message))
    }
    let controls = try png("a\u{7}\u{8}b\u{1B}c\u{7F}d\u{B}\u{C}e\u{9B}f")
    #expect(controls.errors == [])
    #expect(controls.data == (try png("a\u{2060}\u{2060}b\u{2060}c\u{2060}d\u{2060}\u{2060}e\u{2060}f")).data)
    for separator in ["\u{85}", "\u{2028}"] {
      let broken = try png("one\(separator)two")
      #expect(broken.errors == [], "\(separator.unicodeScalars.first!.value)")
      #expect(broken.data == (try png("one\ntwo")).data)
      // A one-line field lays a separator out as it does a line feed.
      let field = try ViewRenderer(scale: 1).rasterize(TextField("x", text: .constant("g\(separator)h")).frame(width: 200), in: .unspecified)
      let typed = try ViewRenderer(scale: 1).rasterize(TextField("x", text: .constant("g\nh")).frame(width: 200), in: .unspecified)
      #expect(field.diagnostics.errors.map(\.message) == [])
      #expect(try field.pngData() == typed.pngData())
    }
  }

  /// `Color(hue:saturation:brightness:)` and `Color(white:)` name a non-finite argument as written and draw its
  /// stand-in (hue 0, NaN as 0, +∞ as 1), where the drawing named red, green and blue components the code never wrote.
  @Test func colorArgumentsAreNamedAsWritten() throws {
    // Made in a body, as a view's colours are, so the render is in progress.
    let view = HostileBuilt {
      HStack(spacing: 0) {
        Color(hue: .nan, saturation: 1, brightness: 1).frame(width: 10, height: 10)
        Color(hue: 0.5, saturation: 1, brightness: .infinity).frame(width: 10, height: 10)
        Color(white: .nan, opacity: 0.5).frame(width: 10, height: 10)
      }
    }
    let image = try ViewRenderer(scale: 1).rasterize(view, in: .unspecified)
    #expect(Set(image.diagnostics.warnings.map(\.message)) == [
      "Color(hue: nan, saturation: 1, brightness: 1): hue nan is not a finite number, drawn as 0. Give finite numbers (0 to 1 within sRGB)",
      "Color(hue: 0.5, saturation: 1, brightness: inf): brightness inf is not a finite number, drawn as 1. Give finite numbers (0 to 1 "
        + "within sRGB)",
      "Color(white: nan, opacity: 0.5): white nan is not a finite number, drawn as 0. Give finite numbers (0 to 1 within sRGB)",
    ])
    #expect(image.pixel(x: 5, y: 5) == (255, 0, 0, 255))
    #expect(image.pixel(x: 15, y: 5) == (0, 255, 255, 255))
    // Made outside a render, the colour keeps its number for the drawing to name.
    let kept = Color(hue: .nan, saturation: 1, brightness: 1).resolve(in: EnvironmentValues())
    #expect(kept.green.isNaN)
  }

  @Test func everyExpectedOutcomeNamesACase() {
    #expect(Set(Self.outcomes.keys).subtracting(Self.cases.map(\.name)).sorted() == [])
  }

  @Test(.timeLimit(.minutes(30))) func everyCaseHasItsOutcomeAndTheRunFinishes() throws {
    #expect(try HostileCatalogRun.problems(Self.cases, entry: "Round35", fileSuffix: "round35") == [])
  }
}
