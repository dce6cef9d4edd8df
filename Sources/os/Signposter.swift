import Foundation

// Signposts as view code marks its work for Instruments (`OSSignposter`, iOS 15; `os_signpost`, iOS 12).
// A still render has no trace to write to: intervals and events are accepted and dropped, and the work a
// `withIntervalSignpost` wraps runs once, unchanged.

/// An identifier that tells overlapping intervals of one signposter apart.
public struct OSSignpostID: Hashable, Comparable, Sendable {
  /// The identifier's value.
  public let rawValue: UInt64

  /// An identifier from a value.
  public init(_ value: UInt64) { rawValue = value }
  /// A new identifier for intervals of `log`.
  public init(log: OSLog) { rawValue = OSSignpostID.next() }
  /// An identifier derived from an object, the same for the same object.
  public init(log: OSLog, object: AnyObject) { rawValue = UInt64(UInt(bitPattern: ObjectIdentifier(object).hashValue)) }

  /// For intervals that never overlap.
  public static let exclusive = OSSignpostID(0xEEEE_B0B5_B2B2_EEEE)
  /// An identifier that marks nothing.
  public static let invalid = OSSignpostID(~0)
  /// The null identifier.
  public static let null = OSSignpostID(0)

  public static func < (a: OSSignpostID, b: OSSignpostID) -> Bool { a.rawValue < b.rawValue }

  private static let counter = SignpostCounter()
  static func next() -> UInt64 { counter.next() }
}

/// Hands out signpost identifiers in order, from any thread.
final class SignpostCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var value: UInt64 = 0
  func next() -> UInt64 {
    lock.lock()
    defer { lock.unlock() }
    value += 1
    return value
  }
}

/// The state of a signposted interval, from `beginInterval` to `endInterval`.
public final class OSSignpostIntervalState: @unchecked Sendable {
  /// The identifier the interval began with.
  public let signpostID: OSSignpostID
  init(id: OSSignpostID) { signpostID = id }
  /// The state of an interval that began with `id`.
  public static func beginState(id: OSSignpostID) -> OSSignpostIntervalState { OSSignpostIntervalState(id: id) }
}

/// Marks intervals and events of work for Instruments (iOS 15).
public struct OSSignposter: @unchecked Sendable {
  /// A signposter for a subsystem and category.
  public init(subsystem: String, category: String) {}
  /// A signposter writing where `logger` writes.
  public init(logger: Logger) {}
  /// A signposter writing to `logHandle`.
  public init(logHandle: OSLog) {}
  /// A signposter that marks nothing.
  public init() {}
  /// A signposter that marks nothing.
  public static let disabled = OSSignposter()

  /// Whether signposts are being collected: never in a still render.
  public var isEnabled: Bool { false }

  /// A new identifier for an interval.
  public func makeSignpostID() -> OSSignpostID { OSSignpostID(OSSignpostID.next()) }
  /// The identifier for intervals about `object`.
  public func makeSignpostID(from object: AnyObject) -> OSSignpostID { OSSignpostID(log: .default, object: object) }

  /// Begins an interval.
  public func beginInterval(_ name: StaticString, id: OSSignpostID = .exclusive) -> OSSignpostIntervalState {
    OSSignpostIntervalState(id: id)
  }
  /// Begins an interval with a message.
  public func beginInterval(_ name: StaticString, id: OSSignpostID = .exclusive, _ message: OSLogMessage) -> OSSignpostIntervalState {
    OSSignpostIntervalState(id: id)
  }
  /// Begins an interval of an animation.
  public func beginAnimationInterval(_ name: StaticString, id: OSSignpostID = .exclusive, _ message: OSLogMessage) -> OSSignpostIntervalState {
    OSSignpostIntervalState(id: id)
  }
  /// Ends an interval.
  public func endInterval(_ name: StaticString, _ state: OSSignpostIntervalState) {}
  /// Ends an interval with a message.
  public func endInterval(_ name: StaticString, _ state: OSSignpostIntervalState, _ message: OSLogMessage) {}
  /// Marks a single moment.
  public func emitEvent(_ name: StaticString, id: OSSignpostID = .exclusive) {}
  /// Marks a single moment with a message.
  public func emitEvent(_ name: StaticString, id: OSSignpostID = .exclusive, _ message: OSLogMessage) {}
  /// Runs `task` inside an interval and returns its result.
  public func withIntervalSignpost<T>(_ name: StaticString, id: OSSignpostID = .exclusive, around task: () throws -> T) rethrows -> T {
    try task()
  }
  /// Runs `task` inside an interval with a message and returns its result.
  public func withIntervalSignpost<T>(_ name: StaticString, id: OSSignpostID = .exclusive, _ message: OSLogMessage,
                                      around task: () throws -> T) rethrows -> T {
    try task()
  }
}

/// The kind of a signpost `os_signpost` writes.
public struct OSSignpostType: Equatable, Hashable, Sendable, RawRepresentable {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }
  /// A single moment.
  public static let event = OSSignpostType(rawValue: 0)
  /// The start of an interval.
  public static let begin = OSSignpostType(rawValue: 1)
  /// The end of an interval.
  public static let end = OSSignpostType(rawValue: 2)
}

/// Writes a signpost (iOS 12): dropped in a still render.
public func os_signpost(_ type: OSSignpostType, dso: UnsafeRawPointer? = nil, log: OSLog, name: StaticString,
                        signpostID: OSSignpostID = .exclusive) {}

/// Writes a signpost with a formatted message (iOS 12): dropped in a still render.
public func os_signpost(_ type: OSSignpostType, dso: UnsafeRawPointer? = nil, log: OSLog, name: StaticString,
                        signpostID: OSSignpostID = .exclusive, _ format: StaticString, _ arguments: CVarArg...) {}
