import Foundation
@testable import SpecimenCairo
import SpecimenUI
import Testing

/// Apple's own system fonts in a font folder draw the system designs, with Apple's tracking.
///
/// Apple's fonts cannot be shipped or downloaded here, so the tests build look-alikes: DejaVu Sans
/// with its naming table rewritten to Apple's family names ("SF Pro Text", "SF Pro", …). They check
/// which family each design and size resolves to, that the face is really used (widths are DejaVu's,
/// not Inter's), the tracking applied, the optical size asked of a variable face, and the
/// fingerprint. They cannot check SF Pro's own glyphs or its `opsz` axis, which DejaVu lacks.
@Suite final class AppleSystemFontTests {
  static let dejaVu = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

  /// The font folders this test made, removed when it ends.
  private var made: [URL] = []
  deinit { for folder in made { try? FileManager.default.removeItem(at: folder) } }

  /// A folder holding DejaVu Sans once per family name in `families`, removed when the test ends.
  func folder(_ families: [String]) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("apple-fonts-\(UUID().uuidString)")
    made.append(folder)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let source = try Data(contentsOf: URL(fileURLWithPath: Self.dejaVu))
    for family in families {
      let file = folder.appendingPathComponent(family.replacingOccurrences(of: " ", with: "-") + ".ttf")
      try RenamedFont.data(source, family: family).write(to: file)
    }
    return folder
  }

  static func width(_ string: String, _ font: ResolvedFont, _ session: PangoSession) -> CGFloat {
    session.layout(ResolvedText(string: string, font: font), width: nil, height: nil).metrics.size.width
  }

  @Test func staticTextAndDisplayFacesSwitchAt20Points() throws {
    let library = FontLibrary(extraFontFolders: [try folder(["SF Pro Text", "SF Pro Display"])])
    #expect(library.request(for: ResolvedFont(size: 17), japanese: false).families.hasPrefix("SF Pro Text,"))
    #expect(library.request(for: ResolvedFont(size: 19.5), japanese: false).families.hasPrefix("SF Pro Text,"))
    #expect(library.request(for: ResolvedFont(size: 20), japanese: false).families.hasPrefix("SF Pro Display,"))
    #expect(library.request(for: ResolvedFont(size: 17), japanese: false).variations == nil)
    // The other designs keep their stand-ins.
    #expect(library.request(for: ResolvedFont(design: .rounded, size: 17), japanese: false).families.hasPrefix("Quicksand,"))
    #expect(library.systemFontSummary == ["default": "SF Pro Text + SF Pro Display", "rounded": "Quicksand (stand-in)",
                                          "serif": "DejaVu Serif (stand-in)", "monospaced": "DejaVu Sans Mono (stand-in)"])
  }

  @Test func variableFacesGetTheOpticalSizeOfThePointSize() throws {
    let library = FontLibrary(extraFontFolders: [try folder(["SF Pro", "SF Pro Rounded", "New York", "SF Mono"])])
    let body = library.request(for: ResolvedFont(size: 17), japanese: false)
    #expect(body.families.hasPrefix("SF Pro,") && body.variations == "opsz=17.0")
    #expect(library.request(for: ResolvedFont(size: 34), japanese: false).variations == "opsz=34.0")
    #expect(library.request(for: ResolvedFont(design: .rounded, size: 17), japanese: false).families.hasPrefix("SF Pro Rounded,"))
    let serif = library.request(for: ResolvedFont(design: .serif, size: 28), japanese: false)
    #expect(serif.families.hasPrefix("New York,") && serif.variations == "opsz=28.0")
    #expect(library.request(for: ResolvedFont(design: .monospaced, size: 13), japanese: false).families.hasPrefix("SF Mono,"))
    #expect(library.systemFontCaption == "System font: default SF Pro (variable, optical size by point size), "
      + "rounded SF Pro Rounded, serif New York (variable, optical size by point size), monospaced SF Mono")
    #expect(RenderFingerprint(library: library).systemFonts?["rounded"] == "SF Pro Rounded")
    #expect(RenderFingerprint(library: library).pngText.contains("system fonts: default=SF Pro (variable"))
  }

  @Test func staticNewYorkPicksItsOpticalSizeByPointSize() throws {
    let library = FontLibrary(extraFontFolders: [try folder(["New York Small", "New York Medium", "New York Large"])])
    func family(_ size: CGFloat) -> String? {
      library.request(for: ResolvedFont(design: .serif, size: size), japanese: false).families.split(separator: ",").first.map(String.init)
    }
    #expect(family(13) == "New York Small" && family(20) == "New York Medium" && family(40) == "New York Large" && family(80) == "New York Large")
  }

  /// The text is drawn in the installed face with the HIG's tracking for it: at 17 pt SF Pro Text
  /// −26/1000 em, SF Pro Rounded +22, New York −4; SF Mono none.
  @Test(arguments: [
    (Font.Design.default, CGFloat(17), CGFloat(-26)), (.default, 28, 14), (.rounded, 17, 22), (.serif, 17, -4), (.monospaced, 17, 0),
  ])
  func appleFacesGetTheirOwnTracking(_ design: Font.Design, _ size: CGFloat, _ milliEm: CGFloat) throws {
    let library = FontLibrary(extraFontFolders: [try folder(["SF Pro", "SF Pro Rounded", "New York", "SF Mono"])])
    let session = PangoSession(library: library)
    for word in ["Default", "Add to Cart", "Notifications"] {
      let system = Self.width(word, ResolvedFont(design: design, size: size), session)
      // The same file under its own name, untracked: a custom font gets no system tracking.
      let plain = Self.width(word, ResolvedFont(family: "DejaVu Sans", size: size), session)
      let expected = plain + CGFloat(word.count - 1) * milliEm / 1000 * size
      #expect(abs(system - expected) <= 0.01, "\(design) \(word) at \(size): \(system) vs \(expected)")
    }
    // Not the stand-in: Inter is narrower than DejaVu Sans by far more than the tracking.
    let standIn = Self.width("Notifications", ResolvedFont(design: design, size: size), PangoSession(library: FontLibrary(extraFontFolders: [])))
    #expect(abs(Self.width("Notifications", ResolvedFont(design: design, size: size), session) - standIn) > 1)
  }

  @Test func withoutAppleFontsTheFingerprintIsUnchanged() {
    let library = FontLibrary(extraFontFolders: [])
    #expect(library.systemFontSummary == nil && library.systemFontCaption == nil)
    #expect(!RenderFingerprint(library: library).canonicalJSON.contains("systemFonts"))
  }
}

