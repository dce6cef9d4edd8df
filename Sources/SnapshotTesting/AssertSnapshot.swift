import Foundation
#if canImport(Testing)
import Testing
#endif
#if canImport(XCTest)
import XCTest
#endif

/// Asserts that `value` matches its reference `__Snapshots__/<TestFile>/<testName>.<n>.<ext>` beside the test file,
/// recording it when it is missing. Fails the XCTest test, or records an issue in a Swift Testing test.
public func assertSnapshot<Value, Format>(
  of value: @autoclosure () throws -> Value, as snapshotting: Snapshotting<Value, Format>, named name: String? = nil,
  record recording: Bool? = nil, timeout: TimeInterval = 5, fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath, testName: String = #function, line: UInt = #line, column: UInt = #column
) {
  let failure = verifySnapshot(of: try value(), as: snapshotting, named: name, record: recording, timeout: timeout,
                               fileID: fileID, file: filePath, testName: testName, line: line, column: column)
  guard let failure else { return }
  SnapshotFailureReporter.report(failure, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Asserts that `value` matches a reference for each named strategy.
public func assertSnapshots<Value, Format>(
  of value: @autoclosure () throws -> Value, as strategies: [String: Snapshotting<Value, Format>],
  record recording: Bool? = nil, timeout: TimeInterval = 5, fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath, testName: String = #function, line: UInt = #line, column: UInt = #column
) {
  for (name, strategy) in strategies.sorted(by: { $0.key < $1.key }) {
    assertSnapshot(of: try value(), as: strategy, named: name, record: recording, timeout: timeout, fileID: fileID,
                   file: filePath, testName: testName, line: line, column: column)
  }
}

/// Asserts that `value` matches a reference for each strategy, numbered in order.
public func assertSnapshots<Value, Format>(
  of value: @autoclosure () throws -> Value, as strategies: [Snapshotting<Value, Format>],
  record recording: Bool? = nil, timeout: TimeInterval = 5, fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath, testName: String = #function, line: UInt = #line, column: UInt = #column
) {
  for strategy in strategies {
    assertSnapshot(of: try value(), as: strategy, record: recording, timeout: timeout, fileID: fileID, file: filePath,
                   testName: testName, line: line, column: column)
  }
}

/// The pre-1.12 spelling of `assertSnapshot(of:as:…)`.
@available(*, deprecated, renamed: "assertSnapshot(of:as:named:record:timeout:file:testName:line:)")
public func assertSnapshot<Value, Format>(
  matching value: @autoclosure () throws -> Value, as snapshotting: Snapshotting<Value, Format>, named name: String? = nil,
  record recording: Bool = false, timeout: TimeInterval = 5, file: StaticString = #filePath, testName: String = #function,
  line: UInt = #line
) {
  assertSnapshot(of: try value(), as: snapshotting, named: name, record: recording ? true : nil, timeout: timeout,
                 file: file, testName: testName, line: line)
}

/// The pre-1.12 spelling of `assertSnapshots(of:as:…)` with named strategies.
@available(*, deprecated, renamed: "assertSnapshots(of:as:record:timeout:file:testName:line:)")
public func assertSnapshots<Value, Format>(
  matching value: @autoclosure () throws -> Value, as strategies: [String: Snapshotting<Value, Format>],
  record recording: Bool = false, timeout: TimeInterval = 5, file: StaticString = #filePath, testName: String = #function,
  line: UInt = #line
) {
  assertSnapshots(of: try value(), as: strategies, record: recording ? true : nil, timeout: timeout, file: file,
                  testName: testName, line: line)
}

/// The pre-1.12 spelling of `assertSnapshots(of:as:…)` with a list of strategies.
@available(*, deprecated, renamed: "assertSnapshots(of:as:record:timeout:file:testName:line:)")
public func assertSnapshots<Value, Format>(
  matching value: @autoclosure () throws -> Value, as strategies: [Snapshotting<Value, Format>],
  record recording: Bool = false, timeout: TimeInterval = 5, file: StaticString = #filePath, testName: String = #function,
  line: UInt = #line
) {
  assertSnapshots(of: try value(), as: strategies, record: recording ? true : nil, timeout: timeout, file: file,
                  testName: testName, line: line)
}

/// Compares `value` with its reference and returns the failure message, or nil when it matches: the engine of
/// `assertSnapshot`, for assertion helpers of your own (a different `snapshotDirectory`, say).
public func verifySnapshot<Value, Format>(
  of value: @autoclosure () throws -> Value, as snapshotting: Snapshotting<Value, Format>, named name: String? = nil,
  record recording: Bool? = nil, snapshotDirectory: String? = nil, timeout: TimeInterval = 5,
  fileID: StaticString = #fileID, file filePath: StaticString = #filePath, testName: String = #function,
  line: UInt = #line, column: UInt = #column
) -> String? {
  verifiedSnapshot(of: try value(), as: snapshotting, named: name, mode: SnapshotRecordMode.resolve(recording),
                   snapshotDirectory: snapshotDirectory, filePath: filePath, testName: testName)
}

/// The comparison behind every `verifySnapshot`, in the record mode already resolved.
func verifiedSnapshot<Value, Format>(
  of value: @autoclosure () throws -> Value, as snapshotting: Snapshotting<Value, Format>, named name: String?,
  mode: SnapshotTestingConfiguration.Record, snapshotDirectory: String?, filePath: StaticString, testName: String
) -> String? {
  let location = SnapshotFile(filePath: "\(filePath)", directory: snapshotDirectory, testName: testName, name: name,
                              pathExtension: snapshotting.pathExtension)
  let taken: Format
  do {
    var result: Format?
    let problems = SnapshotProblems()
    try SnapshotProblems.$current.withValue(problems) { snapshotting.snapshot(try value()).run { result = $0 } }
    // A strategy that could not take its snapshot (a value JSON cannot encode) is never recorded or compared.
    if let problem = problems.first { return "Couldn't snapshot value: \(problem)" }
    guard let result else {
      return "Couldn't snapshot value: the strategy did not deliver a snapshot while the assertion ran; "
        + "Specimen takes snapshots synchronously, so an asynchronous strategy must call back at once"
    }
    taken = result
  } catch {
    return "Couldn't snapshot value: \(error)"
  }
  return SnapshotComparison(location: location, mode: mode, diffing: snapshotting.diffing, testName: testName).run(taken)
}

/// Why the running assertion's strategy could not take its snapshot, reported while it runs: a format such as a
/// string has no room to say so, and the text of an error must not become a reference.
final class SnapshotProblems: @unchecked Sendable {
  @TaskLocal static var current: SnapshotProblems?
  private let lock = NSLock()
  private var reasons: [String] = []

  /// Reports `reason` to the running assertion, which fails with it, and returns the text a strategy run outside an
  /// assertion takes as its snapshot instead ("Couldn't snapshot value: …").
  static func report(_ reason: String) -> String {
    if let current {
      current.lock.lock()
      defer { current.lock.unlock() }
      current.reasons.append(reason)
    }
    return "Couldn't snapshot value: \(reason)"
  }

  /// The first reason reported.
  var first: String? {
    lock.lock()
    defer { lock.unlock() }
    return reasons.first
  }
}

/// The record mode in force: the assertion's argument, the scope's configuration, the Swift Testing trait, the
/// deprecated `isRecording`, then `SNAPSHOT_TESTING_RECORD`, else `.missing`.
enum SnapshotRecordMode {
  /// The mode an explicit `record:` mode gives, or the one in force when it is nil.
  static func resolve(_ argument: SnapshotTestingConfiguration.Record?) -> SnapshotTestingConfiguration.Record {
    argument ?? resolve(nil as Bool?)
  }

  static func resolve(_ argument: Bool?) -> SnapshotTestingConfiguration.Record {
    if argument == true || LegacySettings.isRecording { return .all }
    if let record = SnapshotTestingConfiguration.current?.record ?? SnapshotTraitSettings.current?.record { return record }
    let environment = ProcessInfo.processInfo.environment
    if let name = environment["SNAPSHOT_TESTING_RECORD"], let record = SnapshotTestingConfiguration.Record(rawValue: name) {
      return record
    }
    return .missing
  }

  /// The diff tool in force.
  static var diffTool: SnapshotTestingConfiguration.DiffTool {
    SnapshotTestingConfiguration.current?.diffTool ?? SnapshotTraitSettings.current?.diffTool ?? LegacySettings.diffTool
  }
}

/// Sends a failure to the framework running the test.
enum SnapshotFailureReporter {
  static func report(_ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
    #if canImport(Testing)
    if Test.current != nil {
      Issue.record(Comment(rawValue: message), sourceLocation: SourceLocation(
        fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
      return
    }
    #endif
    #if canImport(XCTest)
    XCTFail(message, file: filePath, line: line)
    #else
    print(message)
    #endif
  }
}
