import CCairo
import Foundation

/// A symbol's strokes made heavier or lighter for its font's weight, as SF Symbols draws every
/// symbol in the nine weights of San Francisco (Apple HIG, "SF Symbols": "Weights and scales …
/// each symbol is available in nine weights that correspond to the weights of the San Francisco
/// system font").
///
/// Specimen's stand-in drawings have one weight: strokes one sixteenth of a full-height symbol
/// (Bootstrap Icons' 1 px line on its 16 px grid, which Specimen's own drawings follow), taken as
/// the regular weight. For another weight the drawing is drawn at its regular size and every edge
/// moves out (heavier) or in (lighter) by half the change in stroke width, in proportion to the
/// system font's stems (`stems`). Growing each edge also grows the symbol a little, as SF's
/// heavier symbols are larger (`SymbolMap.inkHeight`): a bold body symbol grows 0.85 pt this way
/// and 0.77 pt in iOS 18's `circle.fill` table.
///
/// The edge move is a morphological dilation or erosion with a disc, computed on a bitmap drawn
/// at four times the target's resolution (an exact Euclidean distance transform of its samples,
/// Felzenszwalb and Huttenlocher, "Distance Transforms of Sampled Functions", Theory of Computing
/// 8, 2012) and averaged back down, so edges stay anti-aliased.
enum SymbolWeight {
  /// The vertical stem of the system font's stand-in (Inter's "l", Debian's `fonts-inter` 4.0) in
  /// thousandths of an em at CSS weights 100, 200 … 900, measured at 1000 px per em.
  /// SF Pro's stems are not published; Inter's progression is close to it by design.
  static let stems: [CGFloat] = [22.7, 43.3, 63.2, 83.8, 106.2, 128.5, 151.3, 173.7, 196.0]

  /// The regular weight's stem: drawings are regular.
  static let regularStem: CGFloat = 83.8

  /// Changes under this many device pixels are not drawn (a medium body symbol moves 0.2 pt).
  static let smallestChange: CGFloat = 0.1

  /// The supersampling factor of the distance transform (per axis).
  static let supersampling = 4

  /// The stroke width at CSS `weight` over the regular one; linear between the hundreds, clamped to 100…900.
  static func strokeRatio(weight: Int) -> CGFloat {
    SymbolMap.byWeight(stems, weight) / regularStem
  }

  /// How much wider (negative: narrower) a stroke is at `weight` than at regular, in points, for a
  /// symbol whose full height (`SymbolMap.inkHeight`) at regular weight is `fullHeight`.
  static func strokeChange(weight: Int, fullHeight: CGFloat) -> CGFloat {
    guard fullHeight.isFinite, fullHeight > 0 else { return 0 }
    return fullHeight / 16 * (strokeRatio(weight: weight) - 1)
  }

  /// Moves every edge of `alpha` (a `width` × `height` coverage drawn at `factor` times the output
  /// resolution) out by `radius` samples (negative: in) and averages it down to
  /// `width / factor` × `height / factor` coverage values.
  ///
  /// A glyph cut out of a filled container (`container` is `.filled` or `.filledCircle`, as
  /// `SymbolLayers.kind(of:)` names them) is a stroke too: the container's outline and the cut-out
  /// glyph both grow, so a bold `xmark.circle.fill` has a larger disc and a heavier cross, not a
  /// closed one.
  static func morph(_ alpha: [UInt8], width: Int, height: Int, radius: Double, factor: Int,
                    container: SymbolLayers.Kind? = nil) -> [UInt8] {
    let inside = alpha.map { $0 >= 128 }
    let covered: [Double]
    switch container {
    case .filled?, .filledCircle?:
      let silhouette: [Bool], glyph: [Bool]
      if container == .filledCircle {
        // Samples within a pixel of the fitted disc's rim are the rim's anti-aliasing, not glyph.
        let whole = disc(around: inside, width: width, height: height, inset: 0)
        let core = disc(around: inside, width: width, height: height, inset: Double(factor))
        silhouette = zip(whole, inside).map { $0 || $1 }
        glyph = zip(core, inside).map { $0 && !$1 }
      } else {
        silhouette = filledIn(inside, width: width, height: height)
        glyph = zip(silhouette, inside).map { $0 && !$1 }
      }
      let grownSilhouette = grown(silhouette, width: width, height: height, radius: radius)
      let grownGlyph = grown(glyph, width: width, height: height, radius: radius)
      covered = zip(grownSilhouette, grownGlyph).map { min($0, 1 - $1) }
    case .outlined?, nil:
      covered = grown(inside, width: width, height: height, radius: radius)
    }
    let columns = width / factor, rows = height / factor
    var result = [UInt8](repeating: 0, count: columns * rows)
    let samples = Double(factor * factor)
    for row in 0..<rows {
      for column in 0..<columns {
        var sum = 0.0
        for sy in 0..<factor {
          let base = (row * factor + sy) * width + column * factor
          for sx in 0..<factor { sum += covered[base + sx] }
        }
        result[row * columns + column] = UInt8((sum / samples * 255).rounded())
      }
    }
    return result
  }