/// An OpenType file with its naming table replaced, so a free font stands in for a named family in tests.
enum RenamedFont {
  static func data(_ font: Data, family: String) throws -> Data {
    let bytes = [UInt8](font)
    func u16(_ at: Int) -> Int { Int(bytes[at]) << 8 | Int(bytes[at + 1]) }
    func u32(_ at: Int) -> Int { u16(at) << 16 | u16(at + 2) }
    let count = u16(4)
    var tables: [(tag: [UInt8], data: [UInt8])] = []
    for index in 0..<count {
      let record = 12 + 16 * index
      let tag = Array(bytes[record..<record + 4])
      let offset = u32(record + 8), length = u32(record + 12)
      tables.append((tag, tag == Array("name".utf8) ? nameTable(family: family) : Array(bytes[offset..<offset + length])))
    }
    var out: [UInt8] = Array(bytes[0..<12])
    var offset = 12 + 16 * count
    var body: [UInt8] = []
    func put32(_ value: Int, into array: inout [UInt8]) { array += [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) } }
    for table in tables {
      var padded = table.data
      while padded.count % 4 != 0 { padded.append(0) }
      var sum: UInt32 = 0
      for i in stride(from: 0, to: padded.count, by: 4) {
        sum &+= UInt32(padded[i]) << 24 | UInt32(padded[i + 1]) << 16 | UInt32(padded[i + 2]) << 8 | UInt32(padded[i + 3])
      }
      out += table.tag
      put32(Int(sum), into: &out)
      put32(offset, into: &out)
      put32(table.data.count, into: &out)
      body += padded
      offset += padded.count
    }
    return Data(out + body)
  }

  /// A format-0 naming table (Windows, Unicode BMP, US English) naming `family`, style Regular.
  static func nameTable(family: String) -> [UInt8] {
    let postScript = family.replacingOccurrences(of: " ", with: "") + "-Regular"
    let names: [(id: Int, text: String)] = [
      (1, family), (2, "Regular"), (4, family + " Regular"), (6, postScript), (16, family), (17, "Regular"),
    ]
    var records: [UInt8] = [], strings: [UInt8] = []
    func put16(_ value: Int, into array: inout [UInt8]) { array += [UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }
    for name in names {
      let utf16 = name.text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
      for value in [3, 1, 0x409, name.id, utf16.count, strings.count] { put16(value, into: &records) }
      strings += utf16
    }
    var table: [UInt8] = []
    for value in [0, names.count, 6 + 12 * names.count] { put16(value, into: &table) }
    return table + records + strings
  }
}
