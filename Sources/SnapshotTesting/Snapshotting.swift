// SnapshotTesting: swift-snapshot-testing's API over Specimen, so a team's snapshot tests of SwiftUI views,
// hosting controllers and UIKit views compile unchanged and run on Linux.
//
// Input: a value and a strategy (`.image(layout: .device(config: .iPhone13))`, `.dump`, `.json` …).
// Output: a failure message, or none, after comparing the value's snapshot with the reference
// `__Snapshots__/<TestFile>/<testName>.<n>.<ext>` beside the test file (recorded when missing).
import Foundation
// On iOS, `import XCTest` brings UIKit with it, so a test file that imports only XCTest and SnapshotTesting names
// UIViewController and UIUserInterfaceStyle; Linux's XCTest does not, so this module brings Specimen's UIKit.
@_exported import UIKit

/// A way to turn a value into something that can be written to disk and compared: a path extension, a `Diffing`
/// of the format, and the function that takes the snapshot.
public struct Snapshotting<Value, Format> {
  /// The extension of the reference file (`png`, `txt`, `json`); nil writes the file without one.
  public var pathExtension: String?
  /// How the format is written, read and compared.
  public var diffing: Diffing<Format>
  /// Takes the snapshot of a value.
  public var snapshot: (Value) -> Async<Format>

  /// A strategy that takes its snapshot at once.
  public init(pathExtension: String?, diffing: Diffing<Format>, snapshot: @escaping (_ value: Value) -> Format) {
    self.init(pathExtension: pathExtension, diffing: diffing, asyncSnapshot: { Async(value: snapshot($0)) })
  }

  /// A strategy whose snapshot arrives through a callback.
  public init(pathExtension: String?, diffing: Diffing<Format>, asyncSnapshot: @escaping (_ value: Value) -> Async<Format>) {
    self.pathExtension = pathExtension
    self.diffing = diffing
    self.snapshot = asyncSnapshot
  }

  /// This strategy for another type of value, turned into this one's first.
  public func pullback<NewValue>(_ transform: @escaping (_ otherValue: NewValue) -> Value) -> Snapshotting<NewValue, Format> {
    asyncPullback { Async(value: transform($0)) }
  }

  /// This strategy for another type of value, turned into this one's first through a callback.
  public func asyncPullback<NewValue>(_ transform: @escaping (_ otherValue: NewValue) -> Async<Value>) -> Snapshotting<NewValue, Format> {
    let snapshot = self.snapshot
    return Snapshotting<NewValue, Format>(pathExtension: pathExtension, diffing: diffing) { newValue in
      Async { callback in transform(newValue).run { value in snapshot(value).run(callback) } }
    }
  }
}

/// A strategy whose value is already its own format (an image compared as an image, a string as text).
public typealias SimplySnapshotting<Format> = Snapshotting<Format, Format>

extension Snapshotting where Value == Format {
  /// The strategy that snapshots a value as itself.
  public init(pathExtension: String?, diffing: Diffing<Format>) {
    self.init(pathExtension: pathExtension, diffing: diffing, snapshot: { $0 })
  }
}

/// A value delivered to a callback, now or later.
public struct Async<Value> {
  /// Runs the work, handing its value to the callback.
  public let run: (_ callback: @escaping (Value) -> Void) -> Void

  /// Work that hands its value to a callback.
  public init(run: @escaping (_ callback: @escaping (Value) -> Void) -> Void) { self.run = run }

  /// A value that is already there.
  public init(value: Value) { self.init { callback in callback(value) } }

  /// The value transformed.
  public func map<NewValue>(_ transform: @escaping (Value) -> NewValue) -> Async<NewValue> {
    Async<NewValue> { callback in self.run { callback(transform($0)) } }
  }
}

/// How a snapshot format is written to and read from disk and compared.
public struct Diffing<Value> {
  /// The bytes written to the reference file.
  public var toData: (Value) -> Data
  /// The value read back from a reference file.
  public var fromData: (Data) -> Value
  /// Compares a reference with a new value: nil when they match, else a message and attachments.
  public var diff: (Value, Value) -> (String, [XCTAttachment])?

  /// A diffing from its three functions.
  public init(toData: @escaping (_ value: Value) -> Data, fromData: @escaping (_ data: Data) -> Value,
              diff: @escaping (_ lhs: Value, _ rhs: Value) -> (String, [XCTAttachment])?) {
    self.toData = toData
    self.fromData = fromData
    self.diff = diff
  }
}

#if !canImport(Darwin)
/// What a failed comparison attaches for a test report. Linux's XCTest has no attachments, so this holds the data
/// and its name; the failure message names the files instead.
public struct XCTAttachment {
  /// The attachment's bytes.
  public let data: Data
  /// The attachment's name.
  public var name: String?
  /// An attachment of bytes.
  public init(data: Data) { self.data = data }
  /// An attachment of bytes of a uniform type.
  public init(data: Data, uniformTypeIdentifier: String) { self.data = data }
  /// An attachment of text.
  public init(string: String) { self.data = Data(string.utf8) }
}
#endif
