import Foundation

/// `specimen prune`: lists and removes goldens whose cell is no longer in the catalog.
struct PruneCommand: CLICommand {
  static let help = """
    usage: specimen prune [--goldens DIR] [--dry-run] [--wait SECONDS]

    Removes orphaned goldens: the cell PNGs, .json snapshots and sheets that DIR/manifest.json
    names but the catalog no longer produces, temporary files of interrupted writes, and entry
    folders left empty. The manifest loses the removed records.

    Prune removes only files Specimen wrote: it refuses a folder without a Specimen
    manifest.json, never follows a symbolic link, and leaves every file the manifest does not
    name alone. --dry-run lists exactly what a prune would remove.

    Exit status: 0 when done (or nothing to do), 1 when a file could not be removed,
    2 when DIR is not a goldens folder, another specimen is writing it, or on usage errors.

    options:
      --goldens DIR   the goldens folder (default: Previews)
      --dry-run       only list what would be removed
    \(LockArguments.help)
    """

  let goldens: URL
  let dryRun: Bool
  let lock: LockArguments

  init(parsing parser: inout ArgumentParser) throws {
    goldens = URL(fileURLWithPath: try parser.path("--goldens", "a folder", example: "Previews") ?? "Previews")
    dryRun = parser.flag("--dry-run")
    lock = try LockArguments(parsing: &parser)
    let extra = parser.positionals()
    guard extra.isEmpty else {
      throw UsageError(message: "prune takes no patterns (it always checks the whole catalog), got \(extra); e.g. specimen prune --dry-run")
    }
  }

  func run(catalog: [CatalogEntry], output: CLIOutput) -> Int32 {
    let pruner = Pruner(goldens: goldens)
    // Refuse a folder that is not Specimen's before locking (which would create a file in it).
    do {
      _ = try pruner.manifest()
    } catch {
      output.err("specimen prune: \(error)")
      return 2
    }
    guard let held = lock.lock(goldens, command: "prune", output: output) else { return 2 }
    defer { held.release() }
    do {
      let plan = dryRun ? try pruner.plan(catalog) : try pruner.prune(catalog)
      let verb = dryRun ? "would remove" : "removed"
      for path in plan.files { output.out("\(verb) \(path)") }
      for folder in plan.folders { output.out("\(verb) folder \(folder)/") }
      for skipped in plan.skipped { output.err("note: left alone \(skipped)") }
      output.out(dryRun ? "\(plan.files.count) orphaned files in \(goldens.path) (dry run; nothing removed)"
                        : "removed \(plan.files.count) orphaned files from \(goldens.path)")
      return 0
    } catch let refusal as Pruner.Refusal {
      output.err("specimen prune: \(refusal)")
      return 2
    } catch {
      output.err("specimen prune: \(error)")
      return 1
    }
  }
}
