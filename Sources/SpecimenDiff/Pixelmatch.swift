import Foundation

/// Compares two images the way pixelmatch 5.x/6.x does (image-diff.md) and returns a verdict value.
///
/// Byte-identical images return `.identical` after one `memcmp`; images of different
/// sizes return `.sizeChanged`; otherwise the per-pixel algorithm runs and the verdict
/// is `.different` with the count (which may be 0 when every change is under the
/// threshold or anti-aliasing). Whether that is acceptable is `DiffVerdict.passes(_:)`.
public func pixelmatch(_ a: RGBAImage, _ b: RGBAImage, options: DiffOptions = DiffOptions()) -> DiffVerdict {
  let sizeA = ImageSize(width: a.width, height: a.height)
  let sizeB = ImageSize(width: b.width, height: b.height)
  guard sizeA == sizeB else { return .sizeChanged(from: sizeA, to: sizeB) }
  if PixelDiff.identical(a.pixels, b.pixels) { return .identical(sizeA) }
  return .different(PixelDiff.run(a, b, options: options))
}

/// Reads two PNG files and compares them with `pixelmatch(_:_:options:)`.
///
/// The two files are decoded on two threads; when both fail, the first file's error is thrown, as one
/// after the other would.
public func pixelmatchPNGFiles(_ pathA: String, _ pathB: String, options: DiffOptions = DiffOptions()) throws(PNGError) -> DiffVerdict {
  let decoded = PNGPair(pathA, pathB)
  return pixelmatch(try decoded.a.get(), try decoded.b.get(), options: options)
}

/// Two PNG files decoded side by side, each into its own slot.
private final class PNGPair: @unchecked Sendable {
  // Each slot is written by one thread before `concurrentPerform` returns and read only after it.
  var a: Result<RGBAImage, PNGError> = .failure(.notPNG(file: ""))
  var b: Result<RGBAImage, PNGError> = .failure(.notPNG(file: ""))

  init(_ pathA: String, _ pathB: String) {
    DispatchQueue.concurrentPerform(iterations: 2) { file in
      if file == 0 {
        self.a = Result { () throws(PNGError) in try RGBAImage(contentsOfPNGFile: pathA) }
      } else {
        self.b = Result { () throws(PNGError) in try RGBAImage(contentsOfPNGFile: pathB) }
      }
    }
  }
}

/// The per-pixel loop of image-diff.md, on contiguous buffers with no per-pixel allocation.
enum PixelDiff {
  /// Step 1: the fast path, a `memcmp` over both buffers; buffers of 8 MB and more are compared
  /// in two halves on two threads (the compare is bound by memory bandwidth, not by one core).
  static func identical(_ a: [UInt8], _ b: [UInt8]) -> Bool {
    guard a.count == b.count else { return false }
    return a.withUnsafeBytes { pa in
      b.withUnsafeBytes { pb in
        guard let baseA = pa.baseAddress, let baseB = pb.baseAddress else { return true }
        let count = pa.count
        guard count >= 8 << 20, ProcessInfo.processInfo.activeProcessorCount > 1 else {
          return memcmp(baseA, baseB, count) == 0
        }
        let half = count / 2
        let equal = EqualFlags()
        // Addresses cross into the workers as integers; both buffers outlive the call.
        let addressA = UInt(bitPattern: baseA), addressB = UInt(bitPattern: baseB)
        DispatchQueue.concurrentPerform(iterations: 2) { part in
          let start = part == 0 ? 0 : half, length = part == 0 ? half : count - half
          guard let a = UnsafeRawPointer(bitPattern: addressA), let b = UnsafeRawPointer(bitPattern: addressB) else { return }
          if memcmp(a + start, b + start, length) != 0 { equal.clear(part) }
        }
        return equal.all
      }
    }
  }

  /// Two flags written by the two halves of a parallel compare.
  private final class EqualFlags: @unchecked Sendable {
    private var flags = [true, true]
    private let lock = NSLock()
    func clear(_ part: Int) { lock.lock(); flags[part] = false; lock.unlock() }
    var all: Bool { lock.lock(); defer { lock.unlock() }; return flags[0] && flags[1] }
  }

