import Foundation
import SpecimenUI
import Testing
@testable import Specimen

/// The `catalog-` rows of the hostile-asset corpus (`Hostile/Assets/assets.tsv`): an asset catalog in a fresh
/// folder (`Media.xcassets/a.imageset`) whose `Contents.json` or image files are hostile (FIFOs, links to
/// `/dev/zero`, truncated or absurdly sized JPEGs and PNGs, wrong JSON types, scales like `"1e300x"`, missing
/// files), drawn as `Image("a", bundle:)` by the real Cairo renderer. Each row must have its outcome; nothing hangs.
@Suite struct HostileAssetCatalogTests {
  /// A baseline JPEG of `width`×`height` mid-grey pixels (one 8×8 block, so other sizes are a header that
  /// promises more than the scan holds): one component, a quantisation table of ones, and one-symbol Huffman
  /// tables, so the scan is two bits (DC difference 0, end of block).
  static func jpeg(width: UInt16 = 8, height: UInt16 = 8) -> Data {
    func be(_ v: UInt16) -> [UInt8] { [UInt8(v >> 8), UInt8(v & 0xFF)] }
    let quantisation: [UInt8] = [0xFF, 0xDB, 0x00, 0x43, 0x00] + [UInt8](repeating: 1, count: 64)
    let frame: [UInt8] = [0xFF, 0xC0, 0x00, 0x0B, 0x08] + be(height) + be(width) + [0x01, 0x01, 0x11, 0x00]
    func huffman(_ tableClass: UInt8) -> [UInt8] { [0xFF, 0xC4, 0x00, 0x14, tableClass, 0x01] + [UInt8](repeating: 0, count: 15) + [0x00] }
    let scan: [UInt8] = [0xFF, 0xDA, 0x00, 0x08, 0x01, 0x01, 0x00, 0x00, 0x3F, 0x00, 0x3F]
    return Data([0xFF, 0xD8] + quantisation + frame + huffman(0x00) + huffman(0x10) + scan + [0xFF, 0xD9])
  }

  /// Writes `Media.xcassets/a.imageset` in `folder` with `contents` as its Contents.json (nil: none written).
  static func set(_ folder: URL, contents: String?) -> URL {
    let set = folder.appendingPathComponent("Media.xcassets/a.imageset")
    try? FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
    if let contents { try? Data(contents.utf8).write(to: set.appendingPathComponent("Contents.json")) }
    return set
  }

  /// A Contents.json listing one file at `scale`.
  static func listing(_ file: String, scale: String = "\"1x\"") -> String {
    #"{"images":[{"idiom":"universal","filename":"\#(file)","scale":\#(scale)}],"info":{"version":1,"author":"xcode"}}"#
  }

