import Foundation
import SpecimenUI
import Testing
@testable import Specimen

private func entry(_ axes: [StateAxis], arrangement: SheetArrangement = .automatic, reduction: AxisReduction = .full) -> CatalogEntry {
  CatalogEntry("Probe", axes: axes, arrangement: arrangement, reduction: reduction) { _ in Color.red.frame(width: 10, height: 10) }
}

@Suite struct AxisTests {
  @Test func productOfAxesInRowMajorOrder() {
    let cells = entry([.isPressed, .isEnabled, .role]).cells
    #expect(cells.count == 12)
    #expect(cells.first?.name == "isPressed-false.isEnabled-true.role-none")
    #expect(cells.last?.name == "isPressed-true.isEnabled-false.role-cancel")
    #expect(Set(cells.map(\.name)).count == 12)
  }

  @Test func axesSetStatesAndEnvironment() throws {
    let cells = entry([.isPressed, .colorScheme, .role]).cells
    let cell = try #require(cells.first { $0.name == "isPressed-true.colorScheme-dark.role-destructive" })
    #expect(cell.state.environment.isPressed)
    #expect(cell.state.environment.colorScheme == .dark)
    #expect(cell.state.role == .destructive)
    #expect(cell.state["colorScheme"] == "dark")
  }

  @Test func automaticArrangementNestsExtraAxesAsGroups() throws {
    let e = entry([.colorScheme, .role, .interaction])
    let layout = e.layout
    #expect(layout.columns == [2] && layout.rows == [1] && layout.groups == [0])
    let cell = try #require(e.cells.first { $0.state["colorScheme"] == "dark" && $0.state["role"] == "cancel" && $0.state["state"] == "pressed" })
    #expect(cell.position == GridPosition(group: 1, row: 2, column: 1))
  }

  @Test func explicitArrangementPutsSeveralAxesInColumns() throws {
    let e = entry([.isPressed, .isEnabled, .role], arrangement: SheetArrangement(rows: ["role"], columns: ["isPressed", "isEnabled"]))
    let cell = try #require(e.cells.first { $0.name == "isPressed-true.isEnabled-false.role-cancel" })
    #expect(cell.position == GridPosition(group: 0, row: 2, column: 3))
    #expect(e.layout.groups.isEmpty)
  }

  @Test func problemsNameTheAxisAndTheFix() {
    let twice = entry([.isPressed, .isPressed])
    #expect(twice.problems == ["Probe: axis 'isPressed' appears twice; give each axis a distinct name"])
    let unknown = entry([.isPressed], arrangement: SheetArrangement(rows: ["role"], columns: ["isPressed"]))
    #expect(unknown.problems.count == 1)
    #expect(unknown.problems.first?.contains("'role'") == true)
  }

  @Test func allPairsCoversEveryPairWithFewerCells() {
    let counts = [3, 3, 3, 3]
    let full = AxisReduction.full.combinations(counts: counts)
    let pairs = AxisReduction.allPairs.combinations(counts: counts)
    #expect(full.count == 81)
    #expect(pairs.count < 20)
    for a in 0..<4 {
      for b in (a + 1)..<4 {
        for va in 0..<3 {
          for vb in 0..<3 { #expect(pairs.contains { $0[a] == va && $0[b] == vb }, "pair \(a)=\(va), \(b)=\(vb)") }
        }
      }
    }
    #expect(AxisReduction.allPairs.combinations(counts: counts) == pairs)
  }

  @Test func labelAndValueAxes() {
    let labels = StateAxis.labels(["OK", "Удалить"])
    #expect(labels.values.map(\.name) == ["1-OK", "2-Удалить"])
    let values = StateAxis.values([0, 0.5, nil])
    #expect(values.values.map(\.name) == ["0", "0.5", "indeterminate"])
  }
}

@Suite struct FileNameTests {
  @Test func hostileNamesBecomeSafeAndDistinct() {
    let hostile = ["../x", "a/b", "<script>", "..", ".hidden", "", String(repeating: "long", count: 100), "Удалить", "削除", "a b", "a-b"]
    let safe = hostile.map(FileNames.safe)
    for name in safe {
      #expect(!name.contains("/") && !name.hasPrefix(".") && !name.isEmpty && name != "..")
      #expect(name.utf8.count <= FileNames.maxLength)
      #expect(!name.contains("<") && !name.contains(">") && !name.contains(" "))
    }
    #expect(Set(safe).count == hostile.count)
    #expect(FileNames.safe("Удалить") == "Удалить")
    #expect(FileNames.safe("role-none.state-normal") == "role-none.state-normal")
    #expect(FileNames.safe("a/b") == FileNames.safe("a/b"))
  }

