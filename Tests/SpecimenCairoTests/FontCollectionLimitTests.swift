import Foundation
import SpecimenUI
import Testing
@testable import SpecimenCairo

/// A font collection whose header lists more fonts than `AssetLimits.maxFontFaces` is refused by name before
/// fontconfig reads it (it reads up to 65 536 fonts of one collection, each with its own pattern).
@Suite struct FontCollectionLimitTests {
  /// A `ttcf` header listing `count` fonts, every offset at the same small font (Quicksand's, offsets rebased).
  static func collection(listing count: Int) throws -> Data {
    var font = [UInt8](try Data(contentsOf: URL(fileURLWithPath: "/usr/share/fonts/truetype/quicksand/Quicksand-Regular.ttf")))
    let base = 12 + 4 * count
    func u32(_ value: Int) -> [UInt8] { [UInt8(value >> 24 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }
    let tables = Int(font[4]) << 8 | Int(font[5])
    for index in 0..<tables {
      let record = 12 + 16 * index + 8
      let offset = font[record..<record + 4].reduce(0) { $0 << 8 | Int($1) }
      font.replaceSubrange(record..<record + 4, with: u32(offset + base))
    }
    var bytes = Array("ttcf".utf8) + u32(0x0001_0000) + u32(count)
    for _ in 0..<count { bytes += u32(base) }
    return Data(bytes + font)
  }

  @Test func aCollectionListingTooManyFontsIsRefusedByName() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-ttc-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    // The header is read whatever the file is called.
    try Self.collection(listing: 100_000).write(to: folder.appendingPathComponent("Huge.ttf"))
    try Self.collection(listing: 2).write(to: folder.appendingPathComponent("Pair.ttc"))
    var refused: [String] = []
    let files = FontCatalog.fontFiles(in: folder.path, refused: &refused)
    #expect(files.map { ($0 as NSString).lastPathComponent } == ["Pair.ttc"])
    #expect(refused.count == 1)
    #expect(refused.first?.contains("Huge.ttf is a font collection listing 100000 fonts, over the limit of 256") == true, "\(refused)")
    #expect(refused.first?.contains("SPECIMEN_MAX_FONT_FACES") == true)
    // The pair's two fonts join the library and draw by their family name.
    let library = FontLibrary(extraFontFolders: [folder])
    #expect(library.fontFiles.contains { $0.hasSuffix("Pair.ttc") } && !library.fontFiles.contains { $0.hasSuffix("Huge.ttf") })
    #expect(library.refusedFontFiles == refused)
  }

  @Test func shortAndUnreadableFilesAreLeftToFontconfig() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-ttc-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("ttcf".utf8).write(to: folder.appendingPathComponent("short.ttc"))
    #expect(AssetFiles.fontCollectionRefusal(folder.appendingPathComponent("short.ttc").path) == nil)
    #expect(AssetFiles.fontCollectionRefusal(folder.appendingPathComponent("missing.ttc").path) == nil)
    #expect(AssetFiles.fontCollectionRefusal("/usr/share/fonts/truetype/quicksand/Quicksand-Regular.ttf") == nil)
  }
}
