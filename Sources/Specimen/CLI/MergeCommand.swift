import Foundation
import SpecimenDiff

/// `specimen merge [--out DIR]`: joins a sharded render's manifests into one.
struct MergeCommand: CLICommand {
  static let help = """
    usage: specimen merge [--out DIR] [--wait SECONDS]

    After every `specimen render --shard I/N --out DIR` has written into DIR (or its files were
    copied there), joins DIR/manifest.shard-*-of-N.json into DIR/manifest.json and writes
    DIR/README.md, as one whole run would have.

    The shard set must be whole and consistent: one split (the same N), every shard 1…N exactly
    once, rendered from the same catalog and patterns, with the same libraries, fonts and scale,
    and no cell recorded twice. Otherwise merge writes nothing and names what is missing or wrong.

    Exit status: 0 when merged, 1 when the merged files could not be written, 2 when the shard
    set is incomplete or inconsistent, another specimen is writing DIR, or on usage errors.

    options:
      --out DIR  the folder the shards rendered into (default: Previews)
    \(LockArguments.help)
    """

  let out: String
  let lock: LockArguments

  init(parsing parser: inout ArgumentParser) throws {
    out = try parser.path("--out", "a folder", example: "Previews") ?? "Previews"
    lock = try LockArguments(parsing: &parser)
    let extra = parser.positionals()
    guard extra.isEmpty else { throw UsageError(message: "merge takes no patterns, got \(extra); e.g. specimen merge --out Previews") }
  }

  func run(catalog: [CatalogEntry], output: CLIOutput) -> Int32 {
    let folder = URL(fileURLWithPath: out)
    guard FileKind(atPath: folder.resolvingSymlinksInPath().path) == .directory else {
      output.err("specimen merge: no folder at \(out); render the shards with --shard I/N --out \(out) first")
      return 2
    }
    guard let held = lock.lock(folder, command: "merge", output: output) else { return 2 }
    defer { held.release() }
    do {
      let manifest = try ShardMerge.merge(in: folder, catalog: catalog)
      let cells = manifest.entries.reduce(0) { $0 + $1.cells.count }
      output.out("merged \(manifest.entries.count) entries, \(cells) cells into \(out)/manifest.json")
      return 0
    } catch let failure as ShardMerge.Failure {
      output.err("specimen merge: \(failure)")
      return 2
    } catch {
      output.err("specimen merge: \(error)")
      return 1
    }
  }
}
