import Foundation
import SpecimenDiff
import SpecimenUI

/// Compares one view with a golden PNG file and records it as a record mode says: the engine
/// behind `SpecimenTesting.assertSnapshot`.
///
/// The golden's semantic snapshot lives beside it (`name.json`). On failure the reference,
/// actual and diff PNGs are written to the artifacts folder and named in the message.
public struct ViewSnapshot: Sendable {
  /// The golden PNG.
  public var golden: URL
  /// Where failure artifacts go.
  public var artifacts: URL
  public var options: VerifyOptions
  public var renderer: ViewRenderer

  public init(golden: URL, artifacts: URL, options: VerifyOptions = VerifyOptions(), renderer: ViewRenderer = ViewRenderer()) {
    self.golden = golden
    self.artifacts = artifacts
    self.options = options
    self.renderer = renderer
  }

  /// What one assertion found and did.
  public struct Outcome: Sendable {
    /// The comparison, before any recording.
    public var check: CellCheck
    /// Whether the golden was written.
    public var recorded: Bool
    /// The failure message for the test, or nil when the assertion passes.
    public var failure: String?
    /// Artifact files written (reference, actual, diff), absolute paths.
    public var artifactPaths: [String]
  }

  /// Renders `view` for `proposal`, compares it with the golden, records per `record`, and says whether the test fails.
  ///
  /// As STYLE.md §9 asks, recording fails the assertion too ("recorded; run again"), so a run
  /// that wrote goldens is never mistaken for a passing one.
  public func assert<V: View>(_ view: V, proposal: ProposedViewSize = .unspecified, environment: EnvironmentValues = EnvironmentValues(),
                              name: String, record: RecordMode) -> Outcome {
    var check = CellCheck(id: name, entry: "", goldenPath: golden.lastPathComponent, outcome: .renderFailed, message: "")
    let rendered: RenderedCell
    do {
      rendered = try RenderedCell(view, proposal: proposal, environment: environment, renderer: renderer)
    } catch {
      return Outcome(check: check, recorded: false, failure: "Snapshot '\(name)' could not be rendered: \(error)", artifactPaths: [])
    }
    let snapshotURL = golden.deletingPathExtension().appendingPathExtension("json")
    if let data = try? RegularFile.read(golden.path) {
      check.goldenPNG = data
      Verifier.judge(rendered, golden: data, options: options, into: &check,
                     goldenSnapshot: { try? SemanticNode.read(from: snapshotURL) },
                     goldenAccessibility: { AccessibilitySnapshot.read(from: snapshotURL) },
                     recordAgain: "\(RecordMode.environmentVariable)=failed (or the assertion's record: .failed)")
    } else {
      check.outcome = .missingGolden
      check.message = "no golden at \(golden.path)"
    }
    if check.outcome.passes {
      return Outcome(check: check, recorded: false, failure: nil, artifactPaths: [])
    }
    if record.writes(check.outcome) {
      do {
        try AtomicFile.write(try rendered.snapshot.jsonData(), to: snapshotURL)
        try AtomicFile.write(rendered.png, to: golden)
        let what = check.outcome == .missingGolden ? "Recorded a new snapshot" : "Recorded over a failing snapshot (\(check.message))"
        return Outcome(check: check, recorded: true,
                       failure: "\(what) '\(name)' at \(golden.path). Run the test again to verify it; CI runs with \(RecordMode.environmentVariable)=never.",
                       artifactPaths: [])
      } catch {
        return Outcome(check: check, recorded: false, failure: "Snapshot '\(name)': could not record \(golden.path): \(error)", artifactPaths: [])
      }
    }
    var lines: [String] = []
    if check.outcome == .missingGolden {
      lines.append("No snapshot '\(name)' at \(golden.path); record it with \(RecordMode.environmentVariable)=missing (or all).")
    } else {
      lines.append("Snapshot '\(name)' does not match: \(check.message).")
      if check.environmentChanged { lines.append("Environment changed: the golden was rendered with other libraries, fonts or options.") }
      lines += check.semanticChanges.map { "  " + $0 }
      lines.append("Accept it with \(RecordMode.environmentVariable)=failed.")
    }
    var paths: [String] = []
    let stem = artifacts.appendingPathComponent(golden.deletingPathExtension().lastPathComponent)
    func save(_ data: Data?, _ suffix: String) {
      guard let data else { return }
      let url = URL(fileURLWithPath: stem.path + ".\(suffix).png")
      if (try? AtomicFile.write(data, to: url)) != nil {
        paths.append(url.path)
        lines.append("\(suffix): \(url.path)")
      }
    }
    save(check.goldenPNG, "reference")
    save(rendered.png, "actual")
    if case .different(let result)? = check.verdict, let diff = result.diffImage { save((try? diff.pngData()).map { Data($0) }, "diff") }
    return Outcome(check: check, recorded: false, failure: lines.joined(separator: "\n"), artifactPaths: paths)
  }
}
