// SpecimenTesting: snapshot assertions for XCTest and Swift Testing.
//
// Input: a view, a name and the test file's path. Output: a failing assertion (with the
// reference, actual and diff PNG paths) or none. Goldens live beside the test file in
// `__Snapshots__/<TestFile>/<name>.png`, with the semantic snapshot in `<name>.json`.
// Recording is driven by the `SPECIMEN_RECORD` environment variable (all, missing, failed,
// never; default missing), and recording fails the assertion so a run that wrote goldens is
// never mistaken for a passing one.
import Foundation
import Specimen
import SpecimenDiff
import SpecimenUI

/// Where a test's goldens and failure artifacts go, following the snapshot-testing convention.
public struct SnapshotLocation: Sendable, Equatable {
  /// The golden PNG: `<test file folder>/__Snapshots__/<TestFile>/<name>.png`.
  public let golden: URL
  /// The folder failure artifacts go to: `$SPECIMEN_ARTIFACTS/<TestFile>` or `<tmp>/specimen-artifacts/<TestFile>`.
  public let artifacts: URL

  /// The location for snapshot `name` of the test file at `filePath`.
  public init(filePath: String, name: String, environment: [String: String] = ProcessInfo.processInfo.environment) {
    let file = URL(fileURLWithPath: filePath)
    let testFile = file.deletingPathExtension().lastPathComponent
    golden = file.deletingLastPathComponent()
      .appendingPathComponent("__Snapshots__").appendingPathComponent(testFile)
      .appendingPathComponent(FileNames.safe(name) + ".png")
    let root = environment["SPECIMEN_ARTIFACTS"].map { URL(fileURLWithPath: $0) }
      ?? FileManager.default.temporaryDirectory.appendingPathComponent("specimen-artifacts")
    artifacts = root.appendingPathComponent(testFile)
  }
}

/// The shared engine of `assertSnapshot` and `expectSnapshot`: the failure message, or nil when the snapshot matches. A
/// threshold or tolerance outside its range fails the assertion before anything is rendered: pixelmatch compares a
/// colour distance with 35215 × threshold², so a NaN threshold would count no pixel as different and pass any image.
public func snapshotFailure<V: View>(
  of view: V, named name: String, proposal: ProposedViewSize, scale: CGFloat, threshold: Double,
  tolerance: Tolerance, record: RecordMode?, filePath: String
) -> String? {
  let mode: RecordMode
  do {
    mode = try record ?? RecordMode.fromEnvironment() ?? .missing
  } catch {
    return "\(error)"
  }
  let thresholdProblem = (0...1).contains(threshold) ? nil
    : "threshold: \(NumberText.describe(threshold)) is not a threshold from 0 to 1 (0.1 is pixelmatch's default; 0 counts every change)"
  if let problem = thresholdProblem ?? tolerance.validationError.map({ "tolerance: " + $0 }) {
    return "Snapshot '\(name)' was not compared: \(problem). Give the assertion a threshold and a tolerance in their ranges."
  }
  let location = SnapshotLocation(filePath: filePath, name: name)
  var options = VerifyOptions()
  options.diff.threshold = threshold
  options.tolerance = tolerance
  let snapshot = ViewSnapshot(golden: location.golden, artifacts: location.artifacts, options: options,
                              renderer: ViewRenderer(scale: scale))
  return snapshot.assert(view, proposal: proposal, name: name, record: mode).failure
}
