import Foundation
import SpecimenUI
import HostileSupport
import Testing
@testable import Specimen
@testable import SpecimenCairo

/// Hostile inputs of round 16: finite lengths no screen holds (10³⁰⁰ pt) in every modifier and initialiser that takes a
/// length, and font widths outside -1…1. Every case renders in one catalog run and must have its outcome; every other
/// cell and the manifest are written.
@Suite struct HostileRound16Tests {
  typealias Case = HostileCase

  static var box: some View { Color.blue.frame(width: 20, height: 20) }

  /// `view` beside a small box, so the cell is never blank when `view` draws nothing.
  static func marked(_ view: some View) -> some View { HStack { box; view } }

  /// The outcome and message fragment of every case that does not render cleanly; the others must render with no warning.
  static let outcomes: [String: (outcome: String, says: String)] = [
    // The inset view sits 10³⁰⁰ pt away, outside the frame: nothing is left to see, and the warning names why.
    "safeareainset-spacing-1e300": ("fails", ".safeAreaInset(spacing: 1e+300) \(longer)the inset view sits that far from the content. Give a length that fits on a screen"),
    "safeareainset-leading-spacing-1e300": ("warns", ".safeAreaInset(spacing: -1e+300) \(longer)the inset view sits that far from the content."),
    "padding-1e300": ("fails", ".padding top 1e+300 pt is longer than a canvas holds (8168 pt per side at this scale); give a length that fits a screen"),
    "padding-edge-neg-1e300": ("fails", ".padding leading -1e+300 \(longer)the view is drawn that far outside its frame. Give a length that fits on a screen"),
    "offset-x-1e300": ("warns", ".offset(x: 1e+300) \(longer)the view is drawn outside every screen. Give a length that fits on a screen"),
    "offset-y-neg-1e300": ("warns", ".offset(y: -1e+300) \(longer)the view is drawn outside every screen."),
    "position-1e300": ("warns", ".position(x: 1e+300) \(longer)the view is drawn outside every screen."),
    "frame-width-1e300": ("fails", ".frame width 1e+300 pt is longer than a canvas holds (8168 pt per side at this scale); give a length that fits a screen"),
    "frame-minwidth-1e300": ("fails", ".frame(minWidth: 1e+300) \(longer)the frame is at least that long. Give a length that fits on a screen"),
    "shadow-radius-1e300": ("warns", ".shadow radius 1e+300 is not usable; drawn with radius 256, the largest shadow radius (RenderLimits.maxShadowRadius)"),
    "shadow-x-1e300": ("warns", ".shadow x 1e+300 is not usable; drawn with x 0"),
    "blur-1e300": ("warns", ".blur radius 1e+300 is not usable; drawn with radius 256, the largest blur radius (RenderLimits.maxShadowRadius)"),
    "spacer-minlength-1e300": ("fails", "Spacer(minLength: 1e+300) \(longer)the spacer is at least that long. Give a length that fits on a screen"),
    "hstack-spacing-1e300": ("fails", "HStack(spacing: 1e+300) \(longer)its views are laid out that far apart. Give a length that fits on a screen"),
    "vstack-spacing-neg-1e300": ("warns", "VStack(spacing: -1e+300) \(longer)its views are laid out that far apart."),
    "zstack-in-lazyvstack-spacing-1e300": ("warns", "VStack(spacing: 1e+300) \(longer)its views are laid out that far apart."),
    "lazyvgrid-spacing-1e300": ("fails", "LazyVGrid(spacing: 1e+300) \(longer)its rows are laid out that far apart."),
    "griditem-fixed-1e300": ("fails", "LazyVGrid GridItem 0 .fixed 1e+300 \(longer)its track is that long."),
    "grid-spacing-1e300": ("fails", "Grid(horizontalSpacing: 1e+300) \(longer)its cells are laid out that far apart."),
    "linespacing-1e300": ("warns", "Text(\"A B\"): .lineSpacing(1e+300) is not usable; drawn with line spacing 0"),
    "kerning-1e300": ("warns", "Text(\"AB\"): .kerning(1e+300) is longer than any screen (over 1000000 pt, LayoutArgumentCheck.longestLength); laid out as 0"),
    "tracking-1e300": ("warns", "Text(\"AB\"): .tracking(1e+300) is longer than any screen (over 1000000 pt, LayoutArgumentCheck.longestLength); laid out as 0"),
    "baselineoffset-1e300": ("warns", "Text(\"AB\"): .baselineOffset(1e+300) is not usable; drawn with 0"),
    "font-size-1e300": ("warns", "Text(\"A\"): font size 1e+300 (Font.system(size:) or Font.custom(_:size:)) is not usable; drawn at 1024 pt"),
    "font-custom-size-1e300": ("warns", "Text(\"A\"): font size 1e+300 (Font.system(size:) or Font.custom(_:size:)) is not usable; drawn at 1024 pt"),
    "border-width-1e300": ("warns", ".border(width: 1e+300) is wider than any view (over 100000 pt); drawn without the border."),
    // Cairo outlines nothing that wide, so nothing is drawn; the warning says why.
    "stroke-linewidth-1e300": ("fails", ".stroke line width 1e+300 is longer than any screen (over 1000000 pt, LayoutArgumentCheck.longestLength), so the Circle's stroke is not drawn."),
    "scaleeffect-1e300": ("warns", ".scaleEffect factor 1e+300 is not usable; drawn without the transform (the largest factor is RenderLimits.maxEffectScale, 1000)"),
    "containerrelativeframe-spacing-1e300": ("warns", ".containerRelativeFrame(_:count:span:spacing:) spacing 1e+300 \(longer)each part is shorter than nothing"),
    "font-width-5": ("warns", "Text(\"A\"): .fontWidth: Font.Width(5) is outside -1…1, the range of a font's width trait; clamped to 1, the widest width. "
      + "Give a value from -1 to 1, e.g. .condensed (-0.2) or .expanded (0.2)"),
    "font-width-neg-2-font": ("warns", "Font.width(_:): Font.Width(-2) is outside -1…1, the range of a font's width trait; clamped to -1, the narrowest width."),
    "font-width-1e300-text": ("warns", ".fontWidth: Font.Width(1e+300) is outside -1…1, the range of a font's width trait; clamped to 1, the widest width."),
  ]

