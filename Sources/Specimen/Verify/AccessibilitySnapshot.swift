import Foundation
import SpecimenDiff
import SpecimenLayout

/// The VoiceOver elements of a cell as lines of a semantic snapshot, and what changed between two lists.
///
/// A line names what VoiceOver reads, not where: `button "Delete" traits isButton value "on"`.
/// Frames are left out because a moved element already changes pixels.
public enum AccessibilitySnapshot {
  /// One element as one stable line.
  public static func line(_ element: AccessibilityElement) -> String {
    var parts = ["\(element.kind.rawValue) \(quoted(element.label))"]
    if !element.traits.isEmpty { parts.append("traits \(element.traits.joined(separator: ","))") }
    if let value = element.value { parts.append("value \(quoted(value))") }
    if let hint = element.hint { parts.append("hint \(quoted(hint))") }
    if let identifier = element.identifier { parts.append("id \(quoted(identifier))") }
    if !element.isEnabled { parts.append("disabled") }
    return parts.joined(separator: " ")
  }

  /// The changes from the golden's element lines to the render's, one sentence each
  /// ("VoiceOver element 1: button \"Delete\" → button \"Remove\""); empty when they agree or the golden has none recorded.
  public static func changes(from golden: [String]?, to actual: [String]?) -> [String] {
    guard let golden, let actual, golden != actual else { return [] }
    var lines: [String] = []
    for index in 0..<max(golden.count, actual.count) {
      let a = index < golden.count ? golden[index] : nil
      let b = index < actual.count ? actual[index] : nil
      switch (a, b) {
      case let (a?, b?) where a != b: lines.append("VoiceOver element \(index + 1): \(a) → \(b)")
      case let (a?, nil): lines.append("VoiceOver element \(index + 1) removed: \(a)")
      case let (nil, b?): lines.append("VoiceOver element \(index + 1) added: \(b)")
      default: break
      }
    }
    return lines
  }

  /// The element lines of the snapshot at `url`, or nil when it has none recorded or cannot be read.
  /// Cheaper than `SemanticNode.read`: files without the key are not decoded at all.
  public static func read(from url: URL) -> [String]? {
    guard let data = try? RegularFile.read(url.path), let key = data.range(of: Data("\"accessibility\"".utf8)) else { return nil }
    // Snapshots are written with sorted keys, so the list is the root's first member: decode only
    // that array instead of the whole tree (a whole-file decode was a twentieth of a verify).
    if data[..<key.lowerBound].allSatisfy({ $0 == UInt8(ascii: "{") || isJSONSpace($0) }),
       let list = leadingArray(in: data[key.upperBound...]),
       let lines = try? JSONDecoder().decode([String].self, from: list) {
      return lines
    }
    struct Root: Decodable { var accessibility: [String]? }
    return (try? JSONDecoder().decode(Root.self, from: data))?.accessibility
  }

  /// The JSON array that follows `: ` at the start of `bytes`, up to its closing bracket, or nil.
  static func leadingArray(in bytes: Data.SubSequence) -> Data? {
    var index = bytes.startIndex
    while index < bytes.endIndex, isJSONSpace(bytes[index]) { index += 1 }
    guard index < bytes.endIndex, bytes[index] == UInt8(ascii: ":") else { return nil }
    index += 1
    while index < bytes.endIndex, isJSONSpace(bytes[index]) { index += 1 }
    guard index < bytes.endIndex, bytes[index] == UInt8(ascii: "[") else { return nil }
    let start = index
    var depth = 0
    var inString = false
    var escaped = false
    while index < bytes.endIndex {
      let byte = bytes[index]
      if inString {
        if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
      } else if byte == UInt8(ascii: "\"") {
        inString = true
      } else if byte == UInt8(ascii: "[") {
        depth += 1
      } else if byte == UInt8(ascii: "]") {
        depth -= 1
        if depth == 0 { return Data(bytes[start...index]) }
      }
      index += 1
    }
    return nil
  }

  private static func isJSONSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
  }

  /// The most Unicode scalars of a label, value, hint or identifier a line quotes. VoiceOver text is a few words;
  /// quoting a 1 MB hint on each of 10 000 rows in full took one cell minutes and gigabytes. A longer text is quoted to
  /// here and then says how long it is, so a change past its first thousand scalars does not show in the diff.
  static let maxQuotedScalars = 1_000

  /// `text` in double quotes, with backslashes, quotes and line feeds escaped.
  static func quoted(_ text: String) -> String {
    var quoted = "\""
    var kept = 0
    for scalar in text.unicodeScalars {
      if kept == maxQuotedScalars { return quoted + "…\" (\(text.utf8.count) UTF-8 bytes in all)" }
      switch scalar {
      case "\\": quoted += "\\\\"
      case "\"": quoted += "\\\""
      case "\n": quoted += "\\n"
      default: quoted.unicodeScalars.append(scalar)
      }
      kept += 1
    }
    return quoted + "\""
  }
}
