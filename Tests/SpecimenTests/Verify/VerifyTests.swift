import Foundation
import SpecimenDiff
import SpecimenUI
import Testing
@testable import Specimen

@Suite struct VerifyTests {
  let destructiveCells: Set<String> = [
    "Capsule/role-destructive.state-normal", "Capsule/role-destructive.state-pressed", "Capsule/role-destructive.state-disabled",
  ]

  @Test func unchangedCatalogPassesByteForByte() {
    let folder = TemporaryFolder()
    let recorded = recordGoldens(VerifyCatalog.entries(), into: folder.url)
    #expect(recorded.written.count == 11)
    #expect(recorded.sheets.sorted() == ["Badge.png", "Capsule.png"])
    let run = Verifier(goldens: folder.url).run(VerifyCatalog.entries())
    #expect(run.checks.count == 11)
    #expect(run.checks.allSatisfy { $0.outcome == .identical && !$0.environmentChanged })
    #expect(run.passed)
  }

  @Test func changingOneColourFailsExactlyTheCellsThatUseItAndRevertingPasses() throws {
    let folder = TemporaryFolder()
    recordGoldens(VerifyCatalog.entries(destructive: .red), into: folder.url)
    let changed = Verifier(goldens: folder.url).run(VerifyCatalog.entries(destructive: .orange))
    #expect(Set(changed.failures.map(\.id)) == destructiveCells)
    for failure in changed.failures {
      #expect(failure.outcome == .failed)
      #expect(failure.semanticChanges.contains("Capsule stroke red → orange"), "\(failure.semanticChanges)")
      #expect(failure.message.contains("pixels differ"))
    }
    // Through the CLI: exit 1, one line per failing cell naming it, and the colour change in words.
    let cli = runCLI(VerifyCatalog.entries(destructive: .orange), ["verify", "--goldens", folder.url.path, "--no-artifacts"])
    #expect(cli.status == 1)
    #expect(cli.out.components(separatedBy: "\n").filter { $0.hasPrefix("FAIL ") }.count == 3)
    #expect(cli.out.contains("FAIL Capsule/role-destructive.state-normal:"))
    #expect(cli.out.contains("Capsule stroke red → orange"))
    // Reverting the colour passes again.
    let reverted = runCLI(VerifyCatalog.entries(destructive: .red), ["verify", "--goldens", folder.url.path])
    #expect(reverted.status == 0, "\(reverted.out)")
    #expect(reverted.out.contains("verified 11 cells: 11 passed, 0 failed"))
  }

  @Test func sizeChangeIsItsOwnVerdictWithTheWidthInWords() throws {
    let folder = TemporaryFolder()
    recordGoldens(VerifyCatalog.entries(badgeWidth: 80), into: folder.url)
    let run = Verifier(goldens: folder.url).run(VerifyCatalog.entries(badgeWidth: 84))
    #expect(Set(run.failures.map(\.id)) == ["Badge/colorScheme-light", "Badge/colorScheme-dark"])
    let failure = try #require(run.failures.first)
    #expect(failure.outcome == .sizeChanged)
    #expect(failure.message.contains("size changed"))
    #expect(failure.semanticChanges.contains("Capsule width 80 → 84"), "\(failure.semanticChanges)")
  }

  @Test func missingGoldenFailsWithTheRecordCommand() {
    let folder = TemporaryFolder()
    recordGoldens(VerifyCatalog.entries(), into: folder.url)
    try? FileManager.default.removeItem(at: folder.path("Badge/colorScheme-dark.png"))
    let cli = runCLI(VerifyCatalog.entries(), ["verify", "--goldens", folder.url.path, "--no-artifacts"])
    #expect(cli.status == 1)
    #expect(cli.out.contains("FAIL Badge/colorScheme-dark: no golden at"))
    #expect(cli.out.contains("run specimen record --record=missing"))
  }

