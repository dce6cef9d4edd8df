import Foundation
import SpecimenDiff

/// `specimen verify`: renders cells in memory and compares them with the goldens.
struct VerifyCommand: CLICommand {
  static let help = """
    usage: specimen verify [PATTERN…] [--goldens DIR] [--threshold T] [--include-aa] [--max-diff-pixels N]
                           [--max-diff-ratio R] [--window N:MAX] [-j N] [--artifacts DIR | --no-artifacts]
                           [--report DIR] [--junit FILE] [--shard I/N] [--audit [--audit-baseline FILE]]

    Renders every selected cell and compares it with its golden <goldens>/<Entry>/<cell>.png.
    Identical bytes pass at once; otherwise the pixelmatch-compatible diff counts differing pixels.
    Exit status: 0 when every cell passes, 1 when any fails, 2 on usage or setup errors.

    options:
      PATTERN              only entries or cells (Entry/cell) matching these globs
      --exact              PATTERNs are exact entry names or cell ids, not globs ('Btn*/x' selects only itself)
      --ids-from FILE      also select the entry names or cell ids in FILE, one a line (- reads standard input); implies --exact
      --goldens DIR        the goldens folder (default: Previews)
      --threshold T        per-pixel colour threshold, 0…1 (default: 0.1, pixelmatch's)
      --include-aa         count anti-aliased pixels as differences
      --max-diff-pixels N  accept up to N differing pixels per cell (default: 0)
      --max-diff-ratio R   accept up to this fraction (0…1) of differing pixels per cell
      --window N:MAX       also fail when more than MAX differing pixels lie in one N×N window
      -j N                 render on N threads (default: 1)
      --artifacts DIR      write reference/actual/diff PNGs and outlined sheets of failures here
                           (default: \(Artifacts.defaultFolder))
      --no-artifacts       write no failure artifacts
      --report DIR         write an HTML review page (DIR/index.html) with its images
      --junit FILE         write JUnit XML, one testcase per cell
      --shard I/N          verify only part I of N (1-based), the same cells `render --shard I/N` renders;
                           a part with no cells passes (more shards than cells)
      --audit              also run 'specimen audit' on the same cells; a finding not in the baseline fails the run
      --audit-baseline F   the audit baseline (default: \(AuditCommand.defaultBaseline) when it exists)
    """

  let arguments: ComparisonArguments
  var audit = false
  var auditBaseline: String?

  init(parsing parser: inout ArgumentParser) throws {
    let shard = try parser.value("--shard")  // before the shared options, whose positionals would take its value
    audit = parser.flag("--audit")
    auditBaseline = try parser.path("--audit-baseline", "a file", example: "audit-baseline.json")
    if auditBaseline != nil, !audit { throw UsageError(message: "--audit-baseline needs --audit") }
    var arguments = try ComparisonArguments(parsing: &parser)
    if let shard {
      guard let value = Shard(shard) else { throw UsageError(message: "--shard takes I/N with 1 ≤ I ≤ N, not '\(shard)'; e.g. --shard 1/4") }
      arguments.options.shard = value
    }
    self.arguments = arguments
  }

  func run(catalog: [CatalogEntry], output: CLIOutput) -> Int32 {
    guard let verifier = arguments.verifier(command: "verify", output: output) else { return 2 }
    let start = Date()
    var accepted: AuditReport?
    if audit {
      let path = auditBaseline ?? AuditCommand.defaultBaseline
      if FileManager.default.fileExists(atPath: path) {
        do { accepted = try AuditReport.read(from: URL(fileURLWithPath: path)) } catch {
          output.err("specimen verify: \(error)")
          return 2
        }
      } else if auditBaseline != nil {
        output.err("specimen verify: no audit baseline at \(path); write one with 'specimen audit --update-baseline --baseline \(path)'")
        return 2
      }
    }
    let run = verifier.run(catalog)
    let seconds = Date().timeIntervalSince(start)
    if run.checks.isEmpty, !arguments.options.filters.isEmpty, !selectsAnyCell(catalog) {
      output.err("specimen verify: no cell matches \(arguments.options.filters); see 'specimen list' for the names")
      return 2
    }
    arguments.printChecks(run, output: output)
    var auditPassed = true
    var auditRun: AuditRun?
    if audit {
      let found = Auditor(options: verifier.renderOptions).run(catalog)
      auditRun = found
      for error in found.errors where !run.errors.contains(error) { output.err("error: audit: \(error)") }
      let new = found.report.newFindings(against: accepted)
      for finding in new { output.out("\(finding.kind.severity): \(finding.line)") }
      output.out("audited \(found.cells) cells: \(found.findings.count) findings, \(new.count) new")
      auditPassed = new.isEmpty && found.errors.allSatisfy { run.errors.contains($0) }
    }
    let wrote = arguments.writeReports(run, catalog: catalog, seconds: seconds, output: output,
                                       audit: auditRun.map { ($0, verifier.renderOptions) })
    let part = arguments.options.shard.map { " (shard \($0))" } ?? ""
    output.out(String(format: "verified %d cells%@: %d passed, %d failed in %.2f s",
                      run.checks.count, part, run.checks.count - run.failures.count, run.failures.count, seconds))
    if !wrote { return 2 }
    return run.passed && auditPassed ? 0 : 1
  }

