import Foundation
import SpecimenDiff

/// `specimen diff A.png B.png`: the standalone pixelmatch-compatible diff of two PNG files.
struct DiffCommand: CLICommand {
  static let help = """
    usage: specimen diff A.png B.png [--threshold T] [--include-aa] [--alpha A] [--diff-mask] [--out DIFF.png] [--json]
                         [--max-diff-pixels N] [--max-diff-ratio R] [--window N:MAX]

    Prints the number of differing pixels between two PNG files, counted as pixelmatch 5.x/6.x does.
    Exit status: 0 when the difference is within the tolerance (default: no differing pixel),
    1 when it is not or the sizes differ, 2 on usage errors or unreadable files.

    options:
      --threshold T        per-pixel colour threshold, 0…1 (default: 0.1)
      --include-aa         count anti-aliased pixels as differences
      --alpha A            opacity of the unchanged image in the diff image, 0…1 (default: 0.1)
      --diff-mask          draw only the differences, on a transparent background
      --out DIFF.png       write the diff image (a regular file, replaced atomically; '-' or /dev/stdout
                           streams the PNG to standard output and prints the text to standard error)
      --json               print one JSON object (differingPixels, totalPixels, width, height, …)
      --max-diff-pixels N, --max-diff-ratio R, --window N:MAX   the tolerance, as for verify
    """

  var options = DiffOptions()
  var tolerance = Tolerance()
  let a: String
  let b: String
  let out: String?
  let json: Bool

  init(parsing parser: inout ArgumentParser) throws {
    if let text = try parser.value("--threshold") {
      guard let t = Double(text), (0...1).contains(t) else {
        throw UsageError(message: "--threshold takes a number from 0 to 1, not '\(text)'; e.g. --threshold 0.1")
      }
      options.threshold = t
    }
    if let text = try parser.value("--alpha") {
      guard let a = Double(text), (0...1).contains(a) else {
        throw UsageError(message: "--alpha takes a number from 0 to 1, not '\(text)'; e.g. --alpha 0.1")
      }
      options.alpha = a
    }
    options.includeAA = parser.flag("--include-aa")
    options.diffMask = parser.flag("--diff-mask")
    json = parser.flag("--json")
    out = try parser.path("--out", "a file (or - for standard output)", example: "diff.png")
    options.drawsDiffImage = out != nil
    if let text = try parser.value("--max-diff-pixels") {
      guard let n = Int(text), n >= 0 else { throw UsageError(message: "--max-diff-pixels takes a whole number ≥ 0, not '\(text)'") }
      tolerance.maxDiffPixels = n
    }
    if let text = try parser.value("--max-diff-ratio") {
      guard let r = Double(text), (0...1).contains(r) else { throw UsageError(message: "--max-diff-ratio takes a fraction from 0 to 1, not '\(text)'") }
      tolerance.maxDiffRatio = r
    }
    if let text = try parser.value("--window") {
      let parts = text.split(separator: ":").map { Int($0) }
      guard parts.count == 2, let n = parts[0], let max = parts[1], n >= 1, max >= 0 else {
        throw UsageError(message: "--window takes N:MAX, not '\(text)'; e.g. --window 8:4")
      }
      tolerance.window = Tolerance.Window(size: n, maxDifferingPixels: max)
    }
    let files = parser.positionals()
    guard files.count == 2 else {
      throw UsageError(message: "name two PNG files, e.g. specimen diff Previews/Button.png new/Button.png (got \(files.count))")
    }
    a = files[0]
    b = files[1]
    // Written after both are read, the diff image would replace the image it was made from.
    if let out, !StandardOutput.names(out), let input = [a, b].first(where: { Self.sameFile($0, out) }) {
      throw UsageError(message: "--out names \(input), one of the images compared; the diff image would replace it. "
        + "Write the diff image to another file, e.g. --out diff.png")
    }
  }

  /// Whether the image `input` (links followed) is the regular file `out` names (`out` itself, not a link: writing
  /// refuses links on its own).
  static func sameFile(_ input: String, _ out: String) -> Bool {
    var inputStat = stat(), outStat = stat()
    guard stat(input, &inputStat) == 0, lstat(out, &outStat) == 0 else { return false }
    return inputStat.st_dev == outStat.st_dev && inputStat.st_ino == outStat.st_ino
  }

  func run(catalog: [CatalogEntry], output: CLIOutput) -> Int32 {
    let verdict: DiffVerdict
    do {
      verdict = try pixelmatchPNGFiles(a, b, options: options)
    } catch {
      output.err("specimen diff: \(error)")
      return 2
    }
    if let out {
      let image: RGBAImage?
      switch verdict {
      case .different(let result): image = result.diffImage
      case .identical: image = (try? RGBAImage(contentsOfPNGFile: a))?.unchangedDiffImage(options: options)
      case .sizeChanged: image = nil
      }
      if let image {
        do {
          if StandardOutput.names(out) {
            try StandardOutput.write(Data(try image.pngData()))
          } else {
            try image.writePNG(toFile: out)
          }
        } catch {
          output.err("specimen diff: cannot write \(out): \(error)")
          return 2
        }
      } else {
        output.err("specimen diff: no diff image for images of different sizes; \(out) not written")
      }
    }
    // With the image on standard output, the text goes to standard error so the PNG stays whole.
    let say = out.map(StandardOutput.names) == true ? output.err : output.out
    if json {
      say(verdict.summary(tolerance: tolerance).jsonString())
    } else {
      switch verdict {
      case .sizeChanged: say(verdict.message)
      default: say("\(verdict.differingPixels ?? 0) differing pixels (\(verdict.message))")
      }
    }
    return verdict.passes(tolerance) ? 0 : 1
  }
}
