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
      if let problem = SnapshotNesting.dumpProblem(value) { return SnapshotProblems.report(problem) }
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
      // Within an assertion, a value that cannot be encoded fails it (its error never becomes a reference).
      if let problem = SnapshotNesting.encodingProblem(value, userInfo: encoder.userInfo.mapValues { $0 as Any }) {
        return SnapshotProblems.report(problem)
      }
      do {
        return String(decoding: try encoder.encode(value), as: UTF8.self)
      } catch {
        return SnapshotProblems.report("the value could not be encoded as JSON: \(error)")
      }
    }
    strategy.pathExtension = "json"
    return strategy
  }
}

/// A line diff for text snapshots: the lines only in the reference (−) and only in the snapshot (+), in order.
enum LineDiff {
  /// The longest texts compared line by line with a common-subsequence table (lines each side, after the lines they
  /// share at both ends); longer ones are compared position by position.
  static let tableLimit = 2_000
  /// The most differing lines a message shows; it counts the rest (a 10 MB text changed throughout would otherwise
  /// make a message as long).
  static let maxShownLines = 200
  /// The most characters of one line a message shows; it counts the rest.
  static let maxShownCharacters = 500

  static func describe(old: String, new: String) -> String {
    let a = old.split(separator: "\n", omittingEmptySubsequences: false)
    let b = new.split(separator: "\n", omittingEmptySubsequences: false)
    // Lines become numbers, so the table compares integers, not long strings.
    var numbers: [Substring: Int] = [:]
    func number(_ line: Substring) -> Int {
      if let known = numbers[line] { return known }
      numbers[line] = numbers.count
      return numbers.count - 1
    }
    let x = a.map(number), y = b.map(number)
    var start = 0, endA = x.count, endB = y.count
    while start < endA, start < endB, x[start] == y[start] { start += 1 }
    while endA > start, endB > start, x[endA - 1] == y[endB - 1] { endA -= 1; endB -= 1 }
    var changes: [(removed: Bool, index: Int)] = []
    if endA - start <= tableLimit, endB - start <= tableLimit {
      let n = endA - start, m = endB - start
      var table = [Int](repeating: 0, count: (n + 1) * (m + 1))
      for i in stride(from: n - 1, through: 0, by: -1) {
        for j in stride(from: m - 1, through: 0, by: -1) {
          table[i * (m + 1) + j] = x[start + i] == y[start + j] ? table[(i + 1) * (m + 1) + j + 1] + 1
            : max(table[(i + 1) * (m + 1) + j], table[i * (m + 1) + j + 1])
        }
      }
      var i = 0, j = 0
      while i < n || j < m {
        if i < n, j < m, x[start + i] == y[start + j] { i += 1; j += 1 }
        else if j < m, i == n || table[i * (m + 1) + j + 1] >= table[(i + 1) * (m + 1) + j] { changes.append((false, start + j)); j += 1 }
        else { changes.append((true, start + i)); i += 1 }
      }
    } else {
      for index in start..<max(endA, endB) where index >= endA || index >= endB || x[index] != y[index] {
        if index < endA { changes.append((true, index)) }
        if index < endB { changes.append((false, index)) }
      }
    }
    var lines = changes.prefix(maxShownLines).map { change in
      change.removed ? "−" + shown(a[change.index]) : "+" + shown(b[change.index])
    }
    if changes.count > maxShownLines {
      lines.append("… and \(changes.count - maxShownLines) more changed lines (LineDiff.maxShownLines is \(maxShownLines))")
    }
    return "−reference\n+snapshot\n" + lines.joined(separator: "\n")
  }

  /// `line` as a message shows it: its first `maxShownCharacters` characters, then how many more it has.
  private static func shown(_ line: Substring) -> String {
    guard line.utf8.count > maxShownCharacters, line.count > maxShownCharacters else { return String(line) }
    return line.prefix(maxShownCharacters) + "… (\(line.count - maxShownCharacters) more characters)"
  }
}
