import Foundation
import Showcase
import Specimen
import SpecimenCairo

/// `specimen-bench render`: per-cell render time of the Showcase in one process, and its cells as SVG for the peers.
///
/// A cell's time is everything `specimen render` spends on its file: the measuring layout,
/// the layout in its box, painting, rasterizing at the scale, and PNG encoding. Each cell is
/// timed `--runs` times after a warm-up pass; its time is its median, and the table gives the
/// median over cells. With `--svg-out DIR` each cell is also written as `DIR/NNNN.svg` (and its
/// PNG as `NNNN.png`), and librsvg is timed in this process on every SVG (the batched peer).
enum RenderBenchmark: Benchmark {
  static let name = "render"
  static let summary = "per-cell render of the Showcase at 2× [--runs N] [--scale S] [--svg-out DIR] [--json 1]"
  static let usage = "usage: specimen-bench render [--runs N] [--scale 1|2|3] [--filter GLOB] [--svg-out DIR] [--json 1]"

  static func run(arguments: [String]) -> Int32 {
    guard let args = BenchArguments(arguments, accepted: ["--runs", "--scale", "--filter", "--svg-out", "--json"], usage: usage) else { return 2 }
    let runs = args.int("--runs", 5)
    var options = RenderOptions()
    options.scale = CGFloat(args.int("--scale", 2))
    if let filter = args.string("--filter") { options.filters = [filter] }
    let setupStart = now()
    let renderer = CellRenderer(catalog: ShowcaseCatalog.entries, options: options)
    let setup = now() - setupStart
    let count = renderer.cells.count
    guard count > 0 else {
      FileHandle.standardError.write(Data("specimen-bench render: no cells selected\n".utf8))
      return 2
    }
    // Warm-up: fonts, Pango sessions, symbol SVGs, the fingerprint.
    for k in 0..<count { _ = try? renderer.png(k) }
    var perCell = [[Double]](repeating: [], count: count)
    var pixels = 0
    for _ in 0..<runs {
      for k in 0..<count {
        let start = now()
        _ = renderer.measure(k)
        let png = try? renderer.png(k)
        perCell[k].append(now() - start)
        if png == nil { FileHandle.standardError.write(Data("cell \(renderer.cells[k].id) failed\n".utf8)) }
      }
    }
    let cellMedians = perCell.map(median)
    for size in renderer.boxSizes {
      pixels += Int((size.width * options.scale).rounded(.up) * (size.height * options.scale).rounded(.up))
    }
    var result: [String: Any] = [
      "bench": "render", "cells": count, "runs": runs, "scale": Double(options.scale),
      "median_ms": median(cellMedians) * 1e3, "mean_ms": cellMedians.reduce(0, +) / Double(count) * 1e3,
      "max_ms": (cellMedians.max() ?? 0) * 1e3, "grid_setup_ms": setup * 1e3,
      "mean_megapixels": Double(pixels) / Double(count) / 1e6,
    ]
    if let folder = args.string("--svg-out") {
      guard let peer = writeFiles(renderer, to: URL(fileURLWithPath: folder), scale: options.scale, runs: runs) else { return 1 }
      result["librsvg_inprocess_median_ms"] = peer * 1e3
    }
    if args.string("--json") != nil {
      emitJSON(result)
    } else {
      print("Showcase cells at \(options.scale)×: \(count) cells, \(runs) timed runs each after a warm-up")
      print(String(format: "per-cell median %.3f ms, mean %.3f ms, slowest %.3f ms; grids measured in %.0f ms",
                   result["median_ms"] as? Double ?? 0, result["mean_ms"] as? Double ?? 0,
                   result["max_ms"] as? Double ?? 0, setup * 1e3))
      if let peer = result["librsvg_inprocess_median_ms"] as? Double {
        print(String(format: "librsvg in this process, same cells as SVG: per-cell median %.3f ms", peer))
      }
    }
    return 0
  }

  /// Writes every cell as SVG and PNG, and times librsvg rasterizing each SVG in-process; returns the per-cell median.
  static func writeFiles(_ renderer: CellRenderer, to folder: URL, scale: CGFloat, runs: Int) -> Double? {
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      var medians: [Double] = []
      for k in renderer.cells.indices {
        let stem = String(format: "%04d", k)
        let svg = try renderer.svg(k)
        try svg.write(to: folder.appendingPathComponent("\(stem).svg"))
        try renderer.png(k).write(to: folder.appendingPathComponent("\(stem).png"))
        let size = renderer.boxSizes[k]
        let width = Int((size.width * scale).rounded(.up)), height = Int((size.height * scale).rounded(.up))
        _ = try CairoRenderer.rasterizeSVG(svg, width: width, height: height)
        var times: [Double] = []
        for _ in 0..<runs {
          let start = now()
          _ = try CairoRenderer.rasterizeSVG(svg, width: width, height: height).pngData()
          times.append(now() - start)
        }
        medians.append(median(times))
      }
      return median(medians)
    } catch {
      FileHandle.standardError.write(Data("specimen-bench render: \(error)\n".utf8))
      return nil
    }
  }
}
