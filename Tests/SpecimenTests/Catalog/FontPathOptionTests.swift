import Foundation
@testable import Specimen
import Testing

/// `--font-path PATH`: a folder of fonts added before the font library is built, on any command.
@Suite struct FontPathOptionTests {
  @Test func folderPathsAreRemovedAndAdded() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-fonts-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    var added: [String] = []
    var arguments = ["verify", "--font-path", folder.path, "--goldens", "g", "--font-path=\(folder.path)"]
    try FontPathOption.extract(&arguments) { added.append($0.path); return true }
    #expect(arguments == ["verify", "--goldens", "g"])
    #expect(added == [folder.path, folder.path])
  }

  @Test func badFoldersAreUsageErrors() throws {
    func message(_ arguments: [String], added: Bool = true) -> String? {
      var arguments = arguments
      do { try FontPathOption.extract(&arguments) { _ in added } } catch let error as UsageError { return error.message } catch { return "\(error)" }
      return nil
    }
    #expect(message(["render", "--font-path"]) == "--font-path takes a folder; e.g. --font-path ~/Fonts/Apple")
    #expect(message(["render", "--font-path="]) == "--font-path takes a folder; e.g. --font-path ~/Fonts/Apple")
    #expect(message(["render", "--font-path", "no/such/fonts"]) == "--font-path no/such/fonts: no such folder; give a folder holding .ttf/.otf files")
    let tmp = FileManager.default.temporaryDirectory.path
    #expect(message(["render", "--font-path", tmp], added: false)
      == "--font-path \(tmp): fonts were already loaded in this process; set SPECIMEN_FONT_PATH before it starts instead")
  }

  @Test func theCLIReportsAMissingFolder() {
    let errors = AssetsOptionTests.Lines()
    let output = CLIOutput(out: { _ in }, err: { errors.add($0) })
    #expect(SpecimenCLI.run(catalog: [], arguments: ["list", "--font-path", "no/such/fonts"], output: output) == 2)
    #expect(errors.all.last?.hasPrefix("specimen list: --font-path no/such/fonts: no such folder") == true)
  }
}
