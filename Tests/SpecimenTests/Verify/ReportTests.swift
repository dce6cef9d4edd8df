import Foundation
import SpecimenDiff
import SpecimenUI
import Testing
@testable import Specimen

#if canImport(FoundationXML)
import FoundationXML
#endif

/// A verify run with three known failures, and what it writes for people and CI.
@Suite struct ReportTests {
  func failingRun() -> (TemporaryFolder, VerifyRun) {
    let folder = TemporaryFolder("report")
    recordGoldens(VerifyCatalog.entries(destructive: .red), into: folder.path("goldens"))
    let run = Verifier(goldens: folder.path("goldens")).run(VerifyCatalog.entries(destructive: .orange))
    return (folder, run)
  }

  @Test func artifactsHoldReferenceActualDiffAndAnOutlinedSheet() throws {
    let (folder, run) = failingRun()
    let index = Artifacts(folder: folder.path("artifacts")).write(run, catalog: VerifyCatalog.entries(destructive: .orange))
    #expect(index.errors.isEmpty)
    let files = try #require(index.cells["Capsule/role-destructive.state-normal"])
    #expect(files.reference == "Capsule/role-destructive.state-normal.reference.png")
    for path in [files.reference, files.actual, files.diff].compactMap({ $0 }) {
      _ = try RGBAImage(contentsOfPNGFile: folder.path("artifacts/\(path)").path)
    }
    let diff = try RGBAImage(contentsOfPNGFile: folder.path("artifacts/\(try #require(files.diff))").path)
    #expect(diff.pixels.chunks4.contains { $0 == [255, 0, 0, 255] }, "the diff image marks differences in red")
    // The outlined sheet: the same size as the golden sheet, with pure red where the outlines are.
    #expect(index.sheets == ["Capsule": "Capsule.failures.png"])
    let sheet = try RGBAImage(contentsOfPNGFile: folder.path("artifacts/Capsule.failures.png").path)
    let golden = try RGBAImage(contentsOfPNGFile: folder.path("goldens/Capsule.png").path)
    #expect(sheet.width == golden.width && sheet.height == golden.height)
    let red = sheet.pixels.chunks4.filter { $0 == [255, 0, 0, 255] }.count
    #expect(red > 1000, "three outlined boxes (\(red) red pixels)")
    // Only the destructive row is outlined: the top half of the grid (none, then destructive rows) splits at its middle.
    let rows = (0..<sheet.height).filter { y in (0..<sheet.width).contains { x in sheet.pixel(x: x, y: y) == RGBAColor(255, 0, 0) } }
    let first = try #require(rows.first), last = try #require(rows.last)
    #expect(first > sheet.height / 3 && last < sheet.height * 5 / 6, "outlines span rows \(first)…\(last) of \(sheet.height)")
  }

  @Test func junitHasOneTestcasePerCellAndFailuresWithTheVerdict() throws {
    let (_, run) = failingRun()
    let xml = JUnitReport.xml(run)
    let document = try XMLDocument(xmlString: xml)
    let cases = try document.nodes(forXPath: "//testcase")
    #expect(cases.count == 11)
    let failures = try document.nodes(forXPath: "//testcase/failure")
    #expect(failures.count == 3)
    let message = try #require((failures.first as? XMLElement)?.attribute(forName: "message")?.stringValue)
    #expect(message.contains("pixels differ"))
    #expect(try #require(failures.first?.stringValue).contains("Capsule stroke red → orange"))
  }

  @Test func htmlReportHasFailuresViewsSheetsAndTheRecordCommand() throws {
    let (folder, run) = failingRun()
    let out = ReportTests.browserReportFolder ?? folder.path("report")
    try? FileManager.default.removeItem(at: out)
    let catalog = VerifyCatalog.entries(destructive: .orange)
    let audit = Auditor().run(catalog)
    let url = try HTMLReport(folder: out, recordCommand: ["specimen", "record", "--goldens", "Previews"])
      .write(run, catalog: catalog, goldens: folder.path("goldens"), audit: audit)
    let html = try String(contentsOf: url, encoding: .utf8)
    // The Accessibility section: one article per finding, each with its cell image and one outline.
    #expect(!audit.findings.isEmpty)
    #expect(html.components(separatedBy: "<article class=\"finding ").count - 1 == audit.findings.count)
    #expect(html.components(separatedBy: "<div class=\"outline\"").count - 1 == audit.findings.count)
    #expect(html.contains("data-cell=\"Capsule/role-none.state-normal\" data-kind=\"contrast\""))
    #expect(html.components(separatedBy: "<article class=\"failure\"").count - 1 == 3)
    for view in ["view-side", "view-slider", "view-onion", "view-diff"] { #expect(html.contains(view)) }
    #expect(html.contains("Capsule stroke red → orange"))
    #expect(html.contains("data-record-prefix=\"specimen record --goldens Previews\""))
    #expect(html.contains("images/Capsule.failures.png") && html.contains("images/sheets/Badge.png"))
    // Every image the page names exists beside it.
    let sources = html.components(separatedBy: "src=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
    #expect(sources.count >= 3 * 7 + 2 + audit.findings.count)
    for source in sources { #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent(source).path), "\(source)") }
  }

  /// Where the browser check of `make test` finds the report (written by the test above).
  static var browserReportFolder: URL? {
    ProcessInfo.processInfo.environment["SPECIMEN_REPORT_TEST_DIR"].map { URL(fileURLWithPath: $0) }
  }
}

@Suite struct DiffCommandTests {
  @Test func countsPixelsAndPrintsJSON() throws {
    let folder = TemporaryFolder("diff")
    let a = RGBAImage(width: 4, height: 3, filledWith: RGBAColor(255, 255, 255))
    let b = a.setting(x: 1, y: 1, to: RGBAColor(0, 0, 0))
    try a.writePNG(toFile: folder.path("a.png").path)
    try b.writePNG(toFile: folder.path("b.png").path)
    let plain = runCLI([], ["diff", folder.path("a.png").path, folder.path("b.png").path, "--out", folder.path("d.png").path])
    #expect(plain.status == 1)
    #expect(plain.out.hasPrefix("1 differing pixels"))
    let diff = try RGBAImage(contentsOfPNGFile: folder.path("d.png").path)
    #expect(diff.pixel(x: 1, y: 1) == RGBAColor(255, 0, 0))
    let json = runCLI([], ["diff", folder.path("a.png").path, folder.path("b.png").path, "--json", "--max-diff-pixels", "1"])
    #expect(json.status == 0)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])
    #expect(object["differingPixels"] as? Int == 1)
    #expect(object["totalPixels"] as? Int == 12)
    #expect(object["width"] as? Int == 4 && object["height"] as? Int == 3)
    #expect(runCLI([], ["diff", folder.path("a.png").path]).status == 2)
    #expect(runCLI([], ["diff", folder.path("a.png").path, folder.path("missing.png").path]).status == 2)
  }
}

extension Array where Element == UInt8 {
  /// The bytes in groups of four (one RGBA pixel each).
  var chunks4: [[UInt8]] { stride(from: 0, to: count - 3, by: 4).map { Array(self[$0..<($0 + 4)]) } }
}
