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
    var out = ""
    for scalar in name.unicodeScalars {
      let keep = CharacterSet.alphanumerics.contains(scalar) || scalar == "-" || scalar == "_" || scalar == "."
      out.unicodeScalars.append(keep ? scalar : "-")
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

  /// FNV-1a over the UTF-8 bytes, truncated to 32 bits: stable across runs and machines.
  static func stableHash(_ s: String) -> UInt32 {
    var h: UInt32 = 0x811c_9dc5
    for byte in s.utf8 {
      h ^= UInt32(byte)
      h = h &* 0x0100_0193
    }
    return h
  }
}
