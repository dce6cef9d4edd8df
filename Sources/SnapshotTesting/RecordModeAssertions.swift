import Foundation

// The assertions with a record mode (`record: .all`, `.missing`, `.failed`, `.never`) instead of a Bool, as test
// helpers pass a `SnapshotTestingConfiguration.Record?` of their own through to them. A `nil` or Bool argument
// takes the Bool overloads; these are chosen only for a mode.

/// Asserts that `value` matches its reference, in the record mode `record` (nil: the one in force).
@_disfavoredOverload
public func assertSnapshot<Value, Format>(
  of value: @autoclosure () throws -> Value, as snapshotting: Snapshotting<Value, Format>, named name: String? = nil,
  record: SnapshotTestingConfiguration.Record?, timeout: TimeInterval = 5, fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath, testName: String = #function, line: UInt = #line, column: UInt = #column
) {
  let failure = verifySnapshot(of: try value(), as: snapshotting, named: name, record: record, timeout: timeout,
                               fileID: fileID, file: filePath, testName: testName, line: line, column: column)
  guard let failure else { return }
  SnapshotFailureReporter.report(failure, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// Asserts that `value` matches a reference for each named strategy, in the record mode `record`.
@_disfavoredOverload
public func assertSnapshots<Value, Format>(
  of value: @autoclosure () throws -> Value, as strategies: [String: Snapshotting<Value, Format>],
  record: SnapshotTestingConfiguration.Record?, timeout: TimeInterval = 5, fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath, testName: String = #function, line: UInt = #line, column: UInt = #column
) {
  for (name, strategy) in strategies.sorted(by: { $0.key < $1.key }) {
    assertSnapshot(of: try value(), as: strategy, named: name, record: record, timeout: timeout, fileID: fileID,
                   file: filePath, testName: testName, line: line, column: column)
  }
}

/// Asserts that `value` matches a reference for each strategy, numbered in order, in the record mode `record`.
@_disfavoredOverload
public func assertSnapshots<Value, Format>(
  of value: @autoclosure () throws -> Value, as strategies: [Snapshotting<Value, Format>],
  record: SnapshotTestingConfiguration.Record?, timeout: TimeInterval = 5, fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath, testName: String = #function, line: UInt = #line, column: UInt = #column
) {
  for strategy in strategies {
    assertSnapshot(of: try value(), as: strategy, record: record, timeout: timeout, fileID: fileID, file: filePath,
                   testName: testName, line: line, column: column)
  }
}

/// Compares `value` with its reference in the record mode `record` (nil: the one in force) and returns the failure
/// message, or nil when it matches.
@_disfavoredOverload
public func verifySnapshot<Value, Format>(
  of value: @autoclosure () throws -> Value, as snapshotting: Snapshotting<Value, Format>, named name: String? = nil,
  record: SnapshotTestingConfiguration.Record?, snapshotDirectory: String? = nil, timeout: TimeInterval = 5,
  fileID: StaticString = #fileID, file filePath: StaticString = #filePath, testName: String = #function,
  line: UInt = #line, column: UInt = #column
) -> String? {
  verifiedSnapshot(of: try value(), as: snapshotting, named: name, mode: SnapshotRecordMode.resolve(record),
                   snapshotDirectory: snapshotDirectory, filePath: filePath, testName: testName)
}

/// The pre-1.12 spelling of `verifySnapshot(of:as:…)`.
@available(*, deprecated, renamed: "verifySnapshot(of:as:named:record:snapshotDirectory:timeout:file:testName:)")
public func verifySnapshot<Value, Format>(
  matching value: @autoclosure () throws -> Value, as snapshotting: Snapshotting<Value, Format>, named name: String? = nil,
  record recording: Bool = false, snapshotDirectory: String? = nil, timeout: TimeInterval = 5,
  file: StaticString = #filePath, testName: String = #function, line: UInt = #line
) -> String? {
  verifySnapshot(of: try value(), as: snapshotting, named: name, record: recording ? true : nil,
                 snapshotDirectory: snapshotDirectory, timeout: timeout, file: file, testName: testName, line: line)
}
