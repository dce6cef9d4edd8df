import Foundation

/// Turns entry and state names into safe, stable, readable file names.
///
/// Keeps letters, digits, `-`, `_` and `.` (non-ASCII letters too); everything else,
/// path separators included, becomes `-`. Leading dots are removed so no name is hidden
/// or a parent reference, and long names are cut with a hash suffix so they stay unique.
public enum FileNames {
  /// The longest file-name stem produced, in UTF-8 bytes.
  public static let maxLength = 120

  /// A safe file-name stem for `name`.
  public static func safe(_ name: String) -> String {
    if isSafeAlready(name) { return name }
    var out = ""
    for scalar in name.unicodeScalars {
      out.unicodeScalars.append(keeps(scalar) ? scalar : "-")
    }
    while out.contains("--") { out = out.replacingOccurrences(of: "--", with: "-") }
    while out.hasPrefix(".") || out.hasPrefix("-") { out.removeFirst() }
    while out.hasSuffix(".") || out.hasSuffix("-") { out.removeLast() }
    if out.isEmpty { out = "unnamed" }
    if out != name || out.utf8.count > maxLength {
      // Names that had to change or be cut get a short hash of the original, so distinct names never collide.
      let hash = String(stableHash(name), radix: 16)
      var stem = out
      while stem.utf8.count > maxLength - hash.count - 1 { stem.removeLast() }
      out = "\(stem)~\(hash)"
    }
    return out
  }

  /// Whether `name` is its own safe stem: ASCII letters, digits, `-`, `_` and `.` only, no `--`, not
  /// starting or ending with `.` or `-`, and short enough (the common case, decided without copying).
  private static func isSafeAlready(_ name: String) -> Bool {
    let bytes = name.utf8
    guard let first = bytes.first, let last = bytes.last, bytes.count <= maxLength else { return false }
    let dot = UInt8(ascii: "."), dash = UInt8(ascii: "-")
    guard first != dot, first != dash, last != dot, last != dash else { return false }
    var previous: UInt8 = 0
    for byte in bytes {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
        UInt8(ascii: "_"), dot:
        break
      case dash where previous != dash:
        break
      default:
        return false
      }
      previous = byte
    }
    return true
  }

  /// Letters and digits of every script (built once: `CharacterSet.alphanumerics` builds a new set per use).
  private static let letters = CharacterSet.alphanumerics

  /// Whether `scalar` stays as it is in a file name.
  private static func keeps(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case "a"..."z", "A"..."Z", "0"..."9", "-", "_", ".": return true
    case _ where scalar.isASCII: return false
    default: return letters.contains(scalar)
    }
  }

  /// FNV-1a over the UTF-8 bytes, truncated to 32 bits: stable across runs and machines.
  public static func stableHash(_ s: String) -> UInt32 {
    var h: UInt32 = 0x811c_9dc5
    for byte in s.utf8 {
      h ^= UInt32(byte)
      h = h &* 0x0100_0193
    }
    return h
  }
}