  typealias Setup = @Sendable (URL) -> Void
  static let cases: [String: Setup] = [
    "catalog-jpeg-valid": { try? jpeg().write(to: set($0, contents: listing("a.jpg")).appendingPathComponent("a.jpg")) },
    "catalog-jpeg-fifo": { mkfifo(set($0, contents: listing("a.jpg")).appendingPathComponent("a.jpg").path, 0o644) },
    "catalog-jpeg-link-to-dev-zero": { HostileAssetTests.link("a.jpg", to: "/dev/zero", in: set($0, contents: listing("a.jpg"))) },
    "catalog-jpeg-truncated": { try? jpeg().prefix(120).write(to: set($0, contents: listing("a.jpg")).appendingPathComponent("a.jpg")) },
    "catalog-jpeg-65500-square": { try? jpeg(width: 65_500, height: 65_500).write(to: set($0, contents: listing("a.jpg")).appendingPathComponent("a.jpg")) },
    "catalog-jpeg-9000-wide": { try? jpeg(width: 9_000, height: 8).write(to: set($0, contents: listing("a.jpg")).appendingPathComponent("a.jpg")) },
    "catalog-jpeg-garbage": { try? Data((0..<600).map { UInt8(truncatingIfNeeded: $0 &* 13) }).write(to: set($0, contents: listing("a.jpg")).appendingPathComponent("a.jpg")) },
    "catalog-jpeg-over-byte-limit": { HostileAssetTests.sized("a.jpg", bytes: 9 << 20, prefix: jpeg(), in: set($0, contents: listing("a.jpg"))) },
    "catalog-pdf-fifo": { mkfifo(set($0, contents: listing("a.pdf")).appendingPathComponent("a.pdf").path, 0o644) },
    "catalog-pdf-garbage": { HostileAssetTests.write("%PDF-1.4 not really", "a.pdf", in: set($0, contents: listing("a.pdf"))) },
    "catalog-png-100000-square": { try? HostileAssetTests.png(width: 100_000, height: 100_000).write(to: set($0, contents: listing("a.png")).appendingPathComponent("a.png")) },
    "catalog-png-truncated": { try? HostileAssetTests.png(width: 1, height: 1).prefix(45).write(to: set($0, contents: listing("a.png")).appendingPathComponent("a.png")) },
    "catalog-svg-use-cycle": { HostileAssetTests.write("<svg xmlns='http://www.w3.org/2000/svg' width='10' height='10'><use id='a' href='#b'/><use id='b' href='#a'/></svg>",
                                                       "a.svg", in: set($0, contents: listing("a.svg"))) },
    "catalog-scale-1e300x": { try? HostileAssetTests.png(width: 1, height: 1).write(to: set($0, contents: listing("a.png", scale: "\"1e300x\"")).appendingPathComponent("a.png")) },
    "catalog-scale-0x": { try? HostileAssetTests.png(width: 1, height: 1).write(to: set($0, contents: listing("a.png", scale: "\"0x\"")).appendingPathComponent("a.png")) },
    "catalog-scale-number": { try? HostileAssetTests.png(width: 1, height: 1).write(to: set($0, contents: listing("a.png", scale: "2")).appendingPathComponent("a.png")) },
    "catalog-filename-number": { _ = set($0, contents: #"{"images":[{"idiom":"universal","filename":5,"scale":"1x"}]}"#) },
    "catalog-images-not-array": { _ = set($0, contents: #"{"images":"a.png"}"#) },
    "catalog-missing-file": { _ = set($0, contents: listing("gone.png")) },
    "catalog-number-1e400": { _ = set($0, contents: listing("a.png", scale: "1e400")) },
    "catalog-contents-fifo": { mkfifo(set($0, contents: nil).appendingPathComponent("Contents.json").path, 0o644) },
    "catalog-contents-link-to-dev-zero": { HostileAssetTests.link("Contents.json", to: "/dev/zero", in: set($0, contents: nil)) },
    "catalog-contents-folder": { try? FileManager.default.createDirectory(at: set($0, contents: nil).appendingPathComponent("Contents.json"), withIntermediateDirectories: true) },
  ]

  // Generous: under load the rows queue behind other tests (alone they take well under a second); a hang still fails.
  @Test(.timeLimit(.minutes(30))) func everyCatalogRowHasItsOutcome() throws {
    let rows = try HostileAssetTests.rows().filter { $0.name.hasPrefix("catalog-") }
    #expect(rows.count >= 20)
    var actual: [String] = []
    for row in rows {
      guard let setup = Self.cases[row.name] else { Issue.record("no setup for \(row.name)"); continue }
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-catalog-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: folder) }
      setup(folder)
      let bundle = try #require(Bundle(path: folder.path))
      let view = AnyView(Image("a", bundle: bundle).resizable().frame(width: 20, height: 20).padding(4))
      let (outcome, message) = HostileAssetTests.render(view, folder: folder)
      let shown = message.replacingOccurrences(of: folder.path, with: "<folder>")
      actual.append("\(row.name)\t\(outcome)\t\(shown)")
      #expect(outcome == row.outcome, "\(row): expected \(row.outcome), got \(outcome): \(shown)")
      #expect(row.expect.isEmpty || shown.contains(row.expect), "\(row): '\(shown)' does not mention '\(row.expect)'")
    }
    if let out = ProcessInfo.processInfo.environment["HOSTILE_ACTUAL_CATALOG"] {
      try actual.joined(separator: "\n").write(toFile: out, atomically: true, encoding: .utf8)
    }
  }

  /// The hand-made JPEG is a real one: gdk-pixbuf decodes its 8×8 mid-grey block (the control of the JPEG rows).
  @Test func theHandMadeJPEGDrawsItsGrey() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-catalog-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.jpeg().write(to: Self.set(folder, contents: Self.listing("a.jpg")).appendingPathComponent("a.jpg"))
    let bundle = try #require(Bundle(path: folder.path))
    let image = try ViewRenderer(scale: 1).rasterize(Image("a", bundle: bundle).padding(2), in: .unspecified)
    #expect(image.width == 12 && image.height == 12)
    let centre = image.pixel(x: 6, y: 6), corner = image.pixel(x: 0, y: 0)
    #expect([centre.r, centre.g, centre.b, centre.a] == [128, 128, 128, 255])
    #expect([corner.r, corner.g, corner.b] == [255, 255, 255])
  }

  /// The faults of hostile `Contents.json` files are named in the catalog's problems, each with its fix.
  @Test func hostileContentsAreNamedProblems() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-catalog-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let catalog = folder.appendingPathComponent("Media.xcassets")
    func make(_ name: String, _ contents: String?, files: [String] = []) throws -> URL {
      let set = catalog.appendingPathComponent("\(name).imageset")
      try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
      if let contents { try Data(contents.utf8).write(to: set.appendingPathComponent("Contents.json")) }
      for file in files { try HostileAssetTests.png(width: 1, height: 1).write(to: set.appendingPathComponent(file)) }
      return set
    }
    _ = try make("Huge", Self.listing("a.png", scale: "\"1e300x\""), files: ["a.png"])
    _ = try make("Number", #"{"images":[{"filename":5},{"filename":"a.png","scale":2},{"filename":["x"]}]}"#, files: ["a.png"])
    _ = try make("Long", Self.listing("a.png", scale: "\"" + String(repeating: "9", count: 100) + "x\""), files: ["a.png"])
    let fifo = try make("Fifo", nil)
    #expect(mkfifo(fifo.appendingPathComponent("Contents.json").path, 0o644) == 0)
    let zero = try make("Zero", nil)
    try FileManager.default.createSymbolicLink(atPath: zero.appendingPathComponent("Contents.json").path, withDestinationPath: "/dev/zero")
    let problems = AssetCatalog(url: catalog).problems
    let regular = "Contents.json is not a regular file (a FIFO, device, socket or folder); replace it with the JSON file Xcode writes"
    #expect(problems == [
      "Fifo.imageset: \(regular)",
      "Huge.imageset: scale \"1e300x\" of a.png is not 1x, 2x or 3x; drawn as a single-scale image (pick the scale in Xcode's attributes inspector)",
      "Long.imageset: scale \"\(String(repeating: "9", count: 40))\u{2026}\" of a.png is not 1x, 2x or 3x; drawn as a single-scale image "
        + "(pick the scale in Xcode's attributes inspector)",
      "Number.imageset: filename (an array) is not a file name; open and save the set in Xcode to repair it",
      "Number.imageset: filename 5 is not a file name; open and save the set in Xcode to repair it",
      "Number.imageset: scale 2 of a.png is not 1x, 2x or 3x; drawn as a single-scale image (pick the scale in Xcode's attributes inspector)",
      "Zero.imageset: \(regular)",
    ])
  }
}
