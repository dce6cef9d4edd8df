/// A width and height in pixels.
public struct ImageSize: Sendable, Hashable, CustomStringConvertible {
  /// Width in pixels.
  public var width: Int
  /// Height in pixels.
  public var height: Int

  /// Makes a size.
  public init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  /// `W×H`, e.g. `320×200`.
  public var description: String { "\(width)×\(height)" }
}

/// The outcome of comparing two images: a value, never an exception.
public enum DiffVerdict: Sendable, Equatable {
  /// The two RGBA buffers are byte-identical.
  case identical(ImageSize)
  /// The images have different sizes, so no pixels were compared.
  case sizeChanged(from: ImageSize, to: ImageSize)
  /// The buffers differ; `differingPixels` may still be 0 when every change is below the threshold or anti-aliasing.
  case different(DiffResult)

  /// The number of differing pixels, or nil for a size change.
  public var differingPixels: Int? {
    switch self {
    case .identical: return 0
    case .sizeChanged: return nil
    case .different(let result): return result.differingPixels
    }
  }

  /// Whether the change is acceptable under `tolerance`; a size change never is.
  public func passes(_ tolerance: Tolerance = Tolerance()) -> Bool {
    failureReason(tolerance) == nil
  }

  /// Why the change is not acceptable under `tolerance`, or nil when it passes.
  public func failureReason(_ tolerance: Tolerance = Tolerance()) -> String? {
    switch self {
    case .identical: return nil
    case .sizeChanged: return message
    case .different(let result): return result.failureReason(tolerance)
    }
  }

  /// One line for people: "identical", "size changed W×H → W'×H'", or the counts.
  public var message: String {
    switch self {
    case .identical(let size): return "identical (\(size))"
    case .sizeChanged(let from, let to): return "size changed \(from) → \(to)"
    case .different(let result): return result.message
    }
  }
}