  @Test func toleranceKnobsDecide() {
    let folder = TemporaryFolder()
    recordGoldens(VerifyCatalog.entries(destructive: .red), into: folder.url)
    var options = VerifyOptions()
    options.tolerance = Tolerance(maxDiffRatio: 0.5)
    let lenient = Verifier(goldens: folder.url, options: options).run(VerifyCatalog.entries(destructive: .orange))
    #expect(lenient.passed)
    #expect(lenient.checks.filter { $0.outcome == .withinTolerance }.count == 3)
    // The same change, judged by a density window: a stroke is a compact cluster, so it fails.
    options.tolerance = Tolerance(maxDiffRatio: 0.5, window: .init(size: 4, maxDifferingPixels: 3))
    let dense = Verifier(goldens: folder.url, options: options).run(VerifyCatalog.entries(destructive: .orange))
    #expect(dense.failures.count == 3)
    #expect(dense.failures.allSatisfy { $0.message.contains("4×4 window") })
  }

  @Test func environmentChangeIsReportedBesideThePixelVerdict() throws {
    let folder = TemporaryFolder()
    recordGoldens(VerifyCatalog.entries(), into: folder.url)
    // Re-encode one golden without the fingerprint chunk: same pixels, other environment.
    let path = folder.path("Badge/colorScheme-light.png")
    let image = try RGBAImage(contentsOfPNGFile: path.path)
    try image.writePNG(toFile: path.path)
    let run = Verifier(goldens: folder.url).run(VerifyCatalog.entries())
    let check = try #require(run.checks.first { $0.id == "Badge/colorScheme-light" })
    #expect(check.outcome == .identical)
    #expect(check.environmentChanged)
    #expect(run.passed)
    let cli = runCLI(VerifyCatalog.entries(), ["verify", "--goldens", folder.url.path])
    #expect(cli.out.contains("note Badge/colorScheme-light: environment changed"))
  }

  @Test func usageAndSetupErrorsExit2() {
    let folder = TemporaryFolder()
    #expect(runCLI(VerifyCatalog.entries(), ["verify", "--goldens", folder.path("nope").path]).status == 2)
    #expect(runCLI(VerifyCatalog.entries(), ["verify", "--goldens", folder.url.path, "--window", "8"]).status == 2)
    #expect(runCLI(VerifyCatalog.entries(), ["verify", "--goldens", folder.url.path, "--threshold", "2"]).status == 2)
    #expect(runCLI(VerifyCatalog.entries(), ["record", "--record=sometimes", "--goldens", folder.url.path]).status == 2)
    let unmatched = runCLI(VerifyCatalog.entries(), ["verify", "NoSuchEntry", "--goldens", folder.url.path])
    #expect(unmatched.status == 2)
    #expect(unmatched.err.contains("no cell matches [\"NoSuchEntry\"]"))
  }

  @Test func patternsSelectEntriesAndCells() {
    let folder = TemporaryFolder()
    recordGoldens(VerifyCatalog.entries(destructive: .red), into: folder.url)
    let badge = runCLI(VerifyCatalog.entries(destructive: .orange), ["verify", "Badge", "--goldens", folder.url.path])
    #expect(badge.status == 0)
    #expect(badge.out.contains("verified 2 cells: 2 passed"))
    let one = runCLI(VerifyCatalog.entries(destructive: .orange),
                     ["verify", "Capsule/*destructive.state-normal", "--goldens", folder.url.path, "--no-artifacts"])
    #expect(one.status == 1)
    #expect(one.out.contains("verified 1 cells: 0 passed, 1 failed"))
  }

