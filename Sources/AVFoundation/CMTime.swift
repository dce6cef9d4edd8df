import Foundation

/// The numerator of a time value.
public typealias CMTimeValue = Int64
/// The denominator of a time value.
public typealias CMTimeScale = Int32

/// A value that represents a time as a rational number (Core Media's, which AVFoundation re-exports).
public struct CMTime: Sendable, Hashable, Comparable {
  /// The value of the time (the numerator).
  public var value: CMTimeValue
  /// The timescale of the time (the denominator).
  public var timescale: CMTimeScale
  /// Whether the time is valid (not `.invalid`).
  public var isValid: Bool { timescale > 0 || isPositiveInfinity }
  /// Whether the time is positive infinity.
  public let isPositiveInfinity: Bool

  /// Creates a time from a value and a timescale.
  public init(value: CMTimeValue, timescale: CMTimeScale) {
    self.value = value
    self.timescale = timescale
    isPositiveInfinity = false
  }

  /// Creates a time from seconds and a preferred timescale (a non-finite or non-positive scale gives `.invalid`).
  public init(seconds: Double, preferredTimescale: CMTimeScale) {
    let units = (seconds * Double(preferredTimescale)).rounded()
    guard preferredTimescale > 0, let value = CMTimeValue(exactly: units) else {
      // NaN, infinite seconds, a scale that is not positive, or more units than a value holds.
      self.init(value: 0, timescale: 0)
      return
    }
    self.init(value: value, timescale: preferredTimescale)
  }

  private init(infinity: Bool) {
    value = 0
    timescale = 0
    isPositiveInfinity = infinity
  }

  /// The time in seconds (zero for an invalid time, infinity for positive infinity).
  public var seconds: Double {
    if isPositiveInfinity { return .infinity }
    return timescale == 0 ? 0 : Double(value) / Double(timescale)
  }

  /// The time zero.
  public static let zero = CMTime(value: 0, timescale: 1)
  /// An invalid time.
  public static let invalid = CMTime(value: 0, timescale: 0)
  /// Positive infinity.
  public static let positiveInfinity = CMTime(infinity: true)

  public static func < (lhs: CMTime, rhs: CMTime) -> Bool { lhs.seconds < rhs.seconds }
  /// The sum of two times, in seconds at the finer of the two timescales.
  public static func + (lhs: CMTime, rhs: CMTime) -> CMTime {
    CMTime(seconds: lhs.seconds + rhs.seconds, preferredTimescale: max(lhs.timescale, rhs.timescale, 1))
  }
  /// The difference of two times, in seconds at the finer of the two timescales.
  public static func - (lhs: CMTime, rhs: CMTime) -> CMTime {
    CMTime(seconds: lhs.seconds - rhs.seconds, preferredTimescale: max(lhs.timescale, rhs.timescale, 1))
  }
}

/// Makes a time from a value and a timescale.
public func CMTimeMake(value: CMTimeValue, timescale: CMTimeScale) -> CMTime {
  CMTime(value: value, timescale: timescale)
}

/// Makes a time from seconds and a preferred timescale.
public func CMTimeMakeWithSeconds(_ seconds: Double, preferredTimescale: CMTimeScale) -> CMTime {
  CMTime(seconds: seconds, preferredTimescale: preferredTimescale)
}

/// The time in seconds.
public func CMTimeGetSeconds(_ time: CMTime) -> Double { time.seconds }

/// A range of time: a start and a duration.
public struct CMTimeRange: Sendable, Hashable {
  /// The start of the range.
  public var start: CMTime
  /// The length of the range.
  public var duration: CMTime
  /// The end of the range.
  public var end: CMTime { start + duration }
  /// Creates a range from a start and a duration.
  public init(start: CMTime, duration: CMTime) {
    self.start = start
    self.duration = duration
  }
  /// Creates a range from a start and an end.
  public init(start: CMTime, end: CMTime) {
    self.init(start: start, duration: end - start)
  }
  /// An invalid range.
  public static let invalid = CMTimeRange(start: .invalid, duration: .invalid)
}
