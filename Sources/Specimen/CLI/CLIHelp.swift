import Foundation

/// The CLI's help texts and "did you mean" suggestions.
enum CLIHelp {
  static let overview = """
    usage: specimen <command> [options]

    Renders every state of the catalog's components to PNG.

    commands:
      list     list the catalog's entries and their cells
      render   render sheets, cells and the manifest into a folder
      layout   print the frames of one entry's cell as JSON
      verify   compare renders with the goldens (exit 1 on any failure)
      record   write the goldens a record mode selects (--record=all|missing|failed|never)
      prune    remove goldens whose cell no longer exists
      diff     count the differing pixels of two PNG files (pixelmatch-compatible)
      merge    join the manifests of a sharded render into one
      audit    check every cell for contrast, target size, truncation, clipping and labels (exit 1 on new findings)

    global options:
    \(AssetsOption.help)
    \(FontPathOption.help)

    Run 'specimen <command> --help' for a command's options.
    """

  /// The candidate closest to `word` by edit distance, when close enough to be a likely typo.
  static func closest(_ word: String, in candidates: [String]) -> String? {
    let scored = candidates.map { ($0, distance(Array(word), Array($0))) }.min { $0.1 < $1.1 }
    guard let (best, d) = scored, d <= max(2, best.count / 3) else { return nil }
    return best
  }

  static func distance(_ a: [Character], _ b: [Character]) -> Int {
    var previous = Array(0...b.count)
    for (i, ca) in a.enumerated() {
      var current = [i + 1]
      for (j, cb) in b.enumerated() {
        current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (ca == cb ? 0 : 1)))
      }
      previous = current
    }
    return previous[b.count]
  }
}
