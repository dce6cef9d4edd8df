import Foundation
import Showcase
import Specimen
import SpecimenCairo
import SpecimenDiff

/// `specimen-bench png`: the Showcase cells at 2× encoded by each candidate PNG compressor on the
/// same pixels (the writer's FastDeflate, libdeflate at levels 1, 2, 4 and 6, zlib at level 1): time
/// per cell and total bytes, after checking that every candidate's file decodes to exactly the
/// pixels of the writer's own.
///
/// A cell's time is its drawing (the measuring layout, layout in its box, painting, rasterizing)
/// plus its PNG encoding with the candidate; each part is the median of `--runs` timed runs after a
/// warm-up, the candidates taking turns in a rotating order so none always runs on a warm cache.
enum PNGBenchmark: Benchmark {
  static let name = "png"
  static let summary = "PNG compression of the Showcase cells: FastDeflate, libdeflate 1/2/4/6, zlib 1 [--runs N] [--json 1]"
  static let usage = "usage: specimen-bench png [--runs N] [--scale 1|2|3] [--filter GLOB] [--json 1]"

  /// One compressor in the comparison.
  struct Candidate: Sendable {
    let name: String
    let compressor: PNGCompressor
  }

  static let candidates: [Candidate] =
    [Candidate(name: "FastDeflate", compressor: RasterImage.pngWriterCompressor)]
    + [1, 2, 4, 6].map { Candidate(name: "libdeflate \($0)", compressor: DeflateCompressor.png(level: $0)) }
    + [Candidate(name: "zlib 1") { input, _, _ in ZlibCompressor.zlibStream(input, level: 1) }]

  static func run(arguments: [String]) -> Int32 {
    guard let args = BenchArguments(arguments, accepted: ["--runs", "--scale", "--filter", "--json"], usage: usage) else { return 2 }
    let runs = args.int("--runs", 5)
    var options = RenderOptions()
    options.scale = CGFloat(args.int("--scale", 2))
    if let filter = args.string("--filter") { options.filters = [filter] }
    let renderer = CellRenderer(catalog: ShowcaseCatalog.entries, options: options)
    let count = renderer.cells.count
    guard count > 0 else { return fail("no cells selected") }
    var drawing = [[Double]](repeating: [], count: count)
    var encoding = [[[Double]]](repeating: [[Double]](repeating: [], count: count), count: candidates.count)
    var bytes = [Int](repeating: 0, count: candidates.count)
    for k in 0..<count {
      let id = renderer.cells[k].id
      do {
        // Warm-up and the pixel check: every candidate's file decodes to the writer's pixels.
        let image = try renderer.raster(k)
        let reference = try RGBAImage(pngData: image.plainPNGData())
        for (c, candidate) in candidates.enumerated() {
          let png = try image.plainPNGData(compressor: candidate.compressor)
          bytes[c] += png.count
          guard try RGBAImage(pngData: png) == reference else { return fail("\(candidate.name) changed the pixels of \(id)") }
        }
        for run in 0..<runs {
          let start = now()
          _ = renderer.measure(k)
          let raster = try renderer.raster(k)
          drawing[k].append(now() - start)
          for turn in 0..<candidates.count {
            let c = (turn + run) % candidates.count
            let start = now()
            _ = try raster.plainPNGData(compressor: candidates[c].compressor)
            encoding[c][k].append(now() - start)
          }
        }
      } catch {
        return fail("\(id): \(error)")
      }
    }
    let draw = drawing.map(median)
    let json = args.string("--json") != nil
    if !json {
      print("PNG compression of \(count) Showcase cells at \(options.scale)×, \(runs) timed runs each after a warm-up;")
      print("drawing alone: per-cell median \(column(median(draw) * 1e3, 3, width: 0)) ms")
      print("compressor      encode median ms   cell median ms   cell mean ms   total bytes")
    }
    for (c, candidate) in candidates.enumerated() {
      let encode = encoding[c].map(median)
      let cell = zip(draw, encode).map { $0 + $1 }
      let row: [String: Any] = [
        "bench": "png", "compressor": candidate.name, "cells": count, "runs": runs,
        "encode_median_ms": median(encode) * 1e3, "encode_mean_ms": encode.reduce(0, +) / Double(count) * 1e3,
        "cell_median_ms": median(cell) * 1e3, "cell_mean_ms": cell.reduce(0, +) / Double(count) * 1e3,
        "draw_median_ms": median(draw) * 1e3, "bytes": bytes[c],
        "writer": c == 0,  // FastDeflate, the writer's own
      ]
      if json {
        emitJSON(row)
      } else {
        print(candidate.name.padding(toLength: 14, withPad: " ", startingAt: 0)
          + column(median(encode) * 1e3, 3, width: 19) + column(median(cell) * 1e3, 3, width: 17)
          + column(cell.reduce(0, +) / Double(count) * 1e3, 3, width: 15) + column(Double(bytes[c]), 0, width: 14))
      }
    }
    return 0
  }

  private static func fail(_ message: String) -> Int32 {
    FileHandle.standardError.write(Data("specimen-bench png: \(message)\n".utf8))
    return 1
  }
}
