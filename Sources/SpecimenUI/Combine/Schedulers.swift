import Dispatch
import Foundation

// Combine's schedulers, as view models name them in `debounce(for: .milliseconds(300),
// scheduler: RunLoop.main)` or `receive(on: DispatchQueue.main)`. Nothing is scheduled in a
// still render: the types exist so time-based operators type-check. A scheduler's time is
// seconds since the reference date; strides are seconds (Apple: `Scheduler`,
// `SchedulerTimeIntervalConvertible`, `DispatchQueue.SchedulerTimeType.Stride`).

/// A protocol that provides convenience methods to create scheduler time intervals.
public protocol SchedulerTimeIntervalConvertible {
  /// Converts the specified number of seconds into an instance of this scheduler time type.
  static func seconds(_ s: Int) -> Self
  /// Converts the specified number of seconds, as a floating-point value, into an instance of this scheduler time type.
  static func seconds(_ s: Double) -> Self
  /// Converts the specified number of milliseconds into an instance of this scheduler time type.
  static func milliseconds(_ ms: Int) -> Self
  /// Converts the specified number of microseconds into an instance of this scheduler time type.
  static func microseconds(_ us: Int) -> Self
  /// Converts the specified number of nanoseconds into an instance of this scheduler time type.
  static func nanoseconds(_ ns: Int) -> Self
}

/// A protocol that defines when and how to execute a closure (never, in a still render).
public protocol Scheduler<SchedulerTimeType> {
  /// Describes an instant in time for this scheduler.
  associatedtype SchedulerTimeType: Strideable where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible
  /// A type that defines options accepted by the scheduler.
  associatedtype SchedulerOptions
  /// This scheduler's definition of the current moment in time.
  var now: SchedulerTimeType { get }
  /// The minimum tolerance allowed by the scheduler.
  var minimumTolerance: SchedulerTimeType.Stride { get }
}

/// A span of scheduler time in seconds (the `Stride` of the schedulers here).
///
/// Built from any number: NaN and infinite spans are kept as given, since nothing is scheduled with them.
public struct SchedulerTimeStride: SchedulerTimeIntervalConvertible, Comparable, Hashable, SignedNumeric,
  ExpressibleByFloatLiteral, Sendable {
  /// The span in seconds.
  public var timeInterval: Double
  /// Creates a span of the given number of seconds.
  public init(_ timeInterval: Double) { self.timeInterval = timeInterval }
  public init(floatLiteral value: Double) { timeInterval = value }
  public init(integerLiteral value: Int) { timeInterval = Double(value) }
  public init?<T: BinaryInteger>(exactly source: T) {
    guard let value = Double(exactly: source) else { return nil }
    timeInterval = value
  }
  public var magnitude: SchedulerTimeStride { SchedulerTimeStride(abs(timeInterval)) }
  public static func seconds(_ s: Int) -> SchedulerTimeStride { SchedulerTimeStride(Double(s)) }
  public static func seconds(_ s: Double) -> SchedulerTimeStride { SchedulerTimeStride(s) }
  public static func milliseconds(_ ms: Int) -> SchedulerTimeStride { SchedulerTimeStride(Double(ms) / 1_000) }
  public static func microseconds(_ us: Int) -> SchedulerTimeStride { SchedulerTimeStride(Double(us) / 1_000_000) }
  public static func nanoseconds(_ ns: Int) -> SchedulerTimeStride { SchedulerTimeStride(Double(ns) / 1_000_000_000) }
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.timeInterval < rhs.timeInterval }
  public static func + (lhs: Self, rhs: Self) -> Self { Self(lhs.timeInterval + rhs.timeInterval) }
  public static func - (lhs: Self, rhs: Self) -> Self { Self(lhs.timeInterval - rhs.timeInterval) }
  public static func * (lhs: Self, rhs: Self) -> Self { Self(lhs.timeInterval * rhs.timeInterval) }
  public static func += (lhs: inout Self, rhs: Self) { lhs = lhs + rhs }
  public static func -= (lhs: inout Self, rhs: Self) { lhs = lhs - rhs }
  public static func *= (lhs: inout Self, rhs: Self) { lhs = lhs * rhs }
}

