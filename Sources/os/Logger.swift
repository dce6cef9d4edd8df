import Foundation

// Apple's unified logging as view and style files call it (`import os`, `import OSLog`):
// `Logger(subsystem:category:)` with its level methods, `os_log`, and the privacy and format
// options of a log message's interpolations. A still render has no log stream to write to, so
// messages are accepted and dropped; their interpolated values are never evaluated, as on Apple
// platforms when a level is not being collected.

/// The level of a log message.
public struct OSLogType: Equatable, Hashable, Sendable, RawRepresentable {
  public let rawValue: UInt8
  public init(_ rawValue: UInt8) { self.rawValue = rawValue }
  public init(rawValue: UInt8) { self.rawValue = rawValue }
  /// The default level.
  public static let `default` = OSLogType(0x00)
  /// Information that may help troubleshoot problems.
  public static let info = OSLogType(0x01)
  /// Information useful during development.
  public static let debug = OSLogType(0x02)
  /// An error.
  public static let error = OSLogType(0x10)
  /// A fault: a bug in the program.
  public static let fault = OSLogType(0x11)
}

/// A log object that `os_log` writes to.
public final class OSLog: @unchecked Sendable {
  /// The subsystem, such as the app's bundle identifier.
  public let subsystem: String
  /// The category within the subsystem.
  public let category: String

  /// Creates a log for a subsystem and category.
  public init(subsystem: String, category: String) {
    self.subsystem = subsystem
    self.category = category
  }

  /// The shared default log.
  public static let `default` = OSLog(subsystem: "", category: "")
  /// A log that discards every message.
  public static let disabled = OSLog(subsystem: "", category: "disabled")

  /// Whether messages of `type` are collected: none are in a still render.
  public func isEnabled(type: OSLogType) -> Bool { false }
}

/// A logger for a subsystem and category (iOS 14).
public struct Logger: @unchecked Sendable {
  /// Creates a logger for a subsystem and category.
  public init(subsystem: String, category: String) {}
  /// Creates a logger that writes to `log`.
  public init(_ log: OSLog) {}
  /// Creates a logger that writes to the default subsystem.
  public init() {}

  /// Logs a message at the default level.
  public func log(_ message: OSLogMessage) {}
  /// Logs a message at the given level.
  public func log(level: OSLogType, _ message: OSLogMessage) {}
  /// Logs a message at the debug level.
  public func trace(_ message: OSLogMessage) {}
  /// Logs a message at the debug level.
  public func debug(_ message: OSLogMessage) {}
  /// Logs a message at the info level.
  public func info(_ message: OSLogMessage) {}
  /// Logs a message at the default level.
  public func notice(_ message: OSLogMessage) {}
  /// Logs a message at the error level.
  public func warning(_ message: OSLogMessage) {}
  /// Logs a message at the error level.
  public func error(_ message: OSLogMessage) {}
  /// Logs a message at the fault level.
  public func critical(_ message: OSLogMessage) {}
  /// Logs a message at the fault level.
  public func fault(_ message: OSLogMessage) {}
}

/// Logs a message to the default log (the iOS 10 function form).
public func os_log(_ message: StaticString, dso: UnsafeRawPointer? = nil, log: OSLog = .default, type: OSLogType = .default, _ args: CVarArg...) {}

/// Logs a message at a level to a log (the iOS 12 form).
public func os_log(_ type: OSLogType, dso: UnsafeRawPointer? = nil, log: OSLog = .default, _ message: StaticString, _ args: CVarArg...) {}

/// Logs an interpolated message (iOS 14).
public func os_log(_ message: OSLogMessage) {}

/// Logs an interpolated message at a level to a log (iOS 14).
public func os_log(_ logLevel: OSLogType, log: OSLog = .default, _ message: OSLogMessage) {}
