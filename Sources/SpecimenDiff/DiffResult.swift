import Foundation

/// The measured difference between two same-size images whose bytes are not identical.
public struct DiffResult: Sendable, Equatable {
  /// Width of both images.
  public let width: Int
  /// Height of both images.
  public let height: Int
  /// Indices (`y * width + x`) of the counted differing pixels, in ascending order.
  public let differingPixelIndices: [UInt32]
  /// Pixels over the threshold that were not counted because they look like anti-aliasing.
  public let antiAliasedPixels: Int
  /// The largest absolute difference of any single R, G, B or A value over all pixels, 0–255.
  public let maxChannelDelta: Int
  /// The diff image (image-diff.md step 7), or nil when `DiffOptions.drawsDiffImage` was off.
  public let diffImage: RGBAImage?

  /// Makes a result; `PixelDiff.run` is the only producer outside tests.
  public init(
    width: Int, height: Int, differingPixelIndices: [UInt32], antiAliasedPixels: Int,
    maxChannelDelta: Int, diffImage: RGBAImage?
  ) {
    self.width = width
    self.height = height
    self.differingPixelIndices = differingPixelIndices
    self.antiAliasedPixels = antiAliasedPixels
    self.maxChannelDelta = maxChannelDelta
    self.diffImage = diffImage
  }

  /// The pixelmatch count: differing pixels that are not anti-aliasing.
  public var differingPixels: Int { differingPixelIndices.count }

  /// `width * height`.
  public var totalPixels: Int { width * height }

  /// `differingPixels / totalPixels`, 0 for an empty image.
  public var differingRatio: Double {
    totalPixels == 0 ? 0 : Double(differingPixels) / Double(totalPixels)
  }

  /// The largest number of differing pixels inside any `size`×`size` window.
  ///
  /// Windows lie fully inside the image; a side larger than the image is clamped to it.
  /// A compact cluster (a real 1-pixel line) scores high, scattered edge noise low.
  public func densestWindow(size: Int) -> Int {
    guard !differingPixelIndices.isEmpty, size > 0 else { return 0 }
    let windowWidth = min(size, width)
    let windowHeight = min(size, height)
    // Summed-area table with one row and column of zero padding.
    let stride = width + 1
    var table = [Int32](repeating: 0, count: stride * (height + 1))
    for index in differingPixelIndices {
      let x = Int(index) % width
      let y = Int(index) / width
      table[(y + 1) * stride + x + 1] = 1
    }
    var best: Int32 = 0
    table.withUnsafeMutableBufferPointer { sums in
      for y in 1...height {
        var rowSum: Int32 = 0
        for x in 1...width {
          rowSum += sums[y * stride + x]
          sums[y * stride + x] = sums[(y - 1) * stride + x] + rowSum
        }
      }
      for y in windowHeight...height {
        for x in windowWidth...width {
          let inside = sums[y * stride + x] - sums[(y - windowHeight) * stride + x]
            - sums[y * stride + x - windowWidth] + sums[(y - windowHeight) * stride + x - windowWidth]
          best = max(best, inside)
        }
      }
    }
    return Int(best)
  }

  /// Why the result is not acceptable under `tolerance`, or nil when it passes.
  public func failureReason(_ tolerance: Tolerance) -> String? {
    let allowed = tolerance.allowedDifferingPixels(of: totalPixels)
    if differingPixels > allowed {
      return "\(message); the tolerance allows \(allowed)"
    }
    if let window = tolerance.window {
      let densest = densestWindow(size: window.size)
      if densest > window.maxDifferingPixels {
        return "\(message); \(densest) of them lie in one \(window.size)×\(window.size) window, "
          + "the tolerance allows \(window.maxDifferingPixels)"
      }
    }
    return nil
  }

  /// Whether the result is acceptable under `tolerance`.
  public func passes(_ tolerance: Tolerance) -> Bool {
    failureReason(tolerance) == nil
  }

  /// "N of T pixels differ (P%), max channel delta D".
  public var message: String {
    let percent = String(format: "%.4g", differingRatio * 100)
    return "\(differingPixels) of \(totalPixels) pixels differ (\(percent)%), max channel delta \(maxChannelDelta)"
  }
}