/// An instant of scheduler time, in seconds since the reference date.
public struct SchedulerTime: Strideable, Hashable, Sendable {
  /// Seconds since 2001-01-01 00:00:00 UTC.
  public var timeIntervalSinceReferenceDate: Double
  public init(_ timeIntervalSinceReferenceDate: Double) { self.timeIntervalSinceReferenceDate = timeIntervalSinceReferenceDate }
  public func distance(to other: SchedulerTime) -> SchedulerTimeStride {
    SchedulerTimeStride(other.timeIntervalSinceReferenceDate - timeIntervalSinceReferenceDate)
  }
  public func advanced(by n: SchedulerTimeStride) -> SchedulerTime { SchedulerTime(timeIntervalSinceReferenceDate + n.timeInterval) }
}

/// Options a scheduler accepts (none matter in a still render).
public struct SchedulerOptionsNone: Sendable { public init() {} }

extension DispatchQueue: Scheduler {
  public typealias SchedulerTimeType = SchedulerTime
  public typealias SchedulerOptions = SchedulerOptionsNone
  /// The queue's notion of now (the render's wall clock; nothing is scheduled against it).
  public var now: SchedulerTime { SchedulerTime(Date().timeIntervalSinceReferenceDate) }
  public var minimumTolerance: SchedulerTimeStride { .nanoseconds(0) }
}

extension RunLoop: Scheduler {
  public typealias SchedulerTimeType = SchedulerTime
  public typealias SchedulerOptions = SchedulerOptionsNone
  /// The run loop's notion of now (the render's wall clock; nothing is scheduled against it).
  public var now: SchedulerTime { SchedulerTime(Date().timeIntervalSinceReferenceDate) }
  public var minimumTolerance: SchedulerTimeStride { .nanoseconds(0) }
}

extension OperationQueue: Scheduler {
  public typealias SchedulerTimeType = SchedulerTime
  public typealias SchedulerOptions = SchedulerOptionsNone
  /// The operation queue's notion of now (the render's wall clock; nothing is scheduled against it).
  public var now: SchedulerTime { SchedulerTime(Date().timeIntervalSinceReferenceDate) }
  public var minimumTolerance: SchedulerTimeStride { .nanoseconds(0) }
}

/// A scheduler for performing synchronous actions.
public struct ImmediateScheduler: Scheduler, Sendable {
  public typealias SchedulerTimeType = SchedulerTime
  public typealias SchedulerOptions = Never
  /// The shared instance of the immediate scheduler.
  public static let shared = ImmediateScheduler()
  public var now: SchedulerTime { SchedulerTime(0) }
  public var minimumTolerance: SchedulerTimeStride { .nanoseconds(0) }
}

extension Publisher {
  /// Publishes elements only after a specified time interval elapses between events (none elapse in a still render).
  public func debounce<S: Scheduler>(for dueTime: S.SchedulerTimeType.Stride, scheduler: S,
                                     options: S.SchedulerOptions? = nil) -> AnyPublisher<Output, Failure> {
    AnyPublisher(self)
  }

  /// Publishes either the most-recent or first element published by the upstream publisher in the specified time interval.
  public func throttle<S: Scheduler>(for interval: S.SchedulerTimeType.Stride, scheduler: S,
                                     latest: Bool) -> AnyPublisher<Output, Failure> {
    AnyPublisher(self)
  }

  /// Delays delivery of all output to the downstream receiver by a specified amount of time on a particular scheduler.
  public func delay<S: Scheduler>(for interval: S.SchedulerTimeType.Stride, tolerance: S.SchedulerTimeType.Stride? = nil,
                                  scheduler: S, options: S.SchedulerOptions? = nil) -> AnyPublisher<Output, Failure> {
    AnyPublisher(self)
  }
}