  /// Whether the patterns select a cell of the whole catalog: with `--shard` a part may be empty
  /// although the patterns are fine, which is not a mistake.
  private func selectsAnyCell(_ catalog: [CatalogEntry]) -> Bool {
    guard arguments.options.shard != nil else { return false }
    var selection = RenderOptions()
    selection.filters = arguments.options.filters
    selection.exactFilters = arguments.options.exactFilters
    return CatalogRenderer(outputFolder: URL(fileURLWithPath: "."), options: selection).selectsAnyCell(catalog)
  }
}

/// The options `verify` and `record` share, and what they do with a run.
struct ComparisonArguments {
  var options = VerifyOptions()
  var goldens: URL
  var goldensArgument: String?
  var artifacts: URL?
  var report: URL?
  var junit: URL?
  /// The options that change what fails, to repeat in a record command.
  var toleranceWords: [String] = []

  init(parsing parser: inout ArgumentParser) throws {
    goldensArgument = try parser.path("--goldens", "a folder", example: "Previews")
    goldens = URL(fileURLWithPath: goldensArgument ?? "Previews")
    if let text = try parser.value("--threshold") {
      guard let t = Double(text), (0...1).contains(t) else {
        throw UsageError(message: "--threshold takes a number from 0 to 1, not '\(text)'; e.g. --threshold 0.1")
      }
      options.diff.threshold = t
      toleranceWords += ["--threshold", text]
    }
    if parser.flag("--include-aa") {
      options.diff.includeAA = true
      toleranceWords.append("--include-aa")
    }
    if let text = try parser.value("--max-diff-pixels") {
      guard let n = Int(text), n >= 0 else {
        throw UsageError(message: "--max-diff-pixels takes a whole number ≥ 0, not '\(text)'; e.g. --max-diff-pixels 10")
      }
      options.tolerance.maxDiffPixels = n
      toleranceWords += ["--max-diff-pixels", text]
    }
    if let text = try parser.value("--max-diff-ratio") {
      guard let r = Double(text), (0...1).contains(r) else {
        throw UsageError(message: "--max-diff-ratio takes a fraction from 0 to 1, not '\(text)'; e.g. --max-diff-ratio 0.001")
      }
      options.tolerance.maxDiffRatio = r
      toleranceWords += ["--max-diff-ratio", text]
    }
    if let text = try parser.value("--window") {
      let parts = text.split(separator: ":").map { Int($0) }
      guard parts.count == 2, let n = parts[0], let max = parts[1], n >= 1, max >= 0 else {
        throw UsageError(message: "--window takes N:MAX (window side and the most differing pixels allowed in it), not '\(text)'; e.g. --window 8:4")
      }
      options.tolerance.window = Tolerance.Window(size: n, maxDifferingPixels: max)
      toleranceWords += ["--window", text]
    }
    if let jobs = try parser.value("-j", "--jobs") {
      guard let n = Int(jobs), n >= 1, n <= 64 else { throw UsageError(message: "-j takes a thread count from 1 to 64, not '\(jobs)'; e.g. -j 2") }
      options.jobs = n
    }
    let noArtifacts = parser.flag("--no-artifacts")
    let artifactsPath = try parser.path("--artifacts", "a folder", example: ".build/specimen-artifacts")
    if noArtifacts, artifactsPath != nil {
      throw UsageError(message: "--artifacts and --no-artifacts contradict each other; give one")
    }
    artifacts = noArtifacts ? nil : URL(fileURLWithPath: artifactsPath ?? Artifacts.defaultFolder)
    report = try parser.path("--report", "a folder", example: "report").map { URL(fileURLWithPath: $0) }
    junit = try parser.path("--junit", "a file", example: "junit.xml").map { URL(fileURLWithPath: $0) }
    options.exactFilters = parser.flag("--exact")
    let idsFile = try parser.value("--ids-from")  // before the positionals, which would take its value
    options.filters = try parser.patterns()
    if let idsFile {
      options.filters += try ComparisonArguments.ids(from: idsFile)
      options.exactFilters = true
    }
  }

