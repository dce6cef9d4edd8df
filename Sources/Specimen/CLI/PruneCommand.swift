import Foundation

/// `specimen prune`: lists and removes goldens whose cell is no longer in the catalog.
struct PruneCommand: CLICommand {
  static let help = """
    usage: specimen prune [--goldens DIR] [--dry-run]

    Removes orphaned goldens: cell PNGs and their .json snapshots whose cell no longer exists,
    folders and sheets of entries that no longer exist, and temporary files of interrupted
    writes. The manifest loses the removed records.

    options:
      --goldens DIR   the goldens folder (default: Previews)
      --dry-run       only list what would be removed
    """

  let goldens: URL
  let dryRun: Bool

  init(parsing parser: inout ArgumentParser) throws {
    goldens = URL(fileURLWithPath: try parser.value("--goldens") ?? "Previews")
    dryRun = parser.flag("--dry-run")
    let extra = parser.positionals()
    guard extra.isEmpty else {
      throw UsageError(message: "prune takes no patterns (it always checks the whole catalog), got \(extra); e.g. specimen prune --dry-run")
    }
  }

  func run(catalog: [CatalogEntry], output: CLIOutput) -> Int32 {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: goldens.path, isDirectory: &isFolder), isFolder.boolValue else {
      output.err("specimen prune: no goldens folder at \(goldens.path); name it with --goldens DIR")
      return 2
    }
    let pruner = Pruner(goldens: goldens)
    if dryRun {
      let orphans = pruner.orphans(catalog)
      for path in orphans { output.out("would remove \(path)") }
      output.out("\(orphans.count) orphaned files in \(goldens.path) (dry run; nothing removed)")
      return 0
    }
    do {
      let removed = try pruner.prune(catalog)
      for path in removed { output.out("removed \(path)") }
      output.out("removed \(removed.count) orphaned files from \(goldens.path)")
      return 0
    } catch {
      output.err("specimen prune: \(error)")
      return 1
    }
  }
}
