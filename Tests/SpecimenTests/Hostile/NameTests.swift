import Foundation
import SpecimenUI
import Testing
@testable import Specimen

/// Names that would share a file are errors naming both; hostile names stay inside the folder
/// and show as text, never markup; exact ids select only themselves.
@Suite struct NameClashTests {
  static func swatch(_ name: String, axes: [StateAxis] = [.colorScheme]) -> CatalogEntry {
    CatalogEntry(name, axes: axes) { _ in Color.blue.frame(width: 8, height: 8) }
  }

  /// Renders `catalog` into a fresh folder; returns the folder and the run.
  func render(_ catalog: [CatalogEntry]) -> (TemporaryFolder, CatalogRenderer.RunResult) {
    let folder = TemporaryFolder("names")
    return (folder, CatalogRenderer(outputFolder: folder.url).run(catalog))
  }

  @Test(arguments: [("Button", "Button"), ("Button", "button"), ("Café", "Cafe\u{301}"), ("a/b", "a/b"), ("ÄB", "äb")])
  func entriesSharingAFileAreErrorsNamingBoth(_ first: String, _ second: String) {
    let (folder, result) = render([NameClashTests.swatch(first), NameClashTests.swatch("Keep"), NameClashTests.swatch(second)])
    #expect(result.errors.count == 1, "\(result.errors)")
    let message = result.errors.first ?? ""
    #expect(message.contains("'\(first)'") && message.contains(second == first ? "named '\(first)'" : "'\(second)'"), "\(message)")
    #expect(message.contains("distinct name") || message.contains("rename one"))
    #expect(result.manifest.entries.map(\.name) == ["Keep"], "the other entries still render")
    #expect(folder.files().filter { $0.hasSuffix(".png") }.sorted() == ["Keep.png", "Keep/colorScheme-dark.png", "Keep/colorScheme-light.png"])
  }

  @Test(arguments: [["big", "big"], ["Big", "big"], ["a b", "a b"], ["x", "y", "x"]])
  func axisValuesSharingAFileAreErrorsNamingBoth(_ labels: [String]) {
    let axis = StateAxis("label", labels.map { label in AxisValue(label) { $0.label = label } })
    let (_, result) = render([NameClashTests.swatch("Labels", axes: [axis]), NameClashTests.swatch("Keep")])
    #expect(result.errors.count == 1, "\(result.errors)")
    let message = result.errors.first ?? ""
    #expect(message.hasPrefix("Labels: axis 'label' has"), "\(message)")
    #expect(message.contains("distinct name") || message.contains("rename one"))
    #expect(result.manifest.entries.map(\.name) == ["Keep"])
  }

  @Test func verifyAndRecordReportClashesToo() {
    let catalog = [NameClashTests.swatch("Twin"), NameClashTests.swatch("Twin")]
    let folder = TemporaryFolder("names-record")
    let record = runCLI(catalog, ["record", "--goldens", folder.url.path, "--no-artifacts"])
    #expect(record.status == 1)
    #expect(record.err.contains("two catalog entries are named 'Twin' (entries 1 and 2)"))
    #expect(folder.files().isEmpty, "neither twin overwrote the other")
  }

  @Test func exactIdsSelectOnlyThemselves() throws {
    let catalog = [NameClashTests.swatch("Btn*"), NameClashTests.swatch("BtnPrimary"), NameClashTests.swatch("Btn?[x]")]
    let folder = TemporaryFolder("names-exact")
    let exact = runCLI(catalog, ["record", "--exact", "Btn*/colorScheme-dark", "Btn?[x]", "--goldens", folder.url.path, "--no-artifacts"])
    #expect(exact.status == 0)
    #expect(exact.out.contains("recorded Btn*/colorScheme-dark (new)"))
    #expect(exact.out.contains("recorded Btn?[x]/colorScheme-light (new)"))
    #expect(!exact.out.contains("BtnPrimary"), "an exact id never matches a sibling")
    #expect(exact.out.contains("3 cells checked, 3 written"))
    // --ids-from reads exact ids from a file, one a line.
    try Data("BtnPrimary/colorScheme-light\n\n".utf8).write(to: folder.path("ids.txt"))
    let fromFile = runCLI(catalog, ["record", "--ids-from", folder.path("ids.txt").path, "--goldens", folder.path("g2").path, "--no-artifacts"])
    #expect(fromFile.status == 0)
    #expect(fromFile.out.contains("1 cells checked, 1 written"))
    // A glob still works without --exact.
    let glob = runCLI(catalog, ["render", "Btn*", "--out", folder.path("g3").path])
    #expect(glob.out.contains("rendered 6 cells"))
    #expect(HTMLReport.script.contains("' --exact '"), "the report's accept command passes exact ids")
  }

