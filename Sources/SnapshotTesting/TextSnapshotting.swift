import Foundation

extension Diffing where Value == String {
  /// Text written as UTF-8 and compared line by line; a failure shows the lines that differ.
  public static var lines: Diffing {
    Diffing(
    toData: { Data($0.utf8) },
    fromData: { String(decoding: $0, as: UTF8.self) },
    diff: { old, new in
      guard old != new else { return nil }
      let message = LineDiff.describe(old: old, new: new)
      return (message, [XCTAttachment(string: message)])
    })
  }
}

extension Snapshotting where Value == String, Format == String {
  /// A string compared line by line.
  public static var lines: Snapshotting { Snapshotting(pathExtension: "txt", diffing: .lines) }
}

extension Snapshotting where Format == String {
  /// A value's `String(describing:)`, compared line by line.
  public static var description: Snapshotting {
    SimplySnapshotting.lines.pullback { String(describing: $0) }
  }

  /// A value's `dump`, compared line by line, with the addresses of objects left out (they change run to run).
  public static var dump: Snapshotting {
    SimplySnapshotting.lines.pullback { value in
      var text = ""
      Swift.dump(value, to: &text)
      return text.replacingOccurrences(of: #" 0x[0-9a-fA-F]+"#, with: "", options: .regularExpression)
    }
  }
}

extension Snapshotting where Value: Encodable, Format == String {
  /// The value as pretty-printed JSON with sorted keys.
  public static var json: Snapshotting {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return .json(encoder)
  }

  /// The value as JSON from `encoder`.
  public static func json(_ encoder: JSONEncoder) -> Snapshotting {
    var strategy = SimplySnapshotting.lines.pullback { (value: Value) -> String in
      do {
        return String(decoding: try encoder.encode(value), as: UTF8.self)
      } catch {
        return "The value could not be encoded as JSON: \(error)"
      }
    }
    strategy.pathExtension = "json"
    return strategy
  }
}

/// A line diff for text snapshots: the lines only in the reference (−) and only in the snapshot (+), in order.
enum LineDiff {
  /// The longest texts compared line by line with a common-subsequence table (lines each side); longer ones are
  /// compared position by position.
  static let tableLimit = 2_000

  static func describe(old: String, new: String) -> String {
    let a = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let b = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var lines: [String] = []
    if a.count <= tableLimit, b.count <= tableLimit {
      var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
      for i in stride(from: a.count - 1, through: 0, by: -1) {
        for j in stride(from: b.count - 1, through: 0, by: -1) {
          table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
        }
      }
      var i = 0, j = 0
      while i < a.count || j < b.count {
        if i < a.count, j < b.count, a[i] == b[j] { i += 1; j += 1 }
        else if j < b.count, i == a.count || table[i][j + 1] >= table[i + 1][j] { lines.append("+\(b[j])"); j += 1 }
        else { lines.append("−\(a[i])"); i += 1 }
      }
    } else {
      for index in 0..<max(a.count, b.count) where index >= a.count || index >= b.count || a[index] != b[index] {
        if index < a.count { lines.append("−\(a[index])") }
        if index < b.count { lines.append("+\(b[index])") }
      }
    }
    return "−reference\n+snapshot\n" + lines.joined(separator: "\n")
  }
}
