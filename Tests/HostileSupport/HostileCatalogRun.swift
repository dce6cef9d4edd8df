import Foundation
import Specimen
import SpecimenUI

/// One hostile input of a catalog run: the view, the outcome it must have (`renders`, `warns`,
/// `fails` or `missing`) and text its error or warnings must contain (empty: any).
public struct HostileCase: Sendable {
  public let name: String
  public let outcome: String
  public let says: String
  public let view: @Sendable () -> AnyView

  public init(name: String, outcome: String, says: String, view: @escaping @Sendable () -> AnyView) {
    (self.name, self.outcome, self.says, self.view) = (name, outcome, says, view)
  }
}

/// Renders hostile cases as the states of one catalog entry, two jobs at a time, as a user's run
/// would: each cell fails alone, and the run still writes the others and the manifest.
public enum HostileCatalogRun {
  /// Runs `cases` (the first named `control`) and returns every difference from what they expect, one line
  /// each (empty when all match), including a missing control PNG or manifest. With `HOSTILE_ACTUAL=<path>`
  /// the outcomes seen are written to `<path>.<fileSuffix>` (to refresh expectations by hand); with
  /// `HOSTILE_TRACE=1` each case is first rendered alone, its name and the CPU time its thread spent printed (to find one that traps, hangs or costs the most; CPU time, unlike wall time, does not grow with the machine's load).
  public static func problems(_ cases: [HostileCase], entry: String, fileSuffix: String) throws -> [String] {
    if ProcessInfo.processInfo.environment["HOSTILE_TRACE"] != nil { trace(cases) }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-hostile-\(fileSuffix)-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let axis = StateAxis("case", cases.map { c in AxisValue(c.name) { $0.label = c.name } })
    let catalog = [CatalogEntry(entry, axes: [axis]) { state in cases.first { $0.name == state.label }?.view() ?? AnyView(EmptyView()) }]
    var options = RenderOptions()
    options.jobs = 2
    let result = CatalogRenderer(outputFolder: folder, options: options).run(catalog)
    var seen: [String] = [], problems: [String] = []
    for c in cases {
      let id = "\(entry)/case-\(c.name)"
      let error = result.errors.first { $0.hasPrefix(id + ": ") }
      let warnings = result.warnings.filter { $0.hasPrefix(id + ": ") }
      let outcome = error != nil ? "fails" : !result.files.contains(id + ".png") ? "missing" : warnings.isEmpty ? "renders" : "warns"
      let detail = ([error].compactMap { $0 } + warnings).joined(separator: " | ")
      seen.append("\(c.name)\t\(outcome)\t\(detail)")
      if outcome != c.outcome { problems.append("\(c.name): expected \(c.outcome), got \(outcome): \(detail)") }
      if !c.says.isEmpty, !detail.contains(c.says) { problems.append("\(c.name): '\(detail)' does not mention '\(c.says)'") }
    }
    if let out = ProcessInfo.processInfo.environment["HOSTILE_ACTUAL"] {
      try seen.joined(separator: "\n").write(toFile: out + "." + fileSuffix, atomically: true, encoding: .utf8)
    }
    for file in ["\(entry)/case-control.png", "manifest.json"] where !result.files.contains(file) {
      problems.append("the run did not write \(file): \(result.files)")
    }
    return problems
  }

  private static func trace(_ cases: [HostileCase]) {
    for c in cases {
      FileHandle.standardError.write(Data("case \(c.name)\n".utf8))
      // On a thread with the renderer's stack, so the render stays on it (RenderStack) and its CPU clock counts it.
      let ms = onThread(stackBytes: ViewDepth.stackBytes) { () -> Int in
        var t0 = timespec(), t1 = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t0)
        _ = try? ViewRenderer(scale: 2).rasterize(c.view(), in: .unspecified)
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t1)
        return (t1.tv_sec - t0.tv_sec) * 1000 + (t1.tv_nsec - t0.tv_nsec) / 1_000_000
      }
      FileHandle.standardError.write(Data("  \(ms) cpu-ms \(c.name)\n".utf8))
    }
  }
}
