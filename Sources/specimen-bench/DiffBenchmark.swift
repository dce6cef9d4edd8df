import Foundation
import SpecimenDiff

/// `specimen-bench diff`: Specimen's pixelmatch-compatible diff on 1 MP and 4 MP pairs
/// (identical, 1 % of pixels changed, every pixel changed), in process, with the pairs
/// written as PNGs (`--out DIR`) so the peers compare the very same images.
enum DiffBenchmark: Benchmark {
  static let name = "diff"
  static let summary = "diff of 1 MP / 4 MP pairs: identical, 1% changed, all changed [--runs N] [--out DIR] [--json 1]"
  static let usage = "usage: specimen-bench diff [--runs N] [--out DIR] [--json 1]"

  /// One generated pair.
  struct Pair {
    let name: String
    let a: RGBAImage
    let b: RGBAImage
  }

  static func run(arguments: [String]) -> Int32 {
    guard let args = BenchArguments(arguments, accepted: ["--runs", "--out", "--json"], usage: usage) else { return 2 }
    let runs = args.int("--runs", 15)
    let folder = args.string("--out").map { URL(fileURLWithPath: $0) }
    if let folder { try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
    let json = args.string("--json") != nil
    if !json { print("      pair            pixels   differing   median ms   ms/MP") }
    for side in [1000, 2000] {
      for pair in pairs(side: side) {
        if let folder {
          do {
            try pair.a.writePNG(toFile: folder.appendingPathComponent("\(pair.name)-a.png").path)
            try pair.b.writePNG(toFile: folder.appendingPathComponent("\(pair.name)-b.png").path)
          } catch {
            FileHandle.standardError.write(Data("specimen-bench diff: \(error)\n".utf8))
            return 1
          }
        }
        var verdict = pixelmatch(pair.a, pair.b)
        let timing = Timing(runs: runs) { verdict = pixelmatch(pair.a, pair.b) }
        let megapixels = Double(side * side) / 1e6
        let count = verdict.differingPixels ?? -1
        if json {
          emitJSON(["bench": "diff", "pair": pair.name, "pixels": side * side, "differing": count,
                    "median_ms": timing.median * 1e3, "ms_per_mp": timing.median * 1e3 / megapixels])
        } else {
          print("\(pair.name.padding(toLength: 18, withPad: " ", startingAt: 0))\(column(Double(side * side), 0, width: 10))"
            + "\(column(Double(count), 0, width: 12))\(column(timing.median * 1e3, 3, width: 12))\(column(timing.median * 1e3 / megapixels, 3, width: 8))")
        }
      }
    }
    return 0
  }

  /// The three pairs at `side`×`side`: a UI-like base image against itself, with 1 % of pixels recoloured, and inverted.
  static func pairs(side: Int) -> [Pair] {
    let base = image(side: side) { x, y in
      // Light panels with darker bars and soft gradients, like a sheet of controls.
      let panel = (x / 50 + y / 40) % 3 == 0
      let bar = y % 40 < 6 && x % 200 < 150
      let r = bar ? 30 : (panel ? 242 : 255 - (x * 40 / side))
      let g = bar ? 120 : (panel ? 242 : 255 - (y * 40 / side))
      let b = bar ? 250 : 247
      return (UInt8(r), UInt8(g), UInt8(b), 255)
    }
    // 1 %: side/10 × side/10 squares' worth of pixels, as a band of 10-pixel blocks.
    var changed = base.pixels
    let blocks = side * side / 100 / 100
    for k in 0..<blocks {
      let x0 = (k * 37) % (side - 10), y0 = (k * 61) % (side - 10)
      for y in y0..<(y0 + 10) { for x in x0..<(x0 + 10) { let i = (y * side + x) * 4; changed[i] = 200; changed[i + 1] = 20; changed[i + 2] = 20 } }
    }
    var inverted = base.pixels
    for i in stride(from: 0, to: inverted.count, by: 4) {
      inverted[i] = 255 &- inverted[i]; inverted[i + 1] = 255 &- inverted[i + 1]; inverted[i + 2] = 255 &- inverted[i + 2]
    }
    let mp = "\(side * side / 1_000_000)MP"
    let copy = RGBAImage(width: side, height: side, pixels: base.pixels.map { $0 }) ?? base  // a separate buffer
    return [
      Pair(name: "\(mp)-identical", a: base, b: copy),
      Pair(name: "\(mp)-1pct", a: base, b: RGBAImage(width: side, height: side, pixels: changed) ?? base),
      Pair(name: "\(mp)-all", a: base, b: RGBAImage(width: side, height: side, pixels: inverted) ?? base),
    ]
  }

  static func image(side: Int, _ pixel: (Int, Int) -> (UInt8, UInt8, UInt8, UInt8)) -> RGBAImage {
    var bytes = [UInt8](repeating: 0, count: side * side * 4)
    for y in 0..<side {
      for x in 0..<side {
        let p = pixel(x, y), i = (y * side + x) * 4
        bytes[i] = p.0; bytes[i + 1] = p.1; bytes[i + 2] = p.2; bytes[i + 3] = p.3
      }
    }
    return RGBAImage(width: side, height: side, pixels: bytes) ?? RGBAImage(width: side, height: side, filledWith: RGBAColor(0, 0, 0))
  }
}
