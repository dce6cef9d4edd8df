import Foundation

/// The JSON object `specimen diff --json` prints: counts, sizes and the verdict, with stable keys.
///
/// `differingPixels` and `differingRatio` are null for a size change; `width`/`height`
/// are the first image's size and `otherWidth`/`otherHeight` the second's.
public struct DiffSummary: Sendable, Equatable, Encodable {
  /// "identical", "sizeChanged" or "different".
  public var verdict: String
  /// The pixelmatch count, or nil when the sizes differ.
  public var differingPixels: Int?
  /// Pixels over the threshold discounted as anti-aliasing.
  public var antiAliasedPixels: Int
  /// `width * height` of the first image.
  public var totalPixels: Int
  /// Width of the first image.
  public var width: Int
  /// Height of the first image.
  public var height: Int
  /// Width of the second image.
  public var otherWidth: Int
  /// Height of the second image.
  public var otherHeight: Int
  /// `differingPixels / totalPixels`, or nil when the sizes differ.
  public var differingRatio: Double?
  /// The largest absolute channel difference, 0–255.
  public var maxChannelDelta: Int
  /// The densest window's count, when the tolerance has a window check.
  public var densestWindow: Int?
  /// Whether the verdict passes the tolerance it was summarised with.
  public var passes: Bool
  /// The one-line message for people.
  public var message: String

  /// Summarises `verdict`, judging it against `tolerance`.
  public init(_ verdict: DiffVerdict, tolerance: Tolerance = Tolerance()) {
    passes = verdict.passes(tolerance)
    message = verdict.failureReason(tolerance) ?? verdict.message
    densestWindow = nil
    switch verdict {
    case .identical(let size):
      self.verdict = "identical"
      differingPixels = 0
      antiAliasedPixels = 0
      (width, height, otherWidth, otherHeight) = (size.width, size.height, size.width, size.height)
      totalPixels = size.width * size.height
      differingRatio = 0
      maxChannelDelta = 0
      if tolerance.window != nil { densestWindow = 0 }
    case .sizeChanged(let from, let to):
      self.verdict = "sizeChanged"
      differingPixels = nil
      antiAliasedPixels = 0
      (width, height, otherWidth, otherHeight) = (from.width, from.height, to.width, to.height)
      totalPixels = from.width * from.height
      differingRatio = nil
      maxChannelDelta = 0
    case .different(let result):
      self.verdict = "different"
      differingPixels = result.differingPixels
      antiAliasedPixels = result.antiAliasedPixels
      (width, height, otherWidth, otherHeight) = (result.width, result.height, result.width, result.height)
      totalPixels = result.totalPixels
      differingRatio = result.differingRatio
      maxChannelDelta = result.maxChannelDelta
      if let window = tolerance.window { densestWindow = result.densestWindow(size: window.size) }
    }
  }

  /// The coding keys, in the order they are documented.
  enum CodingKeys: String, CodingKey {
    case verdict, differingPixels, antiAliasedPixels, totalPixels, width, height, otherWidth, otherHeight
    case differingRatio, maxChannelDelta, densestWindow, passes, message
  }

  /// Encodes every key, writing null (not omitting the key) for absent values.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(verdict, forKey: .verdict)
    try container.encode(differingPixels, forKey: .differingPixels)
    try container.encode(antiAliasedPixels, forKey: .antiAliasedPixels)
    try container.encode(totalPixels, forKey: .totalPixels)
    try container.encode(width, forKey: .width)
    try container.encode(height, forKey: .height)
    try container.encode(otherWidth, forKey: .otherWidth)
    try container.encode(otherHeight, forKey: .otherHeight)
    try container.encode(differingRatio, forKey: .differingRatio)
    try container.encode(maxChannelDelta, forKey: .maxChannelDelta)
    try container.encode(densestWindow, forKey: .densestWindow)
    try container.encode(passes, forKey: .passes)
    try container.encode(message, forKey: .message)
  }

  /// The summary as one JSON object with sorted keys (pretty-printed when asked).
  public func jsonString(pretty: Bool = false) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = pretty ? [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
    // Encoding plain strings, integers, booleans and finite doubles cannot fail.
    guard let data = try? encoder.encode(self) else { return "{}" }
    return String(decoding: data, as: UTF8.self)
  }
}

extension DiffVerdict {
  /// The JSON-ready summary of this verdict under `tolerance`.
  public func summary(tolerance: Tolerance = Tolerance()) -> DiffSummary {
    DiffSummary(self, tolerance: tolerance)
  }
}
