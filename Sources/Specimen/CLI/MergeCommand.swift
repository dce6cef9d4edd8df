import Foundation

/// `specimen merge [--out DIR]`: joins a sharded render's manifests into one.
struct MergeCommand: CLICommand {
  static let help = """
    usage: specimen merge [--out DIR]

    After every `specimen render --shard I/N --out DIR` has written into DIR (or its files were
    copied there), joins DIR/manifest.shard-*-of-N.json into DIR/manifest.json and writes
    DIR/README.md, as one whole run would have.

    options:
      --out DIR  the folder the shards rendered into (default: Previews)
    """

  let out: String

  init(parsing parser: inout ArgumentParser) throws {
    out = try parser.value("--out") ?? "Previews"
  }

  func run(catalog: [CatalogEntry], output: CLIOutput) -> Int32 {
    do {
      let manifest = try ShardMerge.merge(in: URL(fileURLWithPath: out), catalog: catalog)
      let cells = manifest.entries.reduce(0) { $0 + $1.cells.count }
      output.out("merged \(manifest.entries.count) entries, \(cells) cells into \(out)/manifest.json")
      return 0
    } catch {
      output.err("specimen merge: \(error)")
      return 1
    }
  }
}
