import Foundation
@testable import SpecimenUI
import Testing

/// Catalogs written to break a reader: each must be read without crashing, its faults named in `problems`.
@Suite struct HostileCatalogTests {
  func makeCatalog() throws -> URL {
    let root = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("specimen-hostile-\(UUID().uuidString)/Bad.xcassets")
    let fm = FileManager.default
    func write(_ path: String, _ text: String) throws {
      let url = root.appendingPathComponent(path)
      try fm.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    try write("Contents.json", #"{"info":{"version":1}}"#)
    try write("NotJSON.colorset/Contents.json", "{ colors: [")
    try write("Infinite.colorset/Contents.json", #"{"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"1e999","green":"0","blue":"0"}}}]}"#)
    try write("Space.colorset/Contents.json", #"{"colors":[{"idiom":"universal","color":{"color-space":"cmyk","components":{"red":"1","green":"0","blue":"0"}}}]}"#)
    try write("Escape.imageset/Contents.json", #"{"images":[{"idiom":"universal","filename":"../../../etc/passwd","scale":"1e999x"}]}"#)
    try write("Array.colorset/Contents.json", "[1, 2, 3]")
    try fm.createDirectory(at: root.appendingPathComponent("Loop"), withIntermediateDirectories: true)
    try fm.createSymbolicLink(at: root.appendingPathComponent("Loop/again"), withDestinationURL: root.appendingPathComponent("Loop"))
    try fm.createSymbolicLink(at: root.appendingPathComponent("Loop/twice"), withDestinationURL: root.appendingPathComponent("Loop"))
    return root
  }

  @Test func everyFaultIsAProblemAndNothingCrashes() throws {
    let url = try makeCatalog()
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    let catalog = AssetCatalog(url: url)
    #expect(catalog.problems == [
      "Array.colorset: Contents.json is not a JSON object; open and save it in Xcode to repair it",
      "Escape.imageset: filename ../../../etc/passwd leaves the set's folder; not read",
      "Escape.imageset: no image files; drop one into the set in Xcode",
      "Infinite.colorset: component \"red\" is 1e999, not a number (0.5), an integer 0–255 (128) or hex (0x80)",
      "NotJSON.colorset: Contents.json is not a JSON object; open and save it in Xcode to repair it",
      "Space.colorset: unknown color-space \"cmyk\"; Xcode writes srgb, extended-srgb, extended-linear-srgb, display-p3, "
        + "gray-gamma-22 or extended-gray",
    ])
    #expect(catalog.colors["Infinite"]?.rgba(for: AssetAppearance()) == nil)
  }

  @Test func environmentPathsAndRegisteredFoldersAreSearchedInOrder() throws {
    let fixtures = Fixture.catalogURL.deletingLastPathComponent()
    let library = AssetLibrary(environmentPaths: [fixtures], executableFolder: nil)
    #expect(library.catalogs(inBundleAt: nil).map(\.displayName) == ["Fixtures/Sample.xcassets"])
    #expect(library.color(named: "Brand", inBundleAt: nil)?.catalog.displayName == "Fixtures/Sample.xcassets")
    let empty = AssetLibrary(environmentPaths: [], executableFolder: nil)
    #expect(empty.color(named: "Brand", inBundleAt: nil) == nil)
    #expect(empty.missReport(for: "Brand", kind: "color", inBundleAt: nil) == "no asset catalogs to search; add the .xcassets as a "
      + "resource of your target (.process(\"Media.xcassets\")), pass --assets PATH, or set SPECIMEN_ASSET_PATH")
    empty.register(Fixture.catalogURL)
    #expect(empty.color(named: "Brand", inBundleAt: nil) != nil)
  }
}
