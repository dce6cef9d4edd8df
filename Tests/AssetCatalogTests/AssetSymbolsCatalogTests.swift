@testable import AssetSymbols
import Foundation
import SpecimenUI
import Testing

/// The asset-symbols generator finds a catalog's names without SpecimenUI (`AssetCatalogFiles`); it must list exactly
/// the colour and image names SpecimenUI's `AssetCatalog` indexes, so every generated member resolves when drawn.
@Suite struct AssetSymbolsCatalogTests {
  /// Writes `Contents.json` (or nothing) into `folder` under `root`.
  static func make(_ root: URL, _ folder: String, _ json: String?) throws {
    let url = root.appendingPathComponent(folder)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    if let json { try Data(json.utf8).write(to: url.appendingPathComponent("Contents.json")) }
  }

  @Test func theGeneratorListsTheNamesSpecimenUIIndexes() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("asset-symbols-\(UUID().uuidString)/Media.xcassets")
    defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
    let color = #"{"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"1.000","green":"0.000","blue":"0.000","alpha":"1.000"}}}]}"#
    try Self.make(root, "BrandPrimary.colorset", color)
    try Self.make(root, "Surface", #"{"properties":{"provides-namespace":true}}"#)
    try Self.make(root, "Surface/Card.colorset", color)
    try Self.make(root, "Plain", #"{"info":{"version":1}}"#)
    try Self.make(root, "Plain/Ink.colorset", color)
    try Self.make(root, "logo.imageset", #"{"images":[]}"#)
    try Self.make(root, "custom.star.symbolset", #"{"symbols":[]}"#)
    try Self.make(root, "Fixture.dataset", #"{"data":[]}"#)
    try Self.make(root, "AppIcon.appiconset", #"{"images":[]}"#)
    try Self.make(root, "Broken.colorset", "not json")
    try Self.make(root, "Empty.colorset", nil)

    let file = AssetSymbolsFile(catalog: root, bundle: .module)
    let catalog = AssetCatalog(url: root)
    #expect(file.colors == ["BrandPrimary", "Empty", "Ink", "Surface/Card"])
    #expect(file.images == ["custom.star", "logo"])
    #expect(Set(file.colors) == Set(catalog.colors.keys))
    #expect(Set(file.images) == Set(catalog.images.keys))
    // SpecimenUI still names the set it could not read, with the kind of set.
    #expect(catalog.problems.contains { $0.hasPrefix("Broken.colorset: Contents.json is not a JSON object") }, "\(catalog.problems)")
    #expect(catalog.dataSets.keys.sorted() == ["Fixture"])
  }
}