  /// How much of each sample `mask` covers with every edge moved out by `radius` samples (negative:
  /// in): a dilation or an erosion with a disc, its new edge placed to a fraction of a sample.
  static func grown(_ mask: [Bool], width: Int, height: Int, radius: Double) -> [Double] {
    let dilate = radius > 0
    // Distances to the nearest sample on the other side: set samples for a dilation, unset ones for an erosion.
    var distances = mask.map { $0 == dilate ? 0 : unreached }
    squaredDistanceTransform(&distances, width: width, height: height)
    let reach = abs(radius)
    return mask.indices.map { index in
      // A sample centre d away from the nearest centre across the edge is d − ½ from the edge itself;
      // the moved edge covers the part of the sample (one sample wide) on its side.
      let fromEdge = distances[index].squareRoot() - 0.5
      if dilate { return mask[index] ? 1 : min(max(reach - fromEdge + 0.5, 0), 1) }
      return mask[index] ? min(max(fromEdge - reach + 0.5, 0), 1) : 0
    }
  }

  /// `inside` with its holes filled: every sample the border cannot reach through unset samples.
  static func filledIn(_ inside: [Bool], width: Int, height: Int) -> [Bool] {
    SymbolCoverage.reachedFromBorder(through: inside.map { !$0 }, width: width, height: height).map { !$0 }
  }

  /// The disc that `inside`'s set samples span (`SymbolCoverage.fittedDisc`), its radius less `inset` samples.
  static func disc(around inside: [Bool], width: Int, height: Int, inset: Double) -> [Bool] {
    guard let (centreX, centreY, radius) = SymbolCoverage.fittedDisc(inside, width: width, height: height) else { return inside }
    let reach = max(radius - inset, 0)
    return inside.indices.map { index in
      let dx = Double(index % width) + 0.5 - centreX, dy = Double(index / width) + 0.5 - centreY
      return dx * dx + dy * dy <= reach * reach
    }
  }

  /// A distance no sample reaches (finite, so the transform's arithmetic stays exact).
  private static let unreached = 1e12

  /// Replaces each value (0 at a target sample, `unreached` elsewhere) with the squared distance to the
  /// nearest target sample: the one-dimensional lower envelope of parabolas along rows, then columns.
  private static func squaredDistanceTransform(_ values: inout [Double], width: Int, height: Int) {
    var line = [Double](repeating: 0, count: max(width, height))
    var output = line
    for y in 0..<height {
      for x in 0..<width { line[x] = values[y * width + x] }
      envelope(line, count: width, into: &output)
      for x in 0..<width { values[y * width + x] = output[x] }
    }
    for x in 0..<width {
      for y in 0..<height { line[y] = values[y * width + x] }
      envelope(line, count: height, into: &output)
      for y in 0..<height { values[y * width + x] = output[y] }
    }
  }

  /// Where the parabolas rooted at samples `q` and `v` of `f` cross.
  private static func intersection(_ f: [Double], _ q: Int, _ v: Int) -> Double {
    ((f[q] + Double(q * q)) - (f[v] + Double(v * v))) / Double(2 * (q - v))
  }

  /// The 1-D squared distance transform of `f` (its first `count` values) into `d`.
  private static func envelope(_ f: [Double], count n: Int, into d: inout [Double]) {
    guard n > 0 else { return }
    var vertices = [Int](repeating: 0, count: n)
    var bounds = [Double](repeating: 0, count: n + 1)
    var k = 0
    bounds[0] = -.infinity
    bounds[1] = .infinity
    for q in 1..<n {
      // bounds[0] is −∞, so k never drops below 0.
      var s = intersection(f, q, vertices[k])
      while s <= bounds[k] {
        k -= 1
        s = intersection(f, q, vertices[k])
      }
      k += 1
      vertices[k] = q
      bounds[k] = s
      bounds[k + 1] = .infinity
    }
    k = 0
    for q in 0..<n {
      while bounds[k + 1] < Double(q) { k += 1 }
      let v = vertices[k]
      d[q] = Double((q - v) * (q - v)) + f[v]
    }
  }
}
