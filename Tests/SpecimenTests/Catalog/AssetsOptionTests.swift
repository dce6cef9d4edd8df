import Foundation
@testable import Specimen
import SpecimenUI
import Testing

@Suite struct AssetsOptionTests {
  final class Lines: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []
    func add(_ line: String) { lock.lock(); lines.append(line); lock.unlock() }
    var all: [String] { lock.lock(); defer { lock.unlock() }; return lines }
  }

  @Test func aMissingAssetsFolderIsAUsageError() {
    let err = Lines()
    let output = CLIOutput(out: { _ in }, err: { err.add($0) })
    #expect(SpecimenCLI.run(catalog: [], arguments: ["list", "--assets", "no/such/Media.xcassets"], output: output) == 2)
    #expect(err.all.last?.hasPrefix("specimen list: --assets no/such/Media.xcassets: no such folder; give a .xcassets folder") == true)
    #expect(SpecimenCLI.run(catalog: [], arguments: ["list", "--assets"], output: output) == 2)
    #expect(err.all.last?.contains("--assets takes a path") == true)
  }

  @Test func assetsPathsAreRemovedAndRegistered() throws {
    let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("specimen-assets-\(UUID().uuidString)")
    let catalog = folder.appendingPathComponent("Team.xcassets/Ink.colorset")
    try FileManager.default.createDirectory(at: catalog, withIntermediateDirectories: true)
    try Data(#"{"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"0x10","green":"0x20","blue":"0x30","alpha":"1.000"}}}]}"#.utf8)
      .write(to: catalog.appendingPathComponent("Contents.json"))
    defer { try? FileManager.default.removeItem(at: folder) }
    let library = AssetLibrary(environmentPaths: [], executableFolder: nil)
    var arguments = ["render", "--assets", folder.path, "--out", "x", "--assets=\(folder.path)"]
    try AssetsOption.extract(&arguments, into: library)
    #expect(arguments == ["render", "--out", "x"])
    let ink = try #require(library.color(named: "Ink", inBundleAt: nil))
    #expect(ink.asset.rgba(for: AssetAppearance()) == RGBA(16, 32, 48))
  }
}