  /// Names that are already safe come back unchanged; one character more and they are rewritten and hashed.
  @Test(arguments: [
    ("state-normal", true), ("a.b_c-9", true), ("-lead", false), ("trail.", false), ("a--b", false),
    ("a b", false), ("é", true), (String(repeating: "x", count: FileNames.maxLength), true),
    (String(repeating: "x", count: FileNames.maxLength + 1), false),
  ])
  func safeNamesAreKeptAndOthersHashed(_ name: String, _ kept: Bool) {
    let safe = FileNames.safe(name)
    #expect((safe == name) == kept)
    if !kept { #expect(safe.contains("~")) }
  }
}

@Suite struct RenderRunTests {
  private func temporaryFolder() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("specimen-run-\(UUID().uuidString)")
  }

  @Test func shardsPartitionTheCellsExactly() {
    let catalog = [entry([.isPressed, .isEnabled, .role]), CatalogEntry("Other", axes: [.colorScheme, .role]) { _ in Color.blue }]
    var options = RenderOptions()
    let all = CatalogRenderer(outputFolder: temporaryFolder(), options: options).plannedCells(catalog).map(\.cell.id)
    var seen: [String] = []
    for i in 1...3 {
      options.shard = Shard("\(i)/3")
      seen += CatalogRenderer(outputFolder: temporaryFolder(), options: options).plannedCells(catalog).map(\.cell.id)
    }
    #expect(all.count == 18)
    #expect(seen.count == all.count)
    #expect(Set(seen) == Set(all))
    #expect(Shard("0/3") == nil && Shard("4/3") == nil && Shard("x") == nil)
  }

  @Test func filtersSelectEntriesOrCells() {
    var options = RenderOptions()
    options.filters = ["Probe/*role-destructive"]
    let cells = CatalogRenderer(outputFolder: temporaryFolder(), options: options).selectedCells(of: entry([.isPressed, .role]))
    #expect(cells.map(\.name) == ["isPressed-false.role-destructive", "isPressed-true.role-destructive"])
    #expect(Glob.matches("Toggle*", "ToggleStyle") && !Glob.matches("Toggle?", "ToggleStyle"))
  }

  @Test func manifestRecordsCellsFilesAndHashes() throws {
    let folder = temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = CatalogRenderer(outputFolder: folder).run([entry([.isPressed, .role])])
    #expect(result.errors.isEmpty)
    let manifest = try Manifest.read(from: folder.appendingPathComponent("manifest.json"))
    #expect(manifest == result.manifest)
    let record = try #require(manifest.entries.first)
    #expect(record.axes.map(\.name) == ["isPressed", "role"])
    #expect(record.rows == ["isPressed"] && record.columns == ["role"])
    #expect(record.cells.count == 6)
    let cell = try #require(record.cells.first { $0.name == "isPressed-true.role-cancel" })
    #expect(cell.values == ["isPressed": "true", "role": "cancel"])
    let file = try #require(cell.file)
    let data = try Data(contentsOf: folder.appendingPathComponent(file.path))
    #expect(file.sha256 == Checksum.sha256(data))
    #expect(file.sha256.count == 64)
    #expect(record.sheet?.path == "Probe.png")
  }

  @Test func sameOutputOnOneThreadOrTwo() throws {
    let one = temporaryFolder(), two = temporaryFolder()
    defer {
      try? FileManager.default.removeItem(at: one)
      try? FileManager.default.removeItem(at: two)
    }
    let catalog = [entry([.isPressed, .isEnabled, .role])]
    var options = RenderOptions()
    options.jobs = 2
    let a = CatalogRenderer(outputFolder: one).run(catalog)
    let b = CatalogRenderer(outputFolder: two, options: options).run(catalog)
    #expect(a.manifest == b.manifest)
  }

  @Test func unwritableFolderIsReportedNotCrashed() {
    let result = CatalogRenderer(outputFolder: URL(fileURLWithPath: "/proc/specimen-cannot-write")).run([entry([.isPressed])])
    #expect(!result.errors.isEmpty)
    #expect(result.errors.allSatisfy { $0.contains("specimen-cannot-write") })
  }
}

@Suite struct CLITests {
  final class Capture: @unchecked Sendable {
    var out: [String] = []
    var err: [String] = []
    var output: CLIOutput { CLIOutput(out: { self.out.append($0) }, err: { self.err.append($0) }) }
  }

  @Test func usageErrorsExitTwoAndSayWhatToType() {
    let capture = Capture()
    #expect(SpecimenCLI.run(catalog: [], arguments: ["rendr"], output: capture.output) == 2)
    #expect(capture.err.joined().contains("Did you mean 'render'?"))
    #expect(SpecimenCLI.run(catalog: [], arguments: ["render", "--scale", "5"], output: capture.output) == 2)
    #expect(capture.err.last?.contains("--scale takes 1, 2 or 3") == true)
    #expect(SpecimenCLI.run(catalog: [], arguments: ["render", "--shard", "3/2"], output: capture.output) == 2)
    #expect(SpecimenCLI.run(catalog: [], arguments: ["list", "--bogus"], output: capture.output) == 2)
    #expect(capture.err.last?.contains("unknown option '--bogus'") == true)
  }

