import Foundation

/// `specimen record`: writes the goldens a record mode selects, atomically and without churn.
struct RecordCommand: CLICommand {
  static let help = """
    usage: specimen record [PATTERN…] [--record=all|missing|failed|never] [--goldens DIR] [--wait SECONDS] [verify's options]

    Compares like 'specimen verify', then writes the goldens the mode selects (PNG and semantic
    snapshot, each atomically), the affected sheets and the manifest. A golden that is identical
    or within the tolerance is never rewritten.

    modes (--record, else the SPECIMEN_RECORD environment variable, else all):
      all       write missing goldens and goldens that fail
      missing   write only goldens that do not exist yet
      failed    write only existing goldens that fail
      never     write nothing; fail like verify (what CI uses)

    Exit status: 0 when every selected cell now has a passing golden, 1 when failures remain
    (the mode did not write them), 2 on usage or setup errors. Accepts verify's tolerance,
    -j, --exact, --ids-from, --artifacts, --report and --junit options.

    The goldens folder is locked while the run writes it (.specimen.lock); a second writer fails
    at once (exit 2, naming the running process) unless it waits:
    \(LockArguments.help)
    """

  let arguments: ComparisonArguments
  let mode: RecordMode
  let lock: LockArguments

  init(parsing parser: inout ArgumentParser) throws {
    let flag = try parser.value("--record")
    lock = try LockArguments(parsing: &parser)  // before the shared options, which take the positionals
    arguments = try ComparisonArguments(parsing: &parser)
    if let flag {
      guard let mode = RecordMode(rawValue: flag) else {
        throw UsageError(message: "--record takes all, missing, failed or never, not '\(flag)'; e.g. --record=failed")
      }
      self.mode = mode
    } else {
      do {
        mode = try RecordMode.fromEnvironment() ?? .all
      } catch {
        throw UsageError(message: "\(error)")
      }
    }
  }

  func run(catalog: [CatalogEntry], output: CLIOutput) -> Int32 {
    guard let verifier = arguments.verifier(command: "record", output: output, mustExist: false) else { return 2 }
    guard let held = lock.lock(arguments.goldens, command: "record", output: output) else { return 2 }
    defer { held.release() }
    let start = Date()
    let result = Recorder(verifier: verifier, mode: mode).run(catalog)
    let seconds = Date().timeIntervalSince(start)
    if result.run.checks.isEmpty, !arguments.options.filters.isEmpty {
      output.err("specimen record: no cell matches \(arguments.options.filters); see 'specimen list' for the names")
      return 2
    }
    for error in result.errors { output.err("error: \(error)") }
    let byID = Dictionary(result.run.checks.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
    for id in result.written {
      let why = byID[id].map { $0.outcome == .missingGolden ? "new" : "was \($0.outcome.rawValue): \($0.message)" } ?? ""
      output.out("recorded \(id) (\(why))")
    }
    for sheet in result.sheets { output.out("recorded sheet \(sheet)") }
    var remaining = result.run
    remaining.checks = result.unresolved
    arguments.printChecks(remaining, output: output)
    if !result.unresolved.isEmpty {
      let modes = Set(result.unresolved.map { $0.outcome == .missingGolden ? "missing" : "failed" }).sorted()
      output.out("\(result.unresolved.count) cells still fail under --record=\(mode.rawValue); accept them with --record=\(modes.count > 1 ? "all" : modes[0])")
      var unresolvedRun = result.run
      unresolvedRun.checks = result.run.checks.filter { check in result.unresolved.contains { $0.id == check.id } }
      _ = arguments.writeReports(unresolvedRun, catalog: catalog, seconds: seconds, output: output)
    }
    let updated = result.run.checks.filter(\.snapshotUpdated).count
    if updated > 0 {
      output.out("added VoiceOver element lists to \(updated) golden snapshots recorded before Specimen wrote them (their PNGs are unchanged)")
    }
    output.out(String(format: "record (%@): %d cells checked, %d written, %d unchanged, %d still failing in %.2f s",
                      mode.rawValue, result.run.checks.count, result.written.count,
                      result.run.checks.count - result.written.count - result.unresolved.count, result.unresolved.count, seconds))
    return result.unresolved.isEmpty && result.errors.isEmpty ? 0 : 1
  }
}