  @Test(arguments: ["/nonexistent/ids.txt", "", "EMPTY", "DIR"])
  func idsFromFileProblemsAreUsageErrors(_ path: String) throws {
    let folder = TemporaryFolder("names-ids")
    var file = path
    if path == "EMPTY" {
      file = folder.path("empty.txt").path
      try Data("\n \n".utf8).write(to: URL(fileURLWithPath: file))
    } else if path == "DIR" {
      file = folder.url.path
    }
    let result = runCLI([NameClashTests.swatch("A")], ["record", "--ids-from", file, "--goldens", folder.path("g").path])
    #expect(result.status == 2)
    #expect(result.err.contains("--ids-from"))
    #expect(!FileManager.default.fileExists(atPath: folder.path("g").path))
  }
}

/// Hostile entry and axis names, rendered for real: every file stays inside the output folder,
/// the README shows names as text, and the manifest reads back.
@Suite struct HostileNameTests {
  static let names: [String] = [
    "../escape", "../../etc/passwd", "/absolute", "a/b/c", "..", ".", ".hidden", "~", "-leading-dash", "--out",
    "<script>alert(1)</script>", "\"><img src=x onerror=alert(1)>", "' onmouseover='x", "a&amp;b", "[link](http://x)", "**bold**",
    "# heading", "`code`", "| table |", "line\nbreak", "tab\there", "NUL\u{0}byte", "bell\u{7}", "esc\u{1b}[31m",
    String(repeating: "L", count: 300), String(repeating: "é", count: 200), "Кнопка", "按钮", "زر", "🚀 Launch", "e\u{301}",
    "Btn*", "Btn?", "Btn[ab]", "Btn\\x", "$(rm -rf ~)", "`id`", "; ls", "CON", "nul.txt", "a:b", "trailing.", "trailing ",
  ]

  @Test(arguments: HostileNameTests.names)
  func hostileNameStaysInsideAndShowsAsText(_ name: String) throws {
    let outer = TemporaryFolder("hostile-name")
    let out = outer.path("out")
    let catalog = [
      CatalogEntry(name, axes: [.labels([name, "plain"], name: name)]) { _ in Color.green.frame(width: 6, height: 6) },
      NameClashTests.swatch("Neighbour"),
    ]
    let result = CatalogRenderer(outputFolder: out).run(catalog)
    #expect(result.errors.isEmpty, "\(result.errors)")
    #expect(outer.files().allSatisfy { $0.hasPrefix("out/") }, "\(outer.files())")
    #expect(outer.files().filter { $0.hasSuffix(".png") }.count == 6, "two sheets, four cells: \(outer.files())")
    let manifest = try Manifest.read(from: out.appendingPathComponent("manifest.json"))
    #expect(manifest.entries.map(\.name) == [name, "Neighbour"])
    let readme = try String(contentsOf: out.appendingPathComponent("README.md"), encoding: .utf8)
    #expect(!readme.contains("<script"), "raw markup in README.md")
    #expect(!readme.contains("onerror=alert(1)>"), "raw markup in README.md")
    #expect(readme.components(separatedBy: "<img ").count == 3, "one image per sheet")
    for line in readme.split(separator: "\n") where line.hasPrefix("<a href=") {
      #expect(line.hasSuffix("\"></a>"), "the alt attribute stays closed: \(line)")
    }
  }
}
