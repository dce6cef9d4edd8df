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
public func pixelmatchPNGFiles(_ pathA: String, _ pathB: String, options: DiffOptions = DiffOptions()) throws(PNGError) -> DiffVerdict {
  let a = try RGBAImage(contentsOfPNGFile: pathA)
  let b = try RGBAImage(contentsOfPNGFile: pathB)
  return pixelmatch(a, b, options: options)
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
  static func run(_ a: RGBAImage, _ b: RGBAImage, options: DiffOptions) -> DiffResult {
    let width = a.width
    let height = a.height
    let count = width * height
    let maxDelta = ColorDelta.maximumDelta * options.threshold * options.threshold
    let alpha = options.alpha.isNaN ? 0 : min(max(options.alpha, 0), 1)
    let draws = options.drawsDiffImage
    var output = [UInt8](repeating: 0, count: draws ? count * 4 : 0)
    var differing: [UInt32] = []
    var antiAliased = 0
    var maxChannelDelta = 0

    a.pixels.withUnsafeBufferPointer { bufferA in
      b.pixels.withUnsafeBufferPointer { bufferB in
        output.withUnsafeMutableBufferPointer { bufferOut in
          guard let pa = bufferA.baseAddress, let pb = bufferB.baseAddress else { return }
          let out = bufferOut.baseAddress
          let drawGrey = draws && !options.diffMask
          for y in 0..<height {
            for x in 0..<width {
              let index = y &* width &+ x
              if ColorDelta.word(pa, index) == ColorDelta.word(pb, index) {
                if drawGrey, let out { drawGreyPixel(pa, index, alpha: alpha, into: out) }
                continue
              }
              maxChannelDelta = max(maxChannelDelta, channelDelta(pa, pb, index))
              let delta = ColorDelta.delta(pa, index, pb, index)
              if abs(delta) > maxDelta {
                if !options.includeAA
                  && (AntiAliasing.isAntiAliased(pa, x: x, y: y, width: width, height: height, other: pb)
                    || AntiAliasing.isAntiAliased(pb, x: x, y: y, width: width, height: height, other: pa))
                {
                  antiAliased += 1
                  if drawGrey, let out { draw(options.aaColor, index, into: out) }
                } else {
                  differing.append(UInt32(truncatingIfNeeded: index))
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
        }
      }
    }
    return DiffResult(
      width: width,
      height: height,
      differingPixelIndices: differing,
      antiAliasedPixels: antiAliased,
      maxChannelDelta: maxChannelDelta,
      diffImage: draws ? RGBAImage(uncheckedWidth: width, height: height, pixels: output) : nil
    )
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
