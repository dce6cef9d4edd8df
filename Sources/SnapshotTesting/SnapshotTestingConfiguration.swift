import Foundation

/// How snapshots are recorded and how failures name a diff command, for a scope of tests.
///
/// Set it with `withSnapshotTesting(record:diffTool:operation:)` (XCTest: around `invokeTest()`), or with the
/// `.snapshots(record:diffTool:)` trait in Swift Testing. Unset, the record mode comes from the
/// `SNAPSHOT_TESTING_RECORD` environment variable (`all`, `failed`, `missing`, `never`), else `missing`.
public struct SnapshotTestingConfiguration: Sendable {
  /// The configuration of the running scope, if any.
  @TaskLocal public static var current: SnapshotTestingConfiguration?

  /// The diff command failure messages show.
  public var diffTool: DiffTool?
  /// Which snapshots are written to disk.
  public var record: Record?

  /// A configuration; nil leaves a setting to the enclosing scope.
  public init(record: Record? = nil, diffTool: DiffTool? = nil) {
    self.record = record
    self.diffTool = diffTool
  }

  /// Which snapshots an assertion writes as references.
  public struct Record: Equatable, Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    /// Every snapshot is written, and the assertion fails so a recording run is never taken for a pass.
    public static let all = Record(rawValue: "all")!
    /// Snapshots that do not match (and missing ones) are written, and the assertion fails.
    public static let failed = Record(rawValue: "failed")!
    /// Only missing references are written (the default), and the assertion fails.
    public static let missing = Record(rawValue: "missing")!
    /// Nothing is written: a missing reference fails the assertion (for CI).
    public static let never = Record(rawValue: "never")!

    /// A mode from its name (`all`, `failed`, `missing`, `never`), or nil.
    public init?(rawValue: String) {
      guard ["all", "failed", "missing", "never"].contains(rawValue) else { return nil }
      self.rawValue = rawValue
    }
  }

  /// The command a failure message offers for comparing the reference with the new snapshot.
  public struct DiffTool: Sendable, ExpressibleByStringLiteral {
    let command: @Sendable (_ currentFilePath: String, _ failedFilePath: String) -> String

    /// A diff command made from the two files' paths.
    public init(_ command: @escaping @Sendable (_ currentFilePath: String, _ failedFilePath: String) -> String) {
      self.command = command
    }

    /// A command-line tool run with the two paths (`"ksdiff"`, `"code --diff"`).
    public init(stringLiteral value: String) {
      self.init { "\(value) \"\($0)\" \"\($1)\"" }
    }

    /// Kaleidoscope's `ksdiff`.
    public static let ksdiff: DiffTool = "ksdiff"

    /// The two paths, reference first, as `@−`/`@+` lines.
    public static let `default` = DiffTool { "@\u{2212}\n\"\($0)\"\n@+\n\"\($1)\"" }

    /// The command for the two files.
    public func callAsFunction(currentFilePath: String, failedFilePath: String) -> String {
      command(currentFilePath, failedFilePath)
    }
  }
}

/// Runs `operation` with snapshots recorded as `record` says and failures naming `diffTool`.
public func withSnapshotTesting<R>(record: SnapshotTestingConfiguration.Record? = nil,
                                   diffTool: SnapshotTestingConfiguration.DiffTool? = nil,
                                   operation: () throws -> R) rethrows -> R {
  let outer = SnapshotTestingConfiguration.current
  let configuration = SnapshotTestingConfiguration(record: record ?? outer?.record, diffTool: diffTool ?? outer?.diffTool)
  return try SnapshotTestingConfiguration.$current.withValue(configuration, operation: operation)
}

/// Runs the async `operation` with snapshots recorded as `record` says and failures naming `diffTool`.
public func withSnapshotTesting<R>(record: SnapshotTestingConfiguration.Record? = nil,
                                   diffTool: SnapshotTestingConfiguration.DiffTool? = nil,
                                   operation: () async throws -> R) async rethrows -> R {
  let outer = SnapshotTestingConfiguration.current
  let configuration = SnapshotTestingConfiguration(record: record ?? outer?.record, diffTool: diffTool ?? outer?.diffTool)
  return try await SnapshotTestingConfiguration.$current.withValue(configuration, operation: operation)
}

/// Whether every snapshot is recorded (the pre-1.17 switch; `withSnapshotTesting(record: .all)` replaces it).
@available(*, deprecated, message: "Use 'withSnapshotTesting' to set the record mode of a scope of tests")
public var isRecording: Bool {
  get { LegacySettings.isRecording }
  set { LegacySettings.isRecording = newValue }
}

/// The pre-1.10 name of `isRecording`.
@available(*, deprecated, renamed: "isRecording")
public var record: Bool {
  get { LegacySettings.isRecording }
  set { LegacySettings.isRecording = newValue }
}

/// The diff command failure messages show (the pre-1.17 setting; `withSnapshotTesting(diffTool:)` replaces it).
@available(*, deprecated, message: "Use 'withSnapshotTesting' to set the diff tool of a scope of tests")
public var diffTool: SnapshotTestingConfiguration.DiffTool {
  get { LegacySettings.diffTool }
  set { LegacySettings.diffTool = newValue }
}

/// The process-wide settings of the deprecated globals.
enum LegacySettings {
  nonisolated(unsafe) static var isRecording = false
  nonisolated(unsafe) static var diffTool = SnapshotTestingConfiguration.DiffTool.default
}
