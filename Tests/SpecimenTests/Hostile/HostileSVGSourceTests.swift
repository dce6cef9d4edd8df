import Foundation
import SpecimenCairo
import SpecimenDraw
import SpecimenLayout
import SpecimenUI
import Testing
@testable import Specimen
@testable import SpecimenCairo

/// SVG assets that reach past themselves: references to other files (which librsvg, given the file's path,
/// opened: a FIFO there hung the run, a link to `/dev/zero` read without end), gzip-compressed documents
/// that decompress past the byte limit, and `data:` URLs embedding raster images over the side limit (a
/// 2 MB SVG embedding a 20 000 × 20 000 PNG took librsvg 44 s and 3 GB). Each case is drawn by the real
/// renderer over a fresh asset folder and must have its outcome; none may hang.
@Suite struct HostileSVGSourceTests {
  typealias Files = HostileAssetTests

  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let outcome: String
    let says: String
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(name: "xinclude-fifo", outcome: "renders", says: ""),
    Case(name: "image-href-fifo", outcome: "renders", says: ""),
    Case(name: "use-href-other-file-fifo", outcome: "renders", says: ""),
    Case(name: "stylesheet-fifo", outcome: "renders", says: ""),
    Case(name: "image-href-link-to-dev-zero", outcome: "renders", says: ""),
    Case(name: "image-href-sibling-png", outcome: "renders", says: ""),
    Case(name: "image-href-outside-folder", outcome: "renders", says: ""),
    Case(name: "gzip-valid", outcome: "renders", says: ""),
    Case(name: "gzip-bomb", outcome: "fails", says: "is gzip-compressed and decompresses to over the limit of 8388608 bytes"),
    Case(name: "gzip-twice", outcome: "fails", says: "is gzip-compressed twice; store it as plain SVG"),
    Case(name: "gzip-truncated", outcome: "fails", says: "(or is not valid gzip)"),
    Case(name: "data-png-valid", outcome: "renders", says: ""),
    Case(name: "data-png-100000-square", outcome: "fails", says: "embeds a 100000×100000 px image (a data: URL), over the limit of 8192 px per side"),
    Case(name: "data-png-untyped-9000-wide", outcome: "fails", says: "embeds a 9000×1 px image"),
    Case(name: "data-png-percent-encoded-9000-wide", outcome: "fails", says: "embeds a 9000×1 px image"),
    Case(name: "data-png-five-8000-squares", outcome: "fails", says: "embeds images (data: URLs) of over 67108864 px together"),
    Case(name: "data-svg-embedding-png-bomb", outcome: "fails", says: "embeds a 100000×100000 px image"),
    Case(name: "data-svg-nested-too-deep", outcome: "fails", says: "nests SVG documents in data: URLs more than 4 deep"),
    Case(name: "data-garbage", outcome: "renders", says: ""),
    // What XML makes of the document, not its bytes: each of these loaded the 9000-px image past the scan.
    Case(name: "data-png-scheme-character-reference", outcome: "fails", says: "embeds a 9000×1 px image"),
    Case(name: "data-png-scheme-hex-character-reference", outcome: "fails", says: "embeds a 9000×1 px image"),
    Case(name: "data-png-scheme-line-break-reference", outcome: "fails", says: "embeds a 9000×1 px image"),
    Case(name: "data-png-scheme-in-entity", outcome: "fails", says: "embeds a 9000×1 px image"),
    Case(name: "data-png-scheme-entity-of-character-reference", outcome: "fails", says: "embeds a 9000×1 px image"),
    Case(name: "data-png-payload-split-over-entities", outcome: "fails", says: "embeds a 9000×1 px image"),
    Case(name: "data-png-payload-character-references", outcome: "fails", says: "embeds a 9000×1 px image"),
    Case(name: "data-png-header-300-bytes", outcome: "fails", says: "embeds a 9000×1 px image"),
    Case(name: "data-png-attlist-default", outcome: "fails", says: "embeds a 9000×1 px image"),
    Case(name: "data-png-first-entity-declaration-wins", outcome: "fails", says: "embeds a 9000×1 px image"),
    Case(name: "data-png-element-in-entity", outcome: "fails", says: "embeds a 9000×1 px image"),
    Case(name: "data-png-feimage-reference", outcome: "fails", says: "embeds a 9000×1 px image"),
    Case(name: "data-svg-unencoded-nesting-reference", outcome: "fails", says: "embeds a 9000×1 px image"),
    Case(name: "entity-parameter", outcome: "fails", says: "uses parameter entities (<!ENTITY % …> or %name;) in its DOCTYPE"),
    Case(name: "entity-loop", outcome: "fails", says: "nests XML entities more than 40 deep (or an entity refers to itself)"),
    Case(name: "entity-namespaces-as-illustrator-writes", outcome: "renders", says: ""),
    Case(name: "data-png-valid-through-entities", outcome: "renders", says: ""),
  ]

  /// An SVG around `body` with a red square, so a document that drew only the square is visibly drawn.
  static func document(_ body: String, head: String = "") -> String {
    head + "<svg xmlns='http://www.w3.org/2000/svg' xmlns:xi='http://www.w3.org/2001/XInclude' xmlns:xlink='http://www.w3.org/1999/xlink' "
      + "width='10' height='10'><rect width='10' height='10' fill='red'/>\(body)</svg>"
  }

  static func dataImage(_ data: Data, type: String = "image/png") -> String {
    "<image width='10' height='10' href='data:\(type);base64,\(data.base64EncodedString())'/>"
  }

  /// `data` as a gzip member of stored (uncompressed) deflate blocks, with its CRC-32.
  static func gzipStored(_ data: Data) -> Data {
    var out: [UInt8] = [0x1F, 0x8B, 8, 0, 0, 0, 0, 0, 0, 0xFF]
    let bytes = [UInt8](data)
    var offset = 0
    repeat {
      let n = min(65_535, bytes.count - offset)
      let last: UInt8 = offset + n == bytes.count ? 1 : 0
      out += [last, UInt8(n & 0xFF), UInt8(n >> 8), UInt8(~n & 0xFF), UInt8((~n >> 8) & 0xFF)]
      out += bytes[offset..<(offset + n)]
      offset += n
    } while offset < bytes.count
    var c: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      c ^= UInt32(byte)
      for _ in 0..<8 { c = c & 1 == 1 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
    }
    let crc = ~c, size = UInt32(truncatingIfNeeded: bytes.count)
    out += [0, 8, 16, 24].map { UInt8(truncatingIfNeeded: crc >> $0) } + [0, 8, 16, 24].map { UInt8(truncatingIfNeeded: size >> $0) }
    return Data(out)
  }

  /// A gzip member that inflates to `megabytes` MiB of spaces in about 13 bits per 258 bytes: one fixed-Huffman
  /// block of a literal and back-references of length 258 at distance 1 (the trailer's CRC is not checked
  /// before the output overflows the limit).
  static func gzipBomb(megabytes: Int) -> Data {
    var out: [UInt8] = [0x1F, 0x8B, 8, 0, 0, 0, 0, 0, 0, 0xFF]
    var bitBuffer: UInt64 = 0, bitCount = 0
    func put(_ value: UInt32, _ count: Int) {  // LSB first
      bitBuffer |= UInt64(value) << UInt64(bitCount)
      bitCount += count
      while bitCount >= 8 {
        out.append(UInt8(bitBuffer & 0xFF))
        bitBuffer >>= 8
        bitCount -= 8
      }
    }
    func code(_ value: UInt32, _ count: Int) {  // Huffman codes go MSB first
      var reversed: UInt32 = 0
      for i in 0..<count where value & (1 << UInt32(i)) != 0 { reversed |= 1 << UInt32(count - 1 - i) }
      put(reversed, count)
    }
    put(1, 1)  // final block
    put(1, 2)  // fixed Huffman
    code(0x30 + 0x20, 8)  // literal ' ' (0–143: 0x30 + value, 8 bits)
    for _ in 0..<(megabytes << 20) / 258 {
      code(0b1100_0101, 8)  // length code 285 (258): 280–287 are 0xC0 + (code − 280), 8 bits
      code(0, 5)  // distance code 0 (distance 1)
    }
    code(0, 7)  // end of block (256: 7 bits of 0)
    if bitCount > 0 { put(0, 8 - bitCount) }
    out += [UInt8](repeating: 0, count: 8)
    return Data(out)
  }

  /// An `<image>` whose `href` is `scheme` (written as given) and a 9000 × 1 PNG in base64.
  static func wide(_ scheme: String) -> String {
    "<image width='10' height='10' href='\(scheme)\(Files.png(width: 9_000, height: 1).base64EncodedString())'/>"
  }

  /// Sets up `name` in `folder` (the asset is `a.svg`).
  static func setUp(_ name: String, in folder: URL) throws {
    func svg(_ text: String) { Files.write(text, "a.svg", in: folder) }
    let bomb = Files.png(width: 100_000, height: 100_000)
    switch name {
    case "xinclude-fifo":
      Files.fifo("b.txt", in: folder)
      svg(document("<text y='9'><xi:include href='b.txt' parse='text'/></text>"))
    case "image-href-fifo":
      Files.fifo("b.png", in: folder)
      svg(document("<image href='b.png' width='10' height='10'/>"))
    case "use-href-other-file-fifo":
      Files.fifo("b.svg", in: folder)
      svg(document("<use href='b.svg#a'/>"))
    case "stylesheet-fifo":
      Files.fifo("b.css", in: folder)
      svg(document("", head: "<?xml-stylesheet type='text/css' href='b.css'?>"))
    case "image-href-link-to-dev-zero":
      Files.link("b.png", to: "/dev/zero", in: folder)
      svg(document("<image xlink:href='b.png' width='10' height='10'/>"))
    case "image-href-sibling-png":
      try Files.png(width: 1, height: 1).write(to: folder.appendingPathComponent("b.png"))
      svg(document("<image href='b.png' width='10' height='10'/>"))
    case "image-href-outside-folder":
      svg(document("<image href='../../../../../../etc/passwd' width='10' height='10'/>"))
    case "gzip-valid":
      try gzipStored(Data(document("").utf8)).write(to: folder.appendingPathComponent("a.svg"))
    case "gzip-bomb":
      try gzipBomb(megabytes: 9).write(to: folder.appendingPathComponent("a.svg"))
    case "gzip-twice":
      try gzipStored(gzipStored(Data(document("").utf8))).write(to: folder.appendingPathComponent("a.svg"))
    case "gzip-truncated":
      try gzipStored(Data(document("").utf8)).prefix(30).write(to: folder.appendingPathComponent("a.svg"))
    case "data-png-valid":
      svg(document(dataImage(Files.png(width: 1, height: 1))))
    case "data-png-100000-square":
      svg(document(dataImage(bomb)))
    case "data-png-untyped-9000-wide":
      svg(document(dataImage(Files.png(width: 9_000, height: 1), type: "")))
    case "data-png-percent-encoded-9000-wide":
      let encoded = Files.png(width: 9_000, height: 1).map { String(format: "%%%02X", $0) }.joined()
      svg(document("<image width='10' height='10' href='data:image/png,\(encoded)'/>"))
    case "data-png-five-8000-squares":
      svg(document(String(repeating: dataImage(Files.png(width: 8_000, height: 8_000)), count: 5)))
    case "data-svg-embedding-png-bomb":
      svg(document(dataImage(Data(document(dataImage(bomb)).utf8), type: "image/svg+xml")))
    case "data-svg-nested-too-deep":
      var inner = document("")
      for _ in 0..<6 { inner = document(dataImage(Data(inner.utf8), type: "image/svg+xml")) }
      svg(inner)
    case "data-png-scheme-character-reference":
      svg(document(wide("&#100;ata:image/png;base64,")))
    case "data-png-scheme-hex-character-reference":
      svg(document(wide("&#x64;ata:image/png;base64,")))
    case "data-png-scheme-line-break-reference":
      svg(document(wide("d&#10;ata:image/png;base64,")))
    case "data-png-scheme-in-entity":
      svg(document(wide("&d;"), head: "<!DOCTYPE svg [<!ENTITY d 'data:image/png;base64,'>]>"))
    case "data-png-scheme-entity-of-character-reference":
      svg(document(wide("&d;image/png;base64,"), head: "<!DOCTYPE svg [<!ENTITY d '&#38;#100;ata:'>]>"))
    case "data-png-payload-split-over-entities":
      let payload = Files.png(width: 9_000, height: 1).base64EncodedString()
      let head = "<!DOCTYPE svg [<!ENTITY a '\(payload.prefix(20))'><!ENTITY b '\(payload.dropFirst(20))'>]>"
      svg(document("<image width='10' height='10' href='data:image/png;base64,&a;&b;'/>", head: head))
    case "data-png-payload-character-references":
      let payload = Files.png(width: 9_000, height: 1).base64EncodedString()
      let referenced = payload.unicodeScalars.map { "&#\($0.value);" }.joined()
      svg(document("<image width='10' height='10' href='data:image/png;base64,\(referenced)'/>"))
    case "data-png-header-300-bytes":
      svg(document(wide("data:image/png;name=\(String(repeating: "a", count: 300));base64,")))
    case "data-png-attlist-default":
      let payload = Files.png(width: 9_000, height: 1).base64EncodedString()
      svg(document("<image width='10' height='10'/>", head: "<!DOCTYPE svg [<!ATTLIST image href CDATA '&#100;ata:image/png;base64,\(payload)'>]>"))
    case "data-png-first-entity-declaration-wins":
      svg(document(wide("&d;"), head: "<!DOCTYPE svg [<!ENTITY d 'data:image/png;base64,'><!ENTITY d 'none:'>]>"))
    case "data-png-element-in-entity":
      let payload = Files.png(width: 9_000, height: 1).base64EncodedString()
      svg(document("&i;", head: "<!DOCTYPE svg [<!ENTITY i \"<image width='10' height='10' href='&#100;ata:image/png;base64,\(payload)'/>\">]>"))
    case "data-png-feimage-reference":
      let payload = Files.png(width: 9_000, height: 1).base64EncodedString()
      svg(document("<filter id='f'><feImage href='&#x44;ATA:image/png;base64,\(payload)'/></filter><rect width='10' height='10' filter='url(#f)'/>"))
    case "data-svg-unencoded-nesting-reference":
      // The inner document's `&#100;` is written `&amp;%23100;`: XML unescapes the `&`, the URL the `%23`.
      let payload = Files.png(width: 9_000, height: 1).base64EncodedString()
      let inner = "&lt;svg xmlns='http://www.w3.org/2000/svg' width='10' height='10'&gt;&lt;image width='10' height='10' "
        + "href='&amp;%23100;ata:image/png;base64,\(payload)'/&gt;&lt;/svg&gt;"
      svg(document("<image width='10' height='10' href=\"data:image/svg+xml;utf8,\(inner)\"/>"))
    case "entity-parameter":
      svg(document("", head: "<!DOCTYPE svg [<!ENTITY % p '<!ENTITY d \"data:\">'> %p;]>"))
    case "entity-loop":
      svg(document("<text>&a;</text>", head: "<!DOCTYPE svg [<!ENTITY a '&b;'><!ENTITY b '&a;'>]>"))
    case "entity-namespaces-as-illustrator-writes":
      let head = "<?xml version='1.0' encoding='utf-8'?><!DOCTYPE svg PUBLIC '-//W3C//DTD SVG 1.1//EN' 'http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd' ["
        + "<!ENTITY ns_svg 'http://www.w3.org/2000/svg'><!ENTITY ns_xlink 'http://www.w3.org/1999/xlink'>]>"
      svg(head + "<svg xmlns='&ns_svg;' xmlns:xlink='&ns_xlink;' width='10' height='10'><rect width='10' height='10' fill='red'/></svg>")
    case "data-png-valid-through-entities":
      let payload = Files.png(width: 1, height: 1).base64EncodedString()
      svg(document("<image width='10' height='10' href='&d;&p;'/>", head: "<!DOCTYPE svg [<!ENTITY d '&#100;ata:image/png;base64,'><!ENTITY p '\(payload)'>]>"))
    case "data-garbage":
      svg(document("<image width='10' height='10' href='data:image/png;base64,!!!notbase64'/><image href='data:,' width='1' height='1'/>"))
    default:
      Issue.record("no setup for \(name)")
    }
  }

  @Test(.timeLimit(.minutes(30)), arguments: HostileSVGSourceTests.cases)
  func svgHasItsOutcomeAndNeverReachesPastItself(_ hostile: Case) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-svg-source-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.setUp(hostile.name, in: folder)
    let view = AnyView(HStack(spacing: 0) { Color.blue.frame(width: 10, height: 20); Image("a").resizable().frame(width: 20, height: 20) })
    let (outcome, message) = Files.render(view, folder: folder)
    #expect(outcome == hostile.outcome, "\(hostile.name): \(outcome) \(message)")
    #expect(hostile.says.isEmpty || message.contains(hostile.says), "\(hostile.name): '\(message)'")
    if hostile.outcome == "fails" {
      #expect(message.contains("Image(\"a\")") && message.contains("a.svg"), "the error names the image and the file: \(message)")
    }
  }

  /// A document drawn from its bytes draws what it holds, and nothing a reference names: the red square of
  /// the document is drawn, the sibling PNG (grey) its `<image>` names is not.
  @Test func referencedFilesAreNotDrawnButTheDocumentIs() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-svg-sibling-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.setUp("image-href-sibling-png", in: folder)
    let store = ImageStore(assetFolders: [folder])
    let node = ResolveContext().resolve(Image("a").resizable().frame(width: 20, height: 20).padding(2))
    let placed = LayoutEngine(measurers: Measurers(text: PangoTextMeasurer(), image: store)).place(node, in: .unspecified)
    let image = try CairoRenderer(scale: 1, background: .white, images: store).rasterize(Painter.displayList(of: placed))
    let centre = image.pixel(x: 12, y: 12)
    #expect([centre.r, centre.g, centre.b] == [255, 0, 0], "the document's own square, not the referenced file: \(centre)")
    #expect(image.diagnostics.errors.isEmpty && image.diagnostics.warnings.isEmpty, "\(image.diagnostics.errors.map(\.message)) \(image.diagnostics.warnings.map(\.message))")
  }

  /// In a whole run, a hostile SVG fails its own cell and one that referenced a FIFO draws without it; the
  /// other cells and the manifest are written (the SVGs are in an asset catalog, `Image(_:bundle:)`).
  @Test(.timeLimit(.minutes(30))) func aHostileSVGFailsOnlyItsCell() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-svg-run-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let bomb = HostileAssetCatalogTests.set(folder, contents: HostileAssetCatalogTests.listing("a.svg"))
    try Self.setUp("data-png-100000-square", in: bomb)
    let hangs = folder.appendingPathComponent("Media.xcassets/hangs.imageset")
    try FileManager.default.createDirectory(at: hangs, withIntermediateDirectories: true)
    Files.write(HostileAssetCatalogTests.listing("a.svg"), "Contents.json", in: hangs)
    try Self.setUp("image-href-fifo", in: hangs)
    let bundle = try #require(Bundle(path: folder.path))
    let axis = StateAxis("asset", ["a", "hangs"].map { name in AxisValue(name) { $0.label = name } })
    let catalog = [CatalogEntry("Assets", axes: [axis]) { state in
      HStack(spacing: 0) { Color.blue.frame(width: 10, height: 20); Image(state.label ?? "", bundle: bundle).resizable().frame(width: 20, height: 20) }
    }]
    let out = folder.appendingPathComponent("out")
    let result = CatalogRenderer(outputFolder: out).run(catalog)
    #expect(result.errors.count == 1, "\(result.errors)")
    #expect(result.errors.first?.hasPrefix("Assets/asset-a: Image(\"a\")") == true, "\(result.errors)")
    #expect(result.errors.first?.contains("embeds a 100000×100000 px image") == true, "\(result.errors)")
    #expect(result.files.contains("Assets/asset-hangs.png") && result.files.contains("manifest.json"), "\(result.files)")
  }
}
