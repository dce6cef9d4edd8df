import Foundation

/// Xcode 15's rules for turning an asset name into a Swift symbol (as seen in the `GeneratedAssetSymbols.swift` Xcode writes).
///
/// - The name is split into words at every character that is not a letter or digit, at
///   lower→upper case changes, at the end of an upper-case run before a capitalised word
///   (`DSAction` → `DS`, `Action`) and between letters and digits.
/// - A name with lower-case letters becomes lowerCamelCase: a leading acronym is lowered
///   whole (`DSAction` → `dsAction`), later words keep their case after a capital
///   (`icon_ID` → `iconID`); a last word equal to the asset kind (`Color` for colours,
///   `Image` for images, any case) is dropped when other words remain (`AccentColor` →
///   `accent`, `adult_products_image` → `adultProducts`).
/// - A name without lower-case letters keeps its case, words joined by `_` (`BMW`,
///   `A-1-1-0` → `A_1_1_0`, `292C38` → `_292_C_38`).
/// - A symbol starting with a digit gets a leading `_` (`10_back_arm` → `_10BackArm`);
///   a Swift keyword is escaped with backticks (`Default` → `` `default` ``).
public enum AssetSymbolName {
  /// The words of `name`, split as described above.
  public static func words(_ name: String) -> [String] {
    var words: [String] = []
    for chunk in name.split(whereSeparator: { !($0.isLetter || $0.isNumber) }) {
      let chars = Array(chunk)
      var current = ""
      for (i, c) in chars.enumerated() {
        if let last = current.last {
          let next = i + 1 < chars.count ? chars[i + 1] : nil
          let lowerToUpper = last.isLowercase && c.isUppercase
          let acronymEnd = last.isUppercase && c.isUppercase && (next?.isLowercase ?? false)
          let letterDigit = last.isLetter != c.isLetter
          if lowerToUpper || acronymEnd || letterDigit {
            words.append(current)
            current = ""
          }
        }
        current.append(c)
      }
      if !current.isEmpty { words.append(current) }
    }
    return words
  }

  /// The member name for an asset called `name` (the last path component) of a kind whose suffix is `suffix`.
  public static func member(_ name: String, suffix: String?) -> String? {
    var words = words(name)
    guard !words.isEmpty else { return nil }
    let identifier: String
    if name.contains(where: { $0.isLowercase }) {
      if let suffix, words.count > 1, words[words.count - 1].lowercased() == suffix.lowercased() { words.removeLast() }
      let first = words[0]
      let head = first.allSatisfy({ !$0.isLowercase }) ? first.lowercased() : first.prefix(1).lowercased() + first.dropFirst()
      identifier = head + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    } else {
      identifier = words.joined(separator: "_")
    }
    return escaped(identifier.first?.isNumber == true ? "_" + identifier : identifier)
  }

  /// The enum name for a namespace folder called `name`: its member name with a capital first letter.
  public static func namespace(_ name: String) -> String? {
    guard let member = member(name, suffix: nil)?.replacingOccurrences(of: "`", with: "") else { return nil }
    return member.prefix(1).uppercased() + member.dropFirst()
  }

  static func escaped(_ identifier: String) -> String {
    keywords.contains(identifier) ? "`\(identifier)`" : identifier
  }

  static let keywords: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
    "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
    "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do", "else",
    "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "as", "false",
    "is", "nil", "self", "super", "throws", "true", "try", "Any", "Self", "Type", "Protocol",
  ]
}
