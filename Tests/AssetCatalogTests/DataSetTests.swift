import Foundation
@testable import SpecimenUI
import Testing

/// `NSDataAsset` reads data sets from asset catalogs, as design systems keep fonts and fixtures there.
@Suite struct DataSetTests {
  /// A bundle folder holding `Media.xcassets` with a namespaced `Fonts/Brand` data set (a real font
  /// file), a `Fixtures/Menu` JSON data set, and data sets whose file is missing or outside the set.
  static func bundle() throws -> (Bundle, URL) {
    let manager = FileManager.default
    let root = manager.temporaryDirectory.appendingPathComponent("specimen-datasets-\(UUID().uuidString)/Brand_Brand.resources")
    let catalog = root.appendingPathComponent("Media.xcassets")
    func write(_ json: String, to folder: URL) throws {
      try manager.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data(json.utf8).write(to: folder.appendingPathComponent("Contents.json"))
    }
    try write(#"{"info":{"author":"xcode","version":1}}"#, to: catalog)
    try write(#"{"properties":{"provides-namespace":true}}"#, to: catalog.appendingPathComponent("Fonts"))
    let font = catalog.appendingPathComponent("Fonts/Brand.dataset")
    try write(#"{"data":[{"filename":"Brand.ttf","idiom":"universal","universal-type-identifier":"public.truetype-ttf-font"}]}"#, to: font)
    try manager.copyItem(atPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans-ExtraLight.ttf", toPath: font.appendingPathComponent("Brand.ttf").path)
    let menu = catalog.appendingPathComponent("Menu.dataset")
    try write(#"{"data":[{"filename":"gone.json","idiom":"universal"},{"filename":"menu.json","idiom":"universal"}]}"#, to: menu)
    try Data(#"{"items":["Espresso","Latte"]}"#.utf8).write(to: menu.appendingPathComponent("menu.json"))
    try write(#"{"data":[{"filename":"../Menu.dataset/menu.json","idiom":"universal"}]}"#, to: catalog.appendingPathComponent("Escape.dataset"))
    return (try #require(Bundle(path: root.path)), root.deletingLastPathComponent())
  }

  @Test func aDataSetGivesItsBytesAndType() throws {
    let (bundle, folder) = try Self.bundle()
    defer { try? FileManager.default.removeItem(at: folder) }
    let menu = try #require(NSDataAsset(name: "Menu", bundle: bundle))
    #expect(String(decoding: menu.data, as: UTF8.self) == #"{"items":["Espresso","Latte"]}"#)
    #expect(menu.typeIdentifier == "public.data" && menu.name == "Menu")

    // The pattern design systems use to register a font kept in a catalog.
    let asset = try #require(NSDataAsset(name: "Fonts/Brand", bundle: bundle))
    #expect(asset.typeIdentifier == "public.truetype-ttf-font")
    let provider = try #require(CGDataProvider(data: asset.data as NSData))
    let font = try #require(CGFont(provider))
    #expect(font.postScriptName as String? == "DejaVuSans-ExtraLight")
    #expect(CTFontManagerRegisterGraphicsFont(font, nil))
  }

  /// Runs `body` in a resolve pass of its own and returns its result and the issues it reported.
  static func collect<T>(_ body: () -> T) -> (T, [ResolveIssue]) {
    let sink = ResolveIssueSink()
    let value = ResolveIssues.$sink.withValue(sink) { body() }
    return (value, sink.issues)
  }

  @Test func missingOrEscapingDataSetsAreNil() throws {
    let (bundle, folder) = try Self.bundle()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (missing, issues) = Self.collect { NSDataAsset(name: "Brand", bundle: bundle) }
    #expect(missing == nil)
    #expect(issues.contains { $0.message.contains("no data set named \"Brand\"") }, "\(issues)")
    let (escaping, escapeIssues) = Self.collect { NSDataAsset(name: "Escape", bundle: bundle) }
    #expect(escaping == nil)
    #expect(escapeIssues.contains { $0.message.contains("Escape.dataset names no readable file") }, "\(escapeIssues)")
  }
}