  /// `verify --shard I/N` checks exactly the cells `render --shard I/N` renders; the parts cover every
  /// cell once, a failure shows only in its own part, and an empty part passes.
  @Test func shardsVerifyTheCellsRenderRendersThem() {
    let folder = TemporaryFolder()
    recordGoldens(VerifyCatalog.entries(destructive: .red), into: folder.url)
    let changed = VerifyCatalog.entries(destructive: .orange)
    var verified: [String] = []
    for i in 1...3 {
      let junit = folder.path("shard-\(i).xml")
      let result = runCLI(changed, ["verify", "--shard", "\(i)/3", "--goldens", folder.url.path, "--no-artifacts", "--junit", junit.path])
      var render = RenderOptions()
      render.shard = Shard("\(i)/3")
      let expected = CatalogRenderer(outputFolder: folder.url, options: render).plannedCells(changed).map(\.cell.id)
      let xml = (try? String(contentsOf: junit, encoding: .utf8)) ?? ""
      let ids = expected.filter { id in xml.contains("name=\"\(id.split(separator: "/").last ?? "")\"") }
      #expect(ids == expected && !expected.isEmpty, "shard \(i)/3's JUnit XML lists its render cells")
      #expect(result.out.contains("verified \(expected.count) cells (shard \(i)/3)"))
      #expect(result.status == (Set(expected).isDisjoint(with: destructiveCells) ? 0 : 1))
      verified += expected
    }
    #expect(verified.sorted() == changed.flatMap(\.cells).map(\.id).sorted())
    let empty = runCLI(changed, ["verify", "Badge/colorScheme-light", "--shard", "2/2", "--goldens", folder.url.path])
    #expect(empty.status == 0)
    #expect(empty.out.contains("verified 0 cells (shard 2/2): 0 passed, 0 failed"))
    let typo = runCLI(changed, ["verify", "Badgee", "--shard", "1/2", "--goldens", folder.url.path])
    #expect(typo.status == 2 && typo.err.contains("no cell matches [\"Badgee\"]"))
    #expect(runCLI(changed, ["verify", "--shard", "3/2", "--goldens", folder.url.path]).status == 2)
  }

  @Test func parallelVerifyGivesTheSameVerdicts() {
    let folder = TemporaryFolder()
    recordGoldens(VerifyCatalog.entries(destructive: .red), into: folder.url)
    var options = VerifyOptions()
    options.jobs = 2
    let run = Verifier(goldens: folder.url, options: options).run(VerifyCatalog.entries(destructive: .orange))
    #expect(run.checks.map(\.id) == VerifyCatalog.entries().flatMap(\.cells).map(\.id))
    #expect(Set(run.failures.map(\.id)) == destructiveCells)
  }
}

@Suite struct SemanticDiffTests {
  func node(_ type: String, _ frame: [Double], text: String? = nil, stroke: String? = nil, children: [SemanticNode] = []) throws -> SemanticNode {
    var object: [String: Any] = ["type": type, "frame": frame, "children": []]
    if let text { object["text"] = text }
    if let stroke { object["stroke"] = stroke }
    var n = try JSONDecoder().decode(SemanticNode.self, from: JSONSerialization.data(withJSONObject: object))
    n.children = children
    return n
  }

  @Test func describesWidthStrokeAndMoves() throws {
    let golden = try node("HStack", [0, 0, 200, 50], children: [
      node("Capsule", [0, 0, 120, 50], stroke: "yellow"), node("Text", [130, 10, 60, 20], text: "Delete"),
    ])
    let actual = try node("HStack", [0, 0, 200, 50], children: [
      node("Capsule", [0, 0, 124, 50], stroke: "red"), node("Text", [132, 10, 60, 20], text: "Delete"),
    ])
    let changes = SemanticDiff.changes(from: golden, to: actual)
    #expect(changes.contains("Capsule stroke yellow → red"))
    #expect(changes.contains("Capsule width 120 → 124"))
    #expect(changes.contains("text 'Delete' moved 2 pt right"))
    #expect(SemanticDiff.changes(from: golden, to: golden).isEmpty)
  }

  @Test func insertedViewReadsAsAddedNotAsShiftedSiblings() throws {
    let golden = try node("VStack", [0, 0, 100, 40], children: [node("Text", [0, 0, 50, 20], text: "A")])
    let actual = try node("VStack", [0, 0, 100, 40], children: [
      node("Text", [0, 0, 50, 20], text: "New"), node("Text", [0, 0, 50, 20], text: "A"),
    ])
    #expect(SemanticDiff.changes(from: golden, to: actual) == ["added text 'New'"])
  }

  @Test func coloursAreNamedFromThePaletteElseRGB() {
    #expect(ColorNames.name(RGBA(255, 59, 48)) == "red")
    #expect(ColorNames.name(RGBA(255, 69, 58)) == "red (dark)")
    #expect(ColorNames.name(RGBA(255, 204, 0, 0.5)) == "yellow at 50%")
    #expect(ColorNames.name(RGBA(1, 2, 3)) == "rgb(1,2,3)")
  }
}
