import Foundation
import SpecimenCairo
import SpecimenDraw
import SpecimenLayout
import SpecimenUI
import Testing
@testable import Specimen
@testable import SpecimenCairo

/// The hostile-asset corpus (`Hostile/Assets/assets.tsv`): FIFOs, folders and symlink loops named like
/// images and fonts, SVGs and PNGs over the size limits, malformed files and names that leave the asset
/// folder. Each row is made in a fresh folder and drawn by the real Cairo/librsvg renderer (fonts: given
/// to a real fontconfig library); its outcome must match, and nothing may hang.
@Suite struct HostileAssetTests {
  struct Row: CustomStringConvertible, Sendable {
    var name: String
    var outcome: String
    var expect: String
    var description: String { name }
  }

  static func rows() throws -> [Row] {
    let url = try #require(Bundle.module.url(forResource: "Assets", withExtension: nil)).appendingPathComponent("assets.tsv")
    return try String(contentsOf: url, encoding: .utf8).split(separator: "\n").compactMap { line in
      if line.hasPrefix("#") || line.trimmingCharacters(in: .whitespaces).isEmpty { return nil }
      let f = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      guard f.count >= 2 else { Issue.record("bad corpus line: \(line)"); return nil }
      return Row(name: f[0], outcome: f[1], expect: f.count > 2 ? f[2] : "")
    }
  }

  // MARK: Files

  static func write(_ text: String, _ file: String, in folder: URL) {
    try? Data(text.utf8).write(to: folder.appendingPathComponent(file))
  }

  static func svg(width: String, height: String, body: String = "<rect width='10' height='10' fill='red'/>", extra: String = "") -> String {
    "<svg xmlns='http://www.w3.org/2000/svg' width='\(width)' height='\(height)' \(extra)>\(body)</svg>"
  }

  /// A PNG whose IHDR says `width`×`height` (8-bit grey); the default IDAT is a valid 1×1 image in a stored deflate block.
  static func png(width: UInt32, height: UInt32, idat: [UInt8] = [0x78, 0x01, 0x01, 0x02, 0x00, 0xFD, 0xFF, 0x00, 0x80, 0x00, 0x82, 0x00, 0x81],
                  crc: Bool = true) -> Data {
    func be(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
    func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
      let typed = Array(type.utf8) + body
      var c: UInt32 = 0xFFFF_FFFF
      for byte in typed {
        c ^= UInt32(byte)
        for _ in 0..<8 { c = c & 1 == 1 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
      }
      return be(UInt32(body.count)) + typed + be(crc ? ~c : 0)
    }
    let ihdr = be(width) + be(height) + [8, 0, 0, 0, 0]
    return Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", ihdr) + chunk("IDAT", idat) + chunk("IEND", []))
  }

  static func fifo(_ file: String, in folder: URL) { mkfifo(folder.appendingPathComponent(file).path, 0o644) }
  static func link(_ file: String, to target: String, in folder: URL) {
    try? FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent(file).path, withDestinationPath: target)
  }
  static func sized(_ file: String, bytes: Int, prefix: Data, in folder: URL) {
    var data = prefix
    data.append(Data(repeating: 0x20, count: max(0, bytes - prefix.count)))
    try? data.write(to: folder.appendingPathComponent(file))
  }