  /// The cell ids (or entry names) in `file`, one a line; blank lines are skipped.
  static func ids(from file: String) throws -> [String] {
    let data: Data
    if file == "-" {
      data = FileHandle.standardInput.readDataToEndOfFile()
    } else {
      guard FileKind(atPath: file) == .regular || FileKind(atPath: (file as NSString).resolvingSymlinksInPath) == .regular,
            let contents = FileManager.default.contents(atPath: file) else {
        throw UsageError(message: "--ids-from needs a readable file of cell ids, one a line (or - for standard input); cannot read '\(file)'")
      }
      data = contents
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw UsageError(message: "--ids-from \(file) is not UTF-8 text; write one cell id a line, e.g. Button/state-pressed")
    }
    let ids = text.split(whereSeparator: { $0 == "\n" || $0 == "\r\n" }).map(String.init).filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
    guard !ids.isEmpty else { throw UsageError(message: "--ids-from \(file) names no cell; write one cell id a line, e.g. Button/state-pressed") }
    return ids
  }

  /// The verifier, or nil (after printing why) when the goldens folder does not exist.
  func verifier(command: String, output: CLIOutput, mustExist: Bool = true) -> Verifier? {
    var isFolder: ObjCBool = false
    let exists = FileManager.default.fileExists(atPath: goldens.path, isDirectory: &isFolder)
    if mustExist, exists, !isFolder.boolValue {
      output.err("specimen \(command): the goldens folder \(goldens.path) is a file, not a folder; name the folder of goldens with --goldens DIR")
      return nil
    }
    if mustExist, !exists {
      output.err("specimen \(command): no goldens folder at \(goldens.path); render one with 'specimen record --record=all --goldens \(goldens.path)' or name it with --goldens DIR")
      return nil
    }
    return Verifier(goldens: goldens, options: options)
  }

  /// Prints one line per failing cell (with its semantic diff) and a note per passing cell whose environment changed.
  func printChecks(_ run: VerifyRun, output: CLIOutput) {
    for error in run.errors { output.err("error: \(error)") }
    for check in run.checks {
      if !check.outcome.passes {
        output.out(check.line)
        for change in check.semanticChanges { output.out("       \(change)") }
      } else if check.environmentChanged {
        output.out("note \(check.id): environment changed (other libraries, fonts or options than the golden); \(check.message)")
      }
    }
  }

  /// The `specimen record` words that accept cells under the same goldens and tolerance.
  var recordCommand: [String] {
    ["specimen", "record"] + (goldensArgument.map { ["--goldens", $0] } ?? []) + toleranceWords
  }

  /// Writes artifacts, the HTML report and JUnit XML as asked; false when one could not be written.
  func writeReports(_ run: VerifyRun, catalog: [CatalogEntry], seconds: Double, output: CLIOutput,
                    audit: (run: AuditRun, options: RenderOptions)? = nil) -> Bool {
    var ok = true
    if let artifacts, !run.failures.isEmpty {
      let index = Artifacts(folder: artifacts).write(run, catalog: catalog)
      for error in index.errors { output.err("error: artifacts: \(error)") }
      output.out("artifacts: \(artifacts.path) (reference, actual and diff PNGs per failing cell; outlined sheets)")
      ok = ok && index.errors.isEmpty
    }
    if let report {
      do {
        let url = try HTMLReport(folder: report, recordCommand: recordCommand)
          .write(run, catalog: catalog, goldens: goldens, audit: audit?.run, auditOptions: audit?.options ?? RenderOptions())
        output.out("report: \(url.path)")
      } catch {
        output.err("error: report: \(error)")
        ok = false
      }
    }
    if let junit {
      do {
        try AtomicFile.write(Data(JUnitReport.xml(run, seconds: seconds).utf8), to: junit)
        output.out("junit: \(junit.path)")
      } catch {
        output.err("error: junit: \(error)")
        ok = false
      }
    }
    return ok
  }
}