  /// What every warning for a length no screen holds says, after the modifier and value.
  static let longer = "is longer than any screen (over 1000000 pt, LayoutArgumentCheck.longestLength); laid out as given, so "

  static let cases: [Case] = {
    var cases: [Case] = []
    func add(_ name: String, _ view: @escaping @Sendable () -> some View) {
      let expected = outcomes[name] ?? ("renders", "")
      cases.append(Case(name: name, outcome: expected.outcome, says: expected.says, view: { AnyView(view()) }))
    }
    add("control") { box }
    add("safeareainset-spacing-1e300") { ScrollView { box }.safeAreaInset(edge: .top, spacing: 1e300) { Text("bar") }.frame(width: 100, height: 80) }
    add("safeareainset-leading-spacing-1e300") { box.safeAreaInset(edge: .leading, spacing: -1e300) { Text("bar") }.frame(width: 100, height: 80) }
    add("padding-1e300") { box.padding(1e300) }
    add("padding-edge-neg-1e300") { box.padding(.leading, -1e300) }
    add("offset-x-1e300") { marked(box.offset(x: 1e300)) }
    add("offset-y-neg-1e300") { marked(box.offset(y: -1e300)) }
    add("position-1e300") { marked(box.position(x: 1e300, y: 10)) }
    add("frame-width-1e300") { box.frame(width: 1e300) }
    add("frame-maxheight-1e300") { box.frame(maxHeight: 1e300) }
    add("frame-minwidth-1e300") { box.frame(minWidth: 1e300) }
    add("cornerradius-1e300") { box.cornerRadius(1e300) }
    add("roundedrect-1e300") { RoundedRectangle(cornerRadius: 1e300).fill(.red).frame(width: 40, height: 40) }
    add("shadow-radius-1e300") { box.shadow(radius: 1e300) }
    add("shadow-x-1e300") { box.shadow(color: .black, radius: 2, x: 1e300, y: 0) }
    add("blur-1e300") { marked(box.blur(radius: 1e300)) }
    add("spacer-minlength-1e300") { HStack { box; Spacer(minLength: 1e300); box } }
    add("hstack-spacing-1e300") { HStack(spacing: 1e300) { box; box } }
    add("vstack-spacing-neg-1e300") { VStack(spacing: -1e300) { box; box } }
    add("zstack-in-lazyvstack-spacing-1e300") { ScrollView { LazyVStack(spacing: 1e300) { box; box } }.frame(width: 100, height: 80) }
    add("lazyvgrid-spacing-1e300") { LazyVGrid(columns: [GridItem(.flexible(), spacing: 1e300), GridItem(.flexible())], spacing: 1e300) { box; box; box } }
    add("griditem-fixed-1e300") { LazyVGrid(columns: [GridItem(.fixed(1e300))]) { box } }
    add("grid-spacing-1e300") { Grid(horizontalSpacing: 1e300, verticalSpacing: 1e300) { GridRow { box; box } } }
    add("linespacing-1e300") { Text("A\nB").lineSpacing(1e300) }
    add("kerning-1e300") { Text("AB").kerning(1e300) }
    add("tracking-1e300") { Text("AB").tracking(1e300) }
    add("baselineoffset-1e300") { marked(Text("AB").baselineOffset(1e300)) }
    add("font-size-1e300") { Text("A").font(.system(size: 1e300)) }
    add("font-custom-size-1e300") { Text("A").font(.custom("Inter", size: 1e300)) }
    add("border-width-1e300") { box.border(.red, width: 1e300) }
    add("stroke-linewidth-1e300") { Circle().stroke(.red, lineWidth: 1e300).frame(width: 40, height: 40) }
    add("scaleeffect-1e300") { marked(box.scaleEffect(1e300)) }
    add("rotation-1e300") { marked(box.rotationEffect(.degrees(1e300))) }
    add("containerrelativeframe-spacing-1e300") { marked(ScrollView(.horizontal) { box.containerRelativeFrame(.horizontal, count: 2, spacing: 1e300) }.frame(width: 100, height: 40)) }
    add("font-width-5") { Text("A").fontWidth(Font.Width(5)) }
    add("font-width-neg-2-font") { Text("A").font(.system(size: 17).width(Font.Width(-2))) }
    add("font-width-1e300-text") { Text("A").fontWidth(Font.Width(1e300)) }
    add("font-width-one") { Text("A").fontWidth(Font.Width(1)) }
    return cases
  }()

