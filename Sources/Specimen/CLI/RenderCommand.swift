import Foundation

/// `specimen render`: sheets, cells and the manifest into a folder.
struct RenderCommand: CLICommand {
  static let help = """
    usage: specimen render [PATTERN…] [--out DIR] [--scale N] [--format png|svg|pdf] [--accessibility] [-j N] [--shard I/N] [--exact] [--wait SECONDS]

    Renders each entry's sheet (<out>/<Entry>.png), one PNG per cell (<out>/<Entry>/<cell>.png)
    and <out>/manifest.json.

    options:
      PATTERN        only entries or cells (Entry/cell) matching these globs, e.g. 'Toggle*'
      --out DIR      output folder (default: Previews)
      --scale N      device pixels per point: 1, 2 or 3 (default: 2)
      --format F     also write each sheet as svg or pdf (repeatable); png is always written
      --accessibility  also write <out>/<Entry>~accessibility.png: each cell beside its VoiceOver
                     elements in reading order, outlined and numbered, with label, traits and value
      -j N           render on N threads (default: 1)
      --shard I/N    render only part I of N (1-based), for splitting a run across machines
      --exact        PATTERNs are exact entry names or cell ids, not globs
    \(LockArguments.help)

    The folder is locked while the run writes it (.specimen.lock); the shards of one split share the lock.
    """

  let options: RenderOptions
  let out: URL
  /// The output folder as the user typed it, for messages.
  let outName: String
  let lock: LockArguments

  init(parsing parser: inout ArgumentParser) throws {
    var options = RenderOptions()
    outName = try parser.path("--out", "a folder", example: "Previews") ?? "Previews"
    out = URL(fileURLWithPath: outName)
    if let scale = try parser.value("--scale") {
      guard let value = Double(scale), [1, 2, 3].contains(value) else {
        throw UsageError(message: "--scale takes 1, 2 or 3, not '\(scale)'; e.g. --scale 2")
      }
      options.scale = CGFloat(value)
    }
    for format in try parser.values("--format") where format != "png" {
      guard let vector = VectorFormat(rawValue: format) else {
        throw UsageError(message: "--format takes png, svg or pdf, not '\(format)'; e.g. --format svg")
      }
      options.vectorFormats.insert(vector)
    }
    if let jobs = try parser.value("-j", "--jobs") {
      guard let n = Int(jobs), n >= 1, n <= 64 else { throw UsageError(message: "-j takes a thread count from 1 to 64, not '\(jobs)'; e.g. -j 2") }
      options.jobs = n
    }
    if let shard = try parser.value("--shard") {
      guard let value = Shard(shard) else { throw UsageError(message: "--shard takes I/N with 1 ≤ I ≤ N, not '\(shard)'; e.g. --shard 1/4") }
      options.shard = value
    }
    lock = try LockArguments(parsing: &parser)
    options.exactFilters = parser.flag("--exact")
    options.accessibilitySheets = parser.flag("--accessibility")
    options.filters = try parser.patterns()
    self.options = options
  }

  func run(catalog: [CatalogEntry], output: CLIOutput) -> Int32 {
    guard let held = lock.lock(out, mode: options.shard == nil ? .exclusive : .shared, command: "render", output: output) else { return 2 }
    defer { held.release() }
    let start = Date()
    let renderer = CatalogRenderer(outputFolder: out, options: options)
    let result = renderer.run(catalog) { line in
      let elapsed = Date().timeIntervalSince(start)
      if elapsed > 1 { output.out(String(format: "%@ (%.1f s)", line, elapsed)) }
    }
    for warning in result.warnings { output.err("warning: \(warning)") }
    for error in result.errors { output.err("error: \(error)") }
    let seconds = Date().timeIntervalSince(start)
    output.out(String(format: "rendered %d cells and %d sheets into %@ in %.2f s", result.cellCount,
                      result.manifest.entries.filter { $0.sheet != nil }.count, outName, seconds))
    if result.cellCount == 0, !options.filters.isEmpty, options.shard == nil || !renderer.selectsAnyCell(catalog) {
      output.err("no cell matches \(options.filters); see 'specimen list' for the names")
      return 1
    }
    return result.errors.isEmpty ? 0 : 1
  }
}