  /// How each image row is set up in its folder, and the view that draws it.
  nonisolated(unsafe) static let imageCases: [String: (setup: (URL) -> Void, view: AnyView)] = {
    // Padded, so an image that fills its frame is not mistaken for a blank render.
    let asset = AnyView(Image("a").resizable().frame(width: 20, height: 20).padding(4))
    func file(_ f: @escaping (URL) -> Void) -> ((URL) -> Void, AnyView) { (f, asset) }
    let deep = String(repeating: "<g>", count: 5_000) + "<rect width='5' height='5'/>" + String(repeating: "</g>", count: 5_000)
    let laughs = "<?xml version='1.0'?><!DOCTYPE svg [<!ENTITY a 'lol'>" + (1...9).map { i in
      "<!ENTITY \(Character(UnicodeScalar(97 + i)!)) '" + String(repeating: "&\(Character(UnicodeScalar(96 + i)!));", count: 10) + "'>"
    }.joined() + "]><svg xmlns='http://www.w3.org/2000/svg' width='10' height='10'><text>&j;</text></svg>"
    let rects = (0..<20_000).map { "<rect x='\($0 % 10)' y='\($0 % 7)' width='1' height='1'/>" }.joined()
    // 400 nested <svg>s, each scaling its content ×10: a transform of 10⁴⁰⁰, past every Double.
    let nestedScale = String(repeating: "<svg viewBox='0 0 1 1' width='10' height='10'>", count: 400) + "<rect width='1' height='1' fill='red'/>"
      + String(repeating: "</svg>", count: 400)
    return [
      "svg-valid": file { write(svg(width: "10", height: "10"), "a.svg", in: $0) },
      "svg-fifo": file { fifo("a.svg", in: $0) },
      "svg-directory": file { try? FileManager.default.createDirectory(at: $0.appendingPathComponent("a.svg"), withIntermediateDirectories: true) },
      "svg-symlink-self-loop": file { link("a.svg", to: "a.svg", in: $0) },
      "svg-symlink-to-own-folder": file { link("a.svg", to: ".", in: $0) },
      "svg-symlink-dangling": file { link("a.svg", to: "nowhere.svg", in: $0) },
      "svg-width-1e9": file { write(svg(width: "1e9", height: "10"), "a.svg", in: $0) },
      "svg-height-1e9": file { write(svg(width: "10", height: "1e9"), "a.svg", in: $0) },
      "svg-width-9000": file { write(svg(width: "9000", height: "10"), "a.svg", in: $0) },
      "svg-width-nan": file { write(svg(width: "NaN", height: "10"), "a.svg", in: $0) },
      "svg-width-negative": file { write(svg(width: "-10", height: "10"), "a.svg", in: $0) },
      "svg-width-1e400": file { write(svg(width: "1e400", height: "10"), "a.svg", in: $0) },
      "svg-viewbox-1e9": file { write(svg(width: "20", height: "20", extra: "viewBox='0 0 1e9 1e9'"), "a.svg", in: $0) },
      "svg-over-byte-limit": file { sized("a.svg", bytes: 9 << 20, prefix: Data(svg(width: "10", height: "10").utf8), in: $0) },
      "svg-empty-file": file { write("", "a.svg", in: $0) },
      "svg-not-xml": file { write("this is not an svg", "a.svg", in: $0) },
      "svg-truncated": file { write("<svg xmlns='http://www.w3.org/2000/svg' width='10' height='10'><rect", "a.svg", in: $0) },
      "svg-billion-laughs": file { write(laughs, "a.svg", in: $0) },
      "svg-5000-nested-groups": file { write(svg(width: "10", height: "10", body: deep), "a.svg", in: $0) },
      "svg-external-file-href": file { write(svg(width: "10", height: "10", body: "<image href='file:///etc/passwd' width='10' height='10'/>"), "a.svg", in: $0) },
      "svg-stroke-width-1e20": file { write(svg(width: "10", height: "10", body: "<line x2='10' y2='10' stroke='red' stroke-width='1e20'/>"), "a.svg", in: $0) },
      "svg-blur-1e9": file {
        write(svg(width: "10", height: "10", body: "<filter id='f'><feGaussianBlur stdDeviation='1e9'/></filter><rect width='10' height='10' filter='url(#f)'/>"), "a.svg", in: $0)
      },
      "svg-20000-rects": file { write(svg(width: "10", height: "10", body: rects), "a.svg", in: $0) },
      "svg-use-self": file { write(svg(width: "10", height: "10", body: "<g id='a'><rect width='5' height='5' fill='red'/><use href='#a' x='1'/></g>"), "a.svg", in: $0) },
      "svg-use-cycle": file { write(svg(width: "10", height: "10", body: "<use id='a' href='#b'/><use id='b' href='#a'/><rect width='5' height='5'/>"), "a.svg", in: $0) },
      "svg-nested-svg-scale-10e400": file { write(svg(width: "10", height: "10", body: nestedScale), "a.svg", in: $0) },
      "svg-viewbox-nan": file { write(svg(width: "10", height: "10", extra: "viewBox='0 0 NaN NaN'"), "a.svg", in: $0) },
      "svg-viewbox-negative": file { write(svg(width: "10", height: "10", extra: "viewBox='0 0 -10 -10'"), "a.svg", in: $0) },
      "svg-viewbox-zero": file { write(svg(width: "10", height: "10", extra: "viewBox='0 0 0 0'"), "a.svg", in: $0) },
      "svg-viewbox-1e-300": file { write(svg(width: "10", height: "10", extra: "viewBox='0 0 1e-300 1e-300'"), "a.svg", in: $0) },
      "svg-viewbox-only-1e9": file { write("<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 1e9 1e9'><rect width='1e9' height='1e9' fill='red'/></svg>", "a.svg", in: $0) },
      "svg-height-negative": file { write(svg(width: "10", height: "-10"), "a.svg", in: $0) },
      "svg-width-zero": file { write(svg(width: "0", height: "10"), "a.svg", in: $0) },
      "svg-width-1e-300": file { write(svg(width: "1e-300", height: "10"), "a.svg", in: $0) },
      "svg-width-percent-1e9": file { write(svg(width: "1e9%", height: "10"), "a.svg", in: $0) },
      "svg-rect-nan": file { write(svg(width: "10", height: "10", body: "<rect x='NaN' width='NaN' height='1e400' fill='red'/>"), "a.svg", in: $0) },
      "svg-link-to-dev-zero": file { link("a.svg", to: "/dev/zero", in: $0) },
      "png-link-to-dev-zero": file { link("a.png", to: "/dev/zero", in: $0) },
      "png-truncated": file { try? png(width: 1, height: 1).prefix(45).write(to: $0.appendingPathComponent("a.png")) },
      "svg-binary-garbage": file { try? Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 7919) }).write(to: $0.appendingPathComponent("a.svg")) },
      "png-valid": file { try? png(width: 1, height: 1).write(to: $0.appendingPathComponent("a.png")) },
      "png-fifo": file { fifo("a.png", in: $0) },
      "png-directory": file { try? FileManager.default.createDirectory(at: $0.appendingPathComponent("a.png"), withIntermediateDirectories: true) },
      "png-bomb-100000-square": file { try? png(width: 100_000, height: 100_000).write(to: $0.appendingPathComponent("a.png")) },
      "png-9000-wide": file { try? png(width: 9_000, height: 1).write(to: $0.appendingPathComponent("a.png")) },
      "png-zero-width": file { try? png(width: 0, height: 1).write(to: $0.appendingPathComponent("a.png")) },
      "png-width-2e9": file { try? png(width: 2_000_000_000, height: 1).write(to: $0.appendingPathComponent("a.png")) },
      "png-signature-only": file { try? Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]).write(to: $0.appendingPathComponent("a.png")) },
      "png-bad-crc": file { try? png(width: 1, height: 1, crc: false).write(to: $0.appendingPathComponent("a.png")) },
      "png-garbage": file { try? Data((0..<512).map { UInt8(truncatingIfNeeded: $0 &* 31) }).write(to: $0.appendingPathComponent("a.png")) },
      "png-empty-file": file { write("", "a.png", in: $0) },
      "png-corrupt-idat": file { try? png(width: 4, height: 4, idat: [0x78, 0x9C, 0xFF, 0xFF, 0xFF]).write(to: $0.appendingPathComponent("a.png")) },
      "png-over-byte-limit": file { sized("a.png", bytes: 9 << 20, prefix: png(width: 1, height: 1), in: $0) },
      "name-parent-folder": ({ _ in }, AnyView(Image("../secret"))),
      "name-absolute-path": ({ _ in }, AnyView(Image("/etc/passwd"))),
      "name-dot-dot": ({ _ in }, AnyView(Image(".."))),
      "name-backslash": ({ _ in }, AnyView(Image("a\\b"))),
      "name-empty": ({ _ in }, AnyView(Image(""))),
      "name-hidden": ({ _ in }, AnyView(Image(".hidden"))),
      "name-newline": ({ _ in }, AnyView(Image("a\nb"))),
      "name-subfolder": ({ _ in }, AnyView(Image("Icons/star"))),
      "symbol-parent-folder": ({ _ in }, AnyView(Image(systemName: "../../etc/passwd"))),
      "symbol-slash": ({ _ in }, AnyView(Image(systemName: "a/b"))),
      "symbol-dot-dot": ({ _ in }, AnyView(Image(systemName: ".."))),
    ]
  }()

  /// Renders a view with the real pipeline over an image store of `folder`; returns (outcome, message).
  static func render(_ view: AnyView, folder: URL) -> (String, String) {
    let store = ImageStore(assetFolders: [folder])
    let node = ResolveContext().resolve(view)
    let placed = LayoutEngine(measurers: Measurers(text: PangoTextMeasurer(), image: store)).place(node, in: .unspecified)
    do {
      let image = try CairoRenderer(scale: 2, background: .white, images: store).rasterize(Painter.displayList(of: placed))
      if let error = image.diagnostics.errors.first { return ("fails", error.message) }
      if !image.diagnostics.warnings.isEmpty { return ("warns", image.diagnostics.warnings.map(\.message).joined(separator: " | ")) }
      return ("renders", "")
    } catch {
      return ("fails", "\(error)")
    }
  }

  @Test func everyImageRowHasItsOutcome() throws {
    let rows = try Self.rows().filter { !$0.name.hasPrefix("font-") && !$0.name.hasPrefix("catalog-") }
    #expect(rows.count >= 60)
    var actual: [String] = []
    for row in rows {
      guard let made = Self.imageCases[row.name] else { Issue.record("no setup for \(row.name)"); continue }
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-assets-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: folder) }
      made.setup(folder)
      let (outcome, message) = Self.render(made.view, folder: folder)
      actual.append("\(row.name)\t\(outcome)\t\(message)")
      #expect(outcome == row.outcome, "\(row): expected \(row.outcome), got \(outcome): \(message)")
      #expect(row.expect.isEmpty || message.contains(row.expect), "\(row): '\(message)' does not mention '\(row.expect)'")
    }
    if let out = ProcessInfo.processInfo.environment["HOSTILE_ACTUAL_ASSETS"] {
      try actual.joined(separator: "\n").write(toFile: out, atomically: true, encoding: .utf8)
    }
  }

  /// Font-folder rows: the file is listed for fontconfig (`loaded`) or left out with a reason (`refused`).
  @Test func everyFontRowHasItsOutcomeAndFontconfigNeverSeesAFolder() throws {
    let rows = try Self.rows().filter { $0.name.hasPrefix("font-") }
    #expect(rows.count >= 6)
    let inter = try #require(FontCatalog.systemFontFiles().first { $0.hasSuffix(".ttf") || $0.hasSuffix(".otf") })
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-fonts-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let setups: [String: (URL) -> Void] = [
      "font-fifo": { Self.fifo("font-fifo.ttf", in: $0) },
      "font-symlink-to-own-folder": { Self.link("font-symlink-to-own-folder.ttf", to: ".", in: $0) },
      "font-symlink-self-loop": { Self.link("font-symlink-self-loop.otf", to: "font-symlink-self-loop.otf", in: $0) },
      "font-directory": { try? FileManager.default.createDirectory(at: $0.appendingPathComponent("font-directory.ttc"), withIntermediateDirectories: true) },
      "font-over-byte-limit": { _ = truncate(Self.touch("font-over-byte-limit.ttf", in: $0), off_t(65 << 20)) },
      "font-valid-symlink": { Self.link("font-valid-symlink.ttf", to: inter, in: $0) },
      "font-garbage": { Self.write("not a font", "font-garbage.ttf", in: $0) },
      "font-empty": { Self.write("", "font-empty.otf", in: $0) },
    ]
    for row in rows { setups[row.name]?(folder) }
    var refused: [String] = []
    let listed = FontCatalog.fontFiles(in: folder.path, refused: &refused)
    // A real fontconfig library over the folder: must return (no hang on the FIFO, no loop on the symlinks).
    let library = FontLibrary(extraFontFolders: [folder])
    // Listed files fontconfig finds no face in (the garbage and empty rows) are refused by the library too, by name.
    #expect(library.refusedFontFiles.filter { !$0.contains("holds no font fontconfig can read") }.count == refused.count)
    #expect(library.refusedFontFiles.filter { $0.contains("holds no font fontconfig can read") }.map { $0.replacingOccurrences(of: folder.path + "/", with: "") }.sorted()
      == ["font file refused: font-empty.otf holds no font fontconfig can read (empty, truncated or not TrueType/OpenType); replace it with the font file",
          "font file refused: font-garbage.ttf holds no font fontconfig can read (empty, truncated or not TrueType/OpenType); replace it with the font file"])
    for row in rows {
      let listedHere = listed.contains { ($0 as NSString).lastPathComponent.hasPrefix(row.name + ".") }
      let reason = refused.first { $0.contains("/\(row.name).") } ?? ""
      let outcome = listedHere ? "loaded" : reason.isEmpty ? "absent" : "refused"
      #expect(outcome == row.outcome, "\(row): expected \(row.outcome), got \(outcome) \(reason)")
      #expect(row.expect.isEmpty || reason.contains(row.expect), "\(row): '\(reason)' does not mention '\(row.expect)'")
    }
  }

  static func touch(_ file: String, in folder: URL) -> String {
    let path = folder.appendingPathComponent(file).path
    FileManager.default.createFile(atPath: path, contents: Data())
    return path
  }

  /// A refused asset fails its own cell only; the other cells and the manifest are still written.
  @Test func aRefusedNameFailsOnlyItsCell() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-hostile-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let catalog = [CatalogEntry("Names", axes: [StateAxis("name", [AxisValue("ok") { $0.label = "star" }, AxisValue("escape") { $0.label = "../../etc/passwd" }])]) { state in
      Image(systemName: state.label ?? "star")
    }]
    let result = CatalogRenderer(outputFolder: folder).run(catalog)
    #expect(result.errors.count == 1)
    #expect(result.errors.first?.hasPrefix("Names/name-escape: Image(systemName: \"../../etc/passwd\"): refused a name with a path separator") == true,
            "\(result.errors)")
    #expect(result.files.contains("Names/name-ok.png") && result.files.contains("manifest.json"))
  }
}
