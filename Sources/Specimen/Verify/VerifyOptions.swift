import Foundation
import SpecimenDiff

/// How `specimen verify` and `specimen record` compare renders with goldens.
public struct VerifyOptions: Sendable {
  /// The pixelmatch options (threshold, anti-aliasing, diff image colours).
  public var diff = DiffOptions()
  /// How much difference passes.
  public var tolerance = Tolerance()
  /// Worker threads.
  public var jobs = 1
  /// Glob patterns over entry names or `Entry/cell` ids; empty means everything.
  public var filters: [String] = []
  /// Whether `filters` are exact entry names or cell ids rather than globs.
  public var exactFilters = false
  /// Device pixels per point; nil reads it from the goldens' manifest (2 without one).
  public var scale: CGFloat?
  /// Only this part of the selected cells, split as `render --shard` splits them (for CI job matrices).
  public var shard: Shard?

  public init() {}
}

/// Which cells `specimen record` (and `assertSnapshot`) writes; a small named type, as in STYLE.md §9.
public enum RecordMode: String, Sendable, CaseIterable {
  /// Write missing goldens and goldens whose difference exceeds the tolerance.
  case all
  /// Write only goldens that do not exist yet.
  case missing
  /// Write only existing goldens whose difference exceeds the tolerance.
  case failed
  /// Write nothing; a missing or failing golden fails the run (what CI uses).
  case never

  /// The environment variable that sets the mode when no option does.
  public static let environmentVariable = "SPECIMEN_RECORD"

  /// The mode named by `SPECIMEN_RECORD` in `environment`, nil when unset or empty.
  ///
  /// Throws a message naming the accepted values when the variable holds anything else.
  public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) throws -> RecordMode? {
    guard let raw = environment[environmentVariable], !raw.isEmpty else { return nil }
    guard let mode = RecordMode(rawValue: raw.lowercased()) else {
      throw RecordModeError(message: "\(environmentVariable)=\(raw) is not a record mode; use one of all, missing, failed, never")
    }
    return mode
  }

  /// Whether this mode writes a cell with `outcome`.
  public func writes(_ outcome: CellCheck.Outcome) -> Bool {
    switch (self, outcome) {
    case (.all, .missingGolden), (.all, .failed), (.all, .sizeChanged), (.all, .unreadableGolden): return true
    case (.missing, .missingGolden): return true
    case (.failed, .failed), (.failed, .sizeChanged), (.failed, .unreadableGolden): return true
    default: return false
    }
  }
}

/// A record mode that could not be read.
public struct RecordModeError: Error, CustomStringConvertible {
  public let message: String
  public var description: String { message }
}
