import Foundation

/// Reading `Contents.json` files and the keys every asset entry shares.
package enum AssetContents {
  /// Why a `Contents.json` could not be read.
  package struct Failure: Error { package let text: String; package static func message(_ text: String) -> Failure { Failure(text: text) } }

  /// The parsed `Contents.json` of `folder`; a folder without one reads as empty.
  package static func read(_ folder: URL) -> Result<[String: Any], Failure> {
    let file = folder.appendingPathComponent("Contents.json")
    if let broken = BrokenLink.describe(file.path) {
      return .failure(.message("Contents.json \(broken); replace the link with the JSON file Xcode writes"))
    }
    guard FileManager.default.fileExists(atPath: file.path) else { return .success([:]) }
    // One stat, following links: a FIFO would block the read forever, a link must not lift the size limit.
    var info = stat()
    guard stat(file.path, &info) == 0 else { return .failure(.message("Contents.json cannot be read")) }
    guard info.st_mode & S_IFMT == S_IFREG else {
      return .failure(.message("Contents.json is not a regular file (a FIFO, device, socket or folder); replace it with the JSON file Xcode writes"))
    }
    let size = Int(info.st_size)
    guard size <= AssetCatalogLimits.maxContentsBytes else {
      return .failure(.message("Contents.json is \(size) bytes, more than the \(AssetCatalogLimits.maxContentsBytes) read"))
    }
    guard let data = FileManager.default.contents(atPath: file.path) else { return .failure(.message("Contents.json cannot be read")) }
    guard let object = try? JSONSerialization.jsonObject(with: data), let json = object as? [String: Any] else {
      return .failure(.message("Contents.json is not a JSON object; open and save it in Xcode to repair it"))
    }
    return .success(json)
  }

  /// A JSON value as a message quotes it: strings in quotes, anything else by its JSON kind or number, at most 40 characters.
  package static func describe(_ value: Any) -> String {
    switch value {
    case let text as String:
      return "\"" + (text.count > 40 ? String(text.prefix(40)) + "\u{2026}" : text) + "\""
    case is [Any]: return "(an array)"
    case is [String: Any]: return "(an object)"
    case is NSNull: return "null"
    case let number as NSNumber: return String(number.description.prefix(40))
    default: return "(a \(type(of: value)))"
    }
  }

  /// A JSON boolean, also written as a string by some tools.
  package static func bool(_ value: Any?) -> Bool {
    if let b = value as? Bool { return b }
    if let s = value as? String { return s == "true" || s == "YES" }
    if let n = value as? NSNumber { return n.intValue != 0 }
    return false
  }
}