  /// Steps 2–7 for two images of the same size.
  ///
  /// Images of `bandPixels` pixels or more are split into bands of whole rows, one per core (at most
  /// `maxBands`), compared on parallel threads. Every pixel's verdict reads only the two inputs, and each
  /// band writes its own rows of the diff image, so the result is the same as one pass over the rows:
  /// the bands' differing indices are joined in row order. `bands` overrides the split (tests compare splits).
  static func run(_ a: RGBAImage, _ b: RGBAImage, options: DiffOptions, bands requested: Int? = nil) -> DiffResult {
    let width = a.width
    let height = a.height
    let count = width * height
    let draws = options.drawsDiffImage
    var output = [UInt8](repeating: 0, count: draws ? count * 4 : 0)
    let bands = max(1, min(requested ?? bandCount(width: width, height: height), height))
    var results = [Band](repeating: Band(), count: bands)

    a.pixels.withUnsafeBufferPointer { bufferA in
      b.pixels.withUnsafeBufferPointer { bufferB in
        output.withUnsafeMutableBufferPointer { bufferOut in
          results.withUnsafeMutableBufferPointer { bufferResults in
            guard let pa = bufferA.baseAddress, let pb = bufferB.baseAddress, let slots = bufferResults.baseAddress else { return }
            let pass = Pass(a: pa, b: pb, out: bufferOut.baseAddress, width: width, height: height, options: options)
            guard bands > 1 else {
              slots[0] = pass.compare(rows: 0..<height)
              return
            }
            // Addresses cross into the workers as integers; every buffer outlives the call, and each
            // band writes only its own slot and its own rows of the output.
            let addresses = Pass.Addresses(pass, slots: slots)
            DispatchQueue.concurrentPerform(iterations: bands) { band in
              guard let (pass, slots) = addresses.resolve() else { return }
              slots[band] = pass.compare(rows: rowRange(band: band, of: bands, height: height))
            }
          }
        }
      }
    }
    var differing: [UInt32] = []
    differing.reserveCapacity(results.reduce(0) { $0 + $1.differing.count })
    for band in results { differing.append(contentsOf: band.differing) }
    return DiffResult(
      width: width,
      height: height,
      differingPixelIndices: differing,
      antiAliasedPixels: results.reduce(0) { $0 + $1.antiAliased },
      maxChannelDelta: results.reduce(0) { max($0, $1.maxChannelDelta) },
      diffImage: draws ? RGBAImage(uncheckedWidth: width, height: height, pixels: output) : nil
    )
  }

  /// Images smaller than this many pixels are compared on one thread (a thread costs more than it saves).
  static let bandPixels = 1 << 18
  /// The most bands an image is split into.
  static let maxBands = 8

  /// How many bands of rows an image is compared in: one per core, each at least `bandPixels / 2` pixels.
  static func bandCount(width: Int, height: Int) -> Int {
    let count = width * height
    guard count >= bandPixels, height > 1 else { return 1 }
    let cores = min(ProcessInfo.processInfo.activeProcessorCount, maxBands)
    return max(1, min(cores, height, count / (bandPixels / 2)))
  }

  /// The rows of band `band` of `bands`, in order and together covering `0..<height`.
  static func rowRange(band: Int, of bands: Int, height: Int) -> Range<Int> {
    (band * height / bands)..<((band + 1) * height / bands)
  }

  /// What one band of rows found.
  struct Band {
    var differing: [UInt32] = []
    var antiAliased = 0
    var maxChannelDelta = 0
  }

  /// One comparison's inputs, shared by its bands.
  struct Pass {
    let a: UnsafePointer<UInt8>
    let b: UnsafePointer<UInt8>
    let out: UnsafeMutablePointer<UInt8>?
    let width: Int
    let height: Int
    let options: DiffOptions

