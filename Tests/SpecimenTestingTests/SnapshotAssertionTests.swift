import Foundation
import Specimen
import SpecimenDiff
import SpecimenTesting
import SpecimenUI
import Testing

/// A small view with a parameterised colour, so a test can change it.
struct Pill: View {
  var color: Color = .blue
  var body: some View {
    Text("Snapshot").font(.system(size: 15, weight: .semibold)).foregroundColor(.white)
      .padding(.horizontal, 16).padding(.vertical, 8)
      .background(Capsule().fill(color))
  }
}

@Suite struct SnapshotAssertionTests {
  /// The committed golden `__Snapshots__/SnapshotAssertionTests/pill.png` matches.
  @Test func committedGoldenMatches() {
    expectSnapshot(of: Pill(), named: "pill")
  }

  /// A test file path inside a fresh temporary folder, so goldens land there.
  func temporaryTestFile() -> (folder: URL, file: String) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-snap-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return (folder, folder.appendingPathComponent("ProbeTests.swift").path)
  }

  func failure(_ view: some View, _ record: RecordMode, _ file: String) -> String? {
    snapshotFailure(of: view, named: "probe", proposal: .unspecified, scale: 2, threshold: 0.1,
                    tolerance: Tolerance(), record: record, filePath: file)
  }

  @Test func goldenGoesBesideTheTestFile() {
    let location = SnapshotLocation(filePath: "/src/Tests/AppTests/ButtonTests.swift", name: "delete button",
                                    environment: ["SPECIMEN_ARTIFACTS": "/ci/artifacts"])
    #expect(location.golden.path == "/src/Tests/AppTests/__Snapshots__/ButtonTests/delete-button~\(String(location.golden.lastPathComponent.split(separator: "~")[1]))")
    #expect(location.golden.lastPathComponent.hasPrefix("delete-button~") && location.golden.pathExtension == "png")
    #expect(location.artifacts.path == "/ci/artifacts/ButtonTests")
  }

  @Test func missingRecordsAndFailsThenPasses() throws {
    let (folder, file) = temporaryTestFile()
    defer { try? FileManager.default.removeItem(at: folder) }
    let golden = folder.appendingPathComponent("__Snapshots__/ProbeTests/probe.png")
    let never = try #require(failure(Pill(), .never, file))
    #expect(never.contains("No snapshot 'probe' at \(golden.path)"))
    #expect(!FileManager.default.fileExists(atPath: golden.path))
    let recorded = try #require(failure(Pill(), .missing, file), "recording fails the run")
    #expect(recorded.hasPrefix("Recorded a new snapshot 'probe' at \(golden.path)"))
    _ = try RGBAImage(contentsOfPNGFile: golden.path)
    #expect(FileManager.default.fileExists(atPath: golden.deletingPathExtension().appendingPathExtension("json").path))
    #expect(failure(Pill(), .never, file) == nil)
    #expect(failure(Pill(), .all, file) == nil, "a matching golden is not rewritten, so nothing fails")
  }

  @Test func mismatchNamesTheChangeAndTheArtifacts() throws {
    let (folder, file) = temporaryTestFile()
    defer { try? FileManager.default.removeItem(at: folder) }
    _ = failure(Pill(color: .blue), .missing, file)
    let message = try #require(failure(Pill(color: .green), .never, file))
    #expect(message.hasPrefix("Snapshot 'probe' does not match:"))
    #expect(message.contains("Capsule fill blue → green"))
    for kind in ["reference", "actual", "diff"] {
      let line = try #require(message.split(separator: "\n").first { $0.hasPrefix("\(kind): ") })
      let path = String(line.dropFirst(kind.count + 2))
      #expect(path.hasSuffix("ProbeTests/probe.\(kind).png"))
      _ = try RGBAImage(contentsOfPNGFile: path)
    }
    // failed mode records over it (and still fails once); then it passes.
    #expect(try #require(failure(Pill(color: .green), .failed, file)).hasPrefix("Recorded over a failing snapshot"))
    #expect(failure(Pill(color: .green), .never, file) == nil)
  }
}