  @Test func helpForEachCommand() {
    for command in ["list", "render", "layout"] {
      let capture = Capture()
      #expect(SpecimenCLI.run(catalog: [], arguments: [command, "--help"], output: capture.output) == 0)
      #expect(capture.out.joined().contains("usage: specimen \(command)"))
    }
  }

  @Test func layoutPrintsFramesOfACell() {
    let capture = Capture()
    let status = SpecimenCLI.run(catalog: [entry([.isPressed])], arguments: ["layout", "Probe/isPressed-true"], output: capture.output)
    #expect(status == 0)
    let json = capture.out.joined()
    #expect(json.contains("\"frame\"") && json.contains("10.00"))
  }
}

@Suite struct ControlDefaultTests {
  private struct Probe: ButtonStyle {
    @Environment(\.isEnabled) var isEnabled
    func makeBody(configuration: Configuration) -> some View { configuration.label.opacity(isEnabled ? 1 : 0.5) }
  }

  @Test func defaultAxesPerControl() {
    func names(_ kind: ControlKind) -> [String] { kind.defaultAxes.map(\.name) }
    #expect(names(.button) == ["isPressed", "isEnabled", "role"])
    #expect(names(.toggle) == ["isOn", "isPressed", "isEnabled"])
    #expect(names(.textField) == ["text", "isFocused", "isEnabled"])
    #expect(ControlKind.progressView.defaultAxes.first?.values.map(\.name) == ["0", "0.5", "1", "indeterminate"])
    #expect(names(.slider) == ["isEnabled", "value"] && names(.gauge) == ["isEnabled", "value"])
  }

  @Test func buttonStyleEntryCoversEveryButtonState() throws {
    let entry = CatalogEntry.buttonStyle("Probe", Probe(), adding: [.colorScheme])
    #expect(entry.cells.count == 2 * 2 * 2 * 3)
    #expect(entry.problems.isEmpty)
    let layout = entry.layout
    #expect(layout.rows.map { entry.axes[$0].name } == ["role"])
    #expect(layout.columns.map { entry.axes[$0].name } == ["isEnabled", "isPressed"])
    #expect(layout.groups.map { entry.axes[$0].name } == ["colorScheme"])
    let cell = try #require(entry.cells.first { $0.state["isPressed"] == "true" && $0.state["role"] == "destructive" })
    #expect(cell.state.environment.isPressed && cell.state.role == .destructive)
  }

  @Test func factoriesForOtherControls() {
    #expect(CatalogEntry.toggleStyle("T", .switch).cells.count == 8)
    #expect(CatalogEntry.textFieldStyle("F", .roundedBorder).cells.count == 8)
    #expect(CatalogEntry.progressViewStyle("P", .linear).cells.map { $0.state.value } == [0, 0.5, 1, nil])
    #expect(CatalogEntry("S", control: .slider) { state in Slider(value: .constant(state.value ?? 0)) }.cells.count == 6)
  }

  @Test func factoryCellsRender() throws {
    let entry = CatalogEntry.toggleStyle("T", .switch, cellWidth: 200)
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-defaults-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = CatalogRenderer(outputFolder: folder).run([entry])
    #expect(result.errors.isEmpty)
    #expect(result.cellCount == 8)
  }
}

@Suite struct ShardMergeTests {
  @Test func shardsMergeIntoTheWholeRunsManifest() throws {
    let catalog = [
      CatalogEntry("A", axes: [.isPressed, .role]) { _ in Color.red.frame(width: 10, height: 10) },
      CatalogEntry("B", axes: [.colorScheme]) { _ in Color.blue.frame(width: 10, height: 10) },
    ]
    let whole = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-whole-\(UUID().uuidString)")
    let sharded = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-shards-\(UUID().uuidString)")
    defer {
      try? FileManager.default.removeItem(at: whole)
      try? FileManager.default.removeItem(at: sharded)
    }
    let expected = CatalogRenderer(outputFolder: whole).run(catalog).manifest
    #expect(throws: ShardMerge.Failure.noShards(sharded.path)) { try ShardMerge.merge(in: sharded, catalog: catalog) }
    var options = RenderOptions()
    for i in 1...3 {
      options.shard = Shard("\(i)/3")
      _ = CatalogRenderer(outputFolder: sharded, options: options).run(catalog)
      if i == 2 {
        #expect(throws: ShardMerge.Failure.self) { try ShardMerge.merge(in: sharded, catalog: catalog) }
      }
    }
    let merged = try ShardMerge.merge(in: sharded, catalog: catalog)
    #expect(merged == expected)
    #expect(try Manifest.read(from: sharded.appendingPathComponent("manifest.json")) == expected)
    #expect(FileManager.default.fileExists(atPath: sharded.appendingPathComponent("README.md").path))
  }
}