    /// The pass's pointers as integers, so the parallel loop's closure can be `Sendable`.
    struct Addresses: Sendable {
      let a: UInt, b: UInt, out: UInt, slots: UInt, width: Int, height: Int, options: DiffOptions
      init(_ pass: Pass, slots: UnsafeMutablePointer<Band>) {
        (a, b) = (UInt(bitPattern: pass.a), UInt(bitPattern: pass.b))
        out = pass.out.map { UInt(bitPattern: $0) } ?? 0
        self.slots = UInt(bitPattern: slots)
        (width, height, options) = (pass.width, pass.height, pass.options)
      }
      func resolve() -> (Pass, UnsafeMutablePointer<Band>)? {
        guard let a = UnsafePointer<UInt8>(bitPattern: a), let b = UnsafePointer<UInt8>(bitPattern: b),
          let slots = UnsafeMutablePointer<Band>(bitPattern: slots)
        else { return nil }
        let pass = Pass(a: a, b: b, out: UnsafeMutablePointer(bitPattern: out), width: width, height: height, options: options)
        return (pass, slots)
      }
    }

    /// Steps 2–7 over `rows`.
    func compare(rows: Range<Int>) -> Band {
      let maxDelta = ColorDelta.maximumDelta * options.threshold * options.threshold
      let alpha = options.alpha.isNaN ? 0 : min(max(options.alpha, 0), 1)
      let draws = options.drawsDiffImage
      let drawGrey = draws && !options.diffMask
      let (pa, pb) = (a, b)
      var band = Band()
      for y in rows {
        for x in 0..<width {
          let index = y &* width &+ x
          if ColorDelta.word(pa, index) == ColorDelta.word(pb, index) {
            if drawGrey, let out { drawGreyPixel(pa, index, alpha: alpha, into: out) }
            continue
          }
          band.maxChannelDelta = max(band.maxChannelDelta, channelDelta(pa, pb, index))
          let delta = ColorDelta.delta(pa, index, pb, index)
          if abs(delta) > maxDelta {
            if !options.includeAA
              && (AntiAliasing.isAntiAliased(pa, x: x, y: y, width: width, height: height, other: pb)
                || AntiAliasing.isAntiAliased(pb, x: x, y: y, width: width, height: height, other: pa))
            {
              band.antiAliased += 1
              if drawGrey, let out { draw(options.aaColor, index, into: out) }
            } else {
              band.differing.append(UInt32(truncatingIfNeeded: index))
              if draws, let out {
                let color = delta < 0 ? (options.diffColorAlt ?? options.diffColor) : options.diffColor
                draw(color, index, into: out)
              }
            }
          } else if drawGrey, let out {
            drawGreyPixel(pa, index, alpha: alpha, into: out)
          }
        }
      }
      return band
    }
  }

  /// The largest absolute difference of any one channel at pixel `index`.
  @inline(__always)
  static func channelDelta(_ pa: UnsafePointer<UInt8>, _ pb: UnsafePointer<UInt8>, _ index: Int) -> Int {
    let base = index &* 4
    var result = 0
    for channel in 0..<4 {
      result = max(result, abs(Int(pa[base &+ channel]) - Int(pb[base &+ channel])))
    }
    return result
  }

  /// Writes an opaque colour at pixel `index`.
  @inline(__always)
  static func draw(_ color: RGBAColor, _ index: Int, into out: UnsafeMutablePointer<UInt8>) {
    let base = index &* 4
    out[base] = color.r
    out[base &+ 1] = color.g
    out[base &+ 2] = color.b
    out[base &+ 3] = 255
  }

  /// Step 7: the first image's brightness, faded towards white; truncated like pixelmatch's
  /// writes into a `Uint8Array`.
  @inline(__always)
  static func drawGreyPixel(_ p: UnsafePointer<UInt8>, _ index: Int, alpha: Double, into out: UnsafeMutablePointer<UInt8>) {
    let base = index &* 4
    let luma = ColorDelta.y(Double(p[base]), Double(p[base &+ 1]), Double(p[base &+ 2]))
    let value = 255 + (luma - 255) * (alpha * Double(p[base &+ 3]) / 255)
    let grey = UInt8(min(max(value, 0), 255))
    out[base] = grey
    out[base &+ 1] = grey
    out[base &+ 2] = grey
    out[base &+ 3] = 255
  }
}