  // MARK: Asset catalogs

  /// A colour set `c` whose sRGB components are `red`, `green`, `blue` and `alpha` as written (JSON text).
  static func colorset(_ folder: URL, red: String = "\"0\"", green: String = "\"0\"", blue: String = "\"0\"", alpha: String = "\"1\"",
                       space: String = "\"srgb\"") {
    let set = folder.appendingPathComponent("Media.xcassets/c.colorset")
    try? FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
    let json = #"{"colors":[{"idiom":"universal","color":{"color-space":\#(space),"components":{"red":\#(red),"green":\#(green),"blue":\#(blue),"alpha":\#(alpha)}}}]}"#
    try? Data(json.utf8).write(to: set.appendingPathComponent("Contents.json"))
  }

  /// An image set `a` listing `file`, holding `data` under that name.
  static func imageset(_ folder: URL, _ file: String, _ data: Data) {
    try? data.write(to: HostileAssetCatalogTests.set(folder, contents: HostileAssetCatalogTests.listing(file)).appendingPathComponent(file))
  }

  static func svg(_ folder: URL, _ text: String) { imageset(folder, "a.svg", Data(text.utf8)) }

  /// A GIF89a of one red pixel.
  static let gif = Data([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x01, 0x00, 0x01, 0x00, 0x80, 0x00, 0x00, 0xFF, 0x00, 0x00, 0x00, 0x00, 0x00,
                         0x2C, 0x00, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0x02, 0x02, 0x44, 0x01, 0x00, 0x3B])

  /// Each hostile catalog: how it is made in a fresh folder, whether it is drawn as `Image("a")` or `Color("c")`, and
  /// the outcome and message fragment it must have.
  nonisolated(unsafe) static let catalogCases: [(name: String, setup: (URL) -> Void, color: Bool, outcome: String, says: String)] = [
    ("contents-empty", { _ = HostileAssetCatalogTests.set($0, contents: "") }, false, "fails", "a.imageset: Contents.json is not a JSON object; open and save it in Xcode to repair it"),
    ("contents-not-json", { _ = HostileAssetCatalogTests.set($0, contents: "hello {") }, false, "fails", "a.imageset: Contents.json is not a JSON object; open and save it in Xcode to repair it"),
    ("contents-nested-10000", { _ = HostileAssetCatalogTests.set($0, contents: "{\"images\":" + String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000) + "}") }, false, "fails", "a.imageset: Contents.json is not a JSON object"),
    ("contents-nested-400000", { _ = HostileAssetCatalogTests.set($0, contents: "{\"images\":" + String(repeating: "[", count: 400_000) + String(repeating: "]", count: 400_000) + "}") }, false, "fails", "a.imageset: Contents.json is not a JSON object"),
    ("contents-objects-nested-100000", { _ = HostileAssetCatalogTests.set($0, contents: String(repeating: "{\"a\":", count: 100_000) + "1" + String(repeating: "}", count: 100_000)) }, false, "fails", "a.imageset: Contents.json is not a JSON object"),
    ("contents-idiom-5-scale-abc", { folder in
      let set = HostileAssetCatalogTests.set(folder, contents: #"{"images":[{"idiom":5,"filename":"a.png","scale":"abc","appearances":7}]}"#)
      try? HostileAssetTests.png(width: 1, height: 1).write(to: set.appendingPathComponent("a.png"))
    }, false, "renders", ""),
    ("contents-link-loop", { HostileAssetTests.link("Contents.json", to: "Contents.json", in: HostileAssetCatalogTests.set($0, contents: nil)) }, false, "fails", "a.imageset: Contents.json is a symlink loop (<folder>/Media.xcassets/a.imageset/Contents.json -> Contents.json)"),
    ("filename-parent-folder", { folder in
      try? HostileAssetTests.png(width: 1, height: 1).write(to: folder.appendingPathComponent("outside.png"))
      _ = HostileAssetCatalogTests.set(folder, contents: HostileAssetCatalogTests.listing("../../outside.png"))
    }, false, "fails", "has no file of a for an iPhone in light mode; add a universal Any Appearance image to the set (a.imageset: filename ../../outside.png leaves the set's folder; not read)"),
    ("filename-dot-dot", { _ = HostileAssetCatalogTests.set($0, contents: HostileAssetCatalogTests.listing("..")) }, false, "fails", "(a.imageset: filename .. leaves the set's folder; not read)"),
    ("png-zero-bytes", { imageset($0, "a.png", Data()) }, false, "fails", "could not read a.png in"),
    // iOS decodes an image by its bytes: a GIF or JPEG saved under a .png name draws.
    ("png-really-gif", { imageset($0, "a.png", gif) }, false, "renders", ""),
    ("png-really-jpeg", { imageset($0, "a.png", HostileAssetCatalogTests.jpeg()) }, false, "renders", ""),
    ("png-really-text", { imageset($0, "a.png", Data("not an image at all".utf8)) }, false, "fails", "could not read a.png in"),
    ("gif-file", { imageset($0, "a.gif", gif) }, false, "renders", ""),
    ("svg-billion-laughs", { svg($0, """
      <?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">\
      <!ENTITY d "&c;&c;&c;&c;&c;&c;&c;&c;&c;&c;"><!ENTITY e "&d;&d;&d;&d;&d;&d;&d;&d;&d;&d;"><!ENTITY f "&e;&e;&e;&e;&e;&e;&e;&e;&e;&e;">\
      <!ENTITY g "&f;&f;&f;&f;&f;&f;&f;&f;&f;&f;"><!ENTITY h "&g;&g;&g;&g;&g;&g;&g;&g;&g;&g;"><!ENTITY i "&h;&h;&h;&h;&h;&h;&h;&h;&h;&h;">]>\
      <svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><text>&i;</text><rect width="10" height="10" fill="red"/></svg>
      """) }, false, "fails", "a.svg expands its XML entities to over 16777216 bytes; write the text out instead of declaring entities"),
    ("svg-external-file-href", { svg($0, "<svg xmlns='http://www.w3.org/2000/svg' width='10' height='10'><image href='file:///etc/hostname' width='10' height='10'/></svg>") },
     false, "fails", "every pixel of the 56×56 image is the same color"),
    ("svg-http-href", { svg($0, "<svg xmlns='http://www.w3.org/2000/svg' width='10' height='10'><image href='http://127.0.0.1:9/x.png' width='10' height='10'/></svg>") },
     false, "fails", "every pixel of the 56×56 image is the same color"),
    ("svg-width-1e9", { svg($0, HostileAssetTests.svg(width: "1e9", height: "1e9")) }, false, "fails", "a.svg is 1000000000×1000000000 px, over the limit of 8192 px per side"),
    ("svg-viewbox-zero", { svg($0, HostileAssetTests.svg(width: "10", height: "10", extra: "viewBox='0 0 0 0'")) }, false, "renders", ""),
    ("svg-path-nan", { svg($0, "<svg xmlns='http://www.w3.org/2000/svg' width='10' height='10'><path d='M0 0 L NaN 10 L10 nan Z' fill='red'/></svg>") },
     false, "fails", "every pixel of the 56×56 image is the same color"),
    ("colorset-red-1e300", { colorset($0, red: "\"1e300\"") }, true, "warns", "c.colorset: component \"red\" is \"1e300\" (1e+300), outside 0…1 of the srgb colour space; drawn as 1."),
    ("colorset-red-nan", { colorset($0, red: "\"nan\"") }, true, "fails", "c.colorset: component \"red\" is nan, not a number (0.5), an integer 0–255 (128) or hex (0x80)"),
    ("colorset-hex-1G", { colorset($0, red: "\"0x1G\"") }, true, "fails", "c.colorset: component \"red\" is 0x1G, not a number (0.5), an integer 0–255 (128) or hex (0x80)"),
    ("colorset-hex-10-digits", { colorset($0, green: "\"0xFFFFFFFFFF\"") }, true, "fails", "c.colorset: component \"green\" is 0xFFFFFFFFFF, not a number (0.5)"),
    ("colorset-300", { colorset($0, blue: "\"300\"") }, true, "warns", "c.colorset: component \"blue\" is \"300\" (1.18), outside 0…1 of the srgb colour space"),
    ("colorset-negative-alpha", { colorset($0, alpha: "\"-5\"") }, true, "warns", "c.colorset: component \"alpha\" is \"-5\", outside 0…1; drawn as 0."),
    ("colorset-space-number", { colorset($0, space: "5") }, true, "renders", ""),
    ("colorset-components-array", { folder in
      let set = folder.appendingPathComponent("Media.xcassets/c.colorset")
      try? FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
      try? Data(#"{"colors":[{"idiom":"universal","color":{"components":[1,2,3]}}]}"#.utf8).write(to: set.appendingPathComponent("Contents.json"))
    }, true, "fails", "c.colorset: the srgb colour has no \"red\" component"),
  ]

  @Test(.timeLimit(.minutes(30))) func everyHostileCatalogHasItsOutcome() throws {
    var actual: [String] = []
    for c in Self.catalogCases {
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-round16-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: folder) }
      c.setup(folder)
      let bundle = try #require(Bundle(path: folder.path))
      let drawn = c.color ? AnyView(Color("c", bundle: bundle).frame(width: 20, height: 20).padding(4))
        : AnyView(Image("a", bundle: bundle).resizable().frame(width: 20, height: 20).padding(4))
      let start = Date()
      let (outcome, message) = HostileAssetTests.render(drawn, folder: folder)
      let shown = message.replacingOccurrences(of: folder.path, with: "<folder>")
      actual.append("\(c.name)\t\(outcome)\t\(Int(Date().timeIntervalSince(start) * 1000)) ms\t\(shown)")
      #expect(outcome == c.outcome, "\(c.name): expected \(c.outcome), got \(outcome): \(shown)")
      #expect(c.says.isEmpty || shown.contains(c.says), "\(c.name): '\(shown)' does not mention '\(c.says)'")
    }
    if let out = ProcessInfo.processInfo.environment["HOSTILE_ACTUAL"] {
      try actual.joined(separator: "\n").write(toFile: out + ".round16-catalogs", atomically: true, encoding: .utf8)
    }
  }

  // MARK: Command lines, goldens and fonts

  /// An option that takes one value, given twice, is named with both values (it said "unknown option '--out'"). `A` and
  /// `B` stand for folders in a fresh temporary folder.
  @Test(arguments: [(["render", "--out", "A", "--out", "B"], "--out is given more than once ('A', then 'B'); give it once"),
                    (["render", "-j", "2", "--jobs=3", "--out", "A"], "--jobs is given more than once ('2', then '3'); give it once"),
                    (["verify", "--goldens=A", "--goldens", "B"], "--goldens is given more than once ('A', then 'B'); give it once"),
                    (["record", "--record=all", "--record", "never", "--goldens", "A"], "--record is given more than once ('all', then 'never')")])
  func anOptionGivenTwiceIsNamed(_ arguments: [String], _ says: String) {
    let folder = TemporaryFolder("round16-twice")
    func placed(_ text: String) -> String {
      text.replacingOccurrences(of: "A", with: folder.path("a").path).replacingOccurrences(of: "B", with: folder.path("b").path)
    }
    let result = runCLI(VerifyCatalog.entries(), arguments.map(placed))
    #expect(result.status == 2)
    #expect(result.err.contains(placed(says)), "\(result.err)")
    #expect(folder.files().isEmpty, "nothing written")
  }

  /// An empty pattern (an unset shell variable) is a usage error for every command that takes patterns; `list` printed
  /// "0 cells" and exited 0.
  @Test(arguments: ["list", "render", "verify", "record", "audit"])
  func anEmptyPatternIsAUsageError(_ command: String) {
    let folder = TemporaryFolder("round16-empty")
    let place = command == "render" ? ["--out", folder.path("out").path] : command == "list" ? [] : ["--goldens", folder.path("out").path]
    let result = runCLI(VerifyCatalog.entries(), [command, ""] + place)
    #expect(result.status == 2)
    #expect(result.err.contains("an empty PATTERN selects no entry (an unset shell variable?); leave it out to take every entry"), "\(result.err)")
    #expect(folder.files().isEmpty)
  }

  /// Patterns of 10 000 stars, or 5 000 `*a` pairs that never match, are matched without backtracking blow-up.
  @Test func longGlobPatternsMatchAsGlobs() {
    let stars = String(repeating: "*", count: 10_000)
    #expect(runCLI(VerifyCatalog.entries(), ["list", stars]).out.contains("Badge"))
    let never = String(repeating: "*a", count: 5_000) + "b"
    #expect(!Glob.matches(never, String(repeating: "a", count: 10_000)))
    #expect(Glob.matches(stars + "e", "Badge") && !Glob.matches(stars + "x", "Badge"))
  }

  /// A golden that is not a PNG fails its cell as unreadable, without the "environment changed" note (which a file
  /// with no fingerprint said); a goldens folder that is a file is named as one.
  @Test func aGoldenThatIsNotAPNGIsNamedAndNotAnEnvironmentChange() throws {
    let folder = TemporaryFolder("round16-goldens")
    recordGoldens(VerifyCatalog.entries(), into: folder.url)
    let golden = try #require(folder.files().first { $0.hasPrefix("Badge/") && $0.hasSuffix(".png") })
    try Data("hello".utf8).write(to: folder.path(golden))
    let result = runCLI(VerifyCatalog.entries(), ["verify", "--goldens", folder.url.path, "Badge"])
    #expect(result.status == 1)
    let line = (result.out + "\n" + result.err).split(separator: "\n").first { $0.contains("not a readable PNG") }.map(String.init) ?? ""
    #expect(line.contains("\(golden): not a PNG file (the first 8 bytes are not the PNG signature)"), "\(result.out)\n\(result.err)")
    #expect(!line.contains("environment changed"), "\(line)")
    let file = folder.path("goldens-file")
    try Data("x".utf8).write(to: file)
    let asFile = runCLI(VerifyCatalog.entries(), ["verify", "--goldens", file.path])
    #expect(asFile.status == 2)
    #expect(asFile.err.contains("the goldens folder \(file.path) is a file, not a folder; name the folder of goldens with --goldens DIR"), "\(asFile.err)")
  }

  /// Font files fontconfig finds no face in (empty, truncated, random bytes) and font folders that are files are named
  /// and not listed as used; before, they were passed over without a word.
  @Test func unreadableFontsAndFontFoldersThatAreFilesAreNamed() throws {
    let folder = TemporaryFolder("round16-fonts")
    let inter = try #require(FontCatalog.systemFontFiles().first { $0.hasSuffix(".ttf") || $0.hasSuffix(".otf") })
    let font = try Data(contentsOf: URL(fileURLWithPath: inter))
    try Data().write(to: folder.path("empty.ttf"))
    try font.prefix(3000).write(to: folder.path("truncated.ttf"))
    try Data((0..<20_000).map { UInt8(truncatingIfNeeded: $0 &* 7919 >> 3) }).write(to: folder.path("random.otf"))
    try font.write(to: folder.path("whole.otf"))
    let library = FontLibrary(extraFontFolders: [folder.url, URL(fileURLWithPath: inter)])
    let refused = library.refusedFontFiles.map { $0.replacingOccurrences(of: folder.url.path, with: "<folder>") }.sorted()
    let unreadable = "holds no font fontconfig can read (empty, truncated or not TrueType/OpenType); replace it with the font file"
    #expect(refused == [
      "font file refused: <folder>/empty.ttf \(unreadable)",
      "font file refused: <folder>/random.otf \(unreadable)",
      "font file refused: <folder>/truncated.ttf \(unreadable)",
      "font folder refused: \(inter) is a file, not a folder; put the fonts in a folder and give that folder",
    ])
    #expect(library.fontFiles.contains(folder.path("whole.otf").path) && !library.fontFiles.contains(folder.path("empty.ttf").path))
  }

  @Test func everyExpectedOutcomeNamesACase() {
    #expect(Set(Self.outcomes.keys).subtracting(Self.cases.map(\.name)).sorted() == [])
  }

  @Test(.timeLimit(.minutes(30))) func everyCaseHasItsOutcomeAndTheRunFinishes() throws {
    #expect(try HostileCatalogRun.problems(Self.cases, entry: "Round16", fileSuffix: "round16") == [])
  }
}
