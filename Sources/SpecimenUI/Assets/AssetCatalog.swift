import Foundation

/// One Xcode asset catalog (a `.xcassets` folder), read the way Xcode reads it.
///
/// Colour sets, image sets, symbol sets and data sets are indexed by name; a folder whose
/// `Contents.json` says `"provides-namespace": true` prefixes the names inside it with
/// `Folder/`, as Xcode does. Other asset kinds (app icons, sticker packs) are skipped.
/// Entries that cannot be read are kept in `problems`, never thrown: one bad colour set
/// must not hide the rest of the catalog.
public final class AssetCatalog: @unchecked Sendable {
  /// The `.xcassets` folder.
  public let url: URL
  /// Colour sets by name (namespaced names include their folders: `Brand/Primary`).
  public let colors: [String: AssetColorSet]
  /// Image and symbol sets by name.
  public let images: [String: AssetImageSet]
  /// Data sets by name: their folders, read by `NSDataAsset`.
  public let dataSets: [String: URL]
  /// What could not be read, one message per entry, sorted.
  public let problems: [String]

  /// Limits that keep a hostile catalog from exhausting the process.
  public enum Limits {
    /// The deepest folder nesting that is followed (guards against symlink loops).
    public static let maxDepth = 24
    /// The most assets indexed from one catalog.
    public static let maxAssets = 20_000
    /// The largest `Contents.json` read, in bytes.
    public static let maxContentsBytes = 1 << 20
  }

  /// Reads the catalog at `url` (nothing is cached here; `AssetLibrary` keeps one per path).
  public init(url: URL) {
    self.url = url.standardizedFileURL
    var walker = Walker()
    walker.walk(self.url, prefix: "", depth: 0)
    colors = walker.colors
    images = walker.images
    dataSets = walker.dataSets
    problems = walker.problems.sorted()
  }

  /// The catalog's name for messages: its folder name and the folder that holds it.
  public var displayName: String {
    let parent = url.deletingLastPathComponent().lastPathComponent
    return parent.isEmpty ? url.lastPathComponent : "\(parent)/\(url.lastPathComponent)"
  }

  /// Every asset name in the catalog (colours, images, symbols), sorted.
  public var names: [String] { (Array(colors.keys) + Array(images.keys)).sorted() }

  private struct Walker {
    var colors: [String: AssetColorSet] = [:]
    var images: [String: AssetImageSet] = [:]
    var dataSets: [String: URL] = [:]
    var problems: [String] = []
    var count = 0
    /// Folders already read, by resolved path: a symbolic link back up the tree is read once, not forever.
    var visited = Set<String>()

    mutating func walk(_ folder: URL, prefix: String, depth: Int) {
      guard visited.insert(folder.resolvingSymlinksInPath().path).inserted else { return }
      guard depth <= Limits.maxDepth else {
        problems.append("\(folder.lastPathComponent): nested deeper than \(Limits.maxDepth) folders; not read")
        return
      }
      let children = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
      for child in children.sorted() where !child.hasPrefix(".") {
        let url = folder.appendingPathComponent(child)
        var isDirectory: ObjCBool = false
        let ext = url.pathExtension.lowercased()
        let name = prefix + url.deletingPathExtension().lastPathComponent
        if ["colorset", "imageset", "symbolset", "dataset"].contains(ext), let broken = BrokenLink.describe(url.path) {
          // A set folder that links to itself or nowhere: named, or the set reads as absent.
          problems.append("\(name).\(ext): the folder \(broken); replace the link with the set's folder")
          continue
        }
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
        guard count < Limits.maxAssets else {
          problems.append("more than \(Limits.maxAssets) assets; the rest are not read")
          return
        }
        switch ext {
        case "colorset":
          count += 1
          switch AssetContents.read(url) {
          case .success(let json): colors[name] = AssetColorSet(name: name, contents: json, problems: &problems)
          case .failure(let failure): problems.append("\(name).colorset: \(failure.text)")
          }
        case "imageset", "symbolset":
          count += 1
          switch AssetContents.read(url) {
          case .success(let json):
            images[name] = AssetImageSet(name: name, folder: url, isSymbol: ext == "symbolset", contents: json, problems: &problems)
          case .failure(let failure): problems.append("\(name).\(ext): \(failure.text)")
          }
        case "dataset":
          count += 1
          dataSets[name] = url
        case "":
          // A group folder; it provides a namespace when its Contents.json says so.
          var namespace = prefix
          if case .success(let json) = AssetContents.read(url),
             let properties = json["properties"] as? [String: Any],
             AssetContents.bool(properties["provides-namespace"]) {
            namespace = name + "/"
          }
          walk(url, prefix: namespace, depth: depth + 1)
        default:
          continue  // appiconset, brandassets …: not drawn by styles
        }
      }
    }
  }
}

/// Reading `Contents.json` files and the keys every asset entry shares.
enum AssetContents {
  /// Why a `Contents.json` could not be read.
  struct Failure: Error { let text: String; static func message(_ text: String) -> Failure { Failure(text: text) } }

  /// The parsed `Contents.json` of `folder`; a folder without one reads as empty.
  static func read(_ folder: URL) -> Result<[String: Any], Failure> {
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
    guard size <= AssetCatalog.Limits.maxContentsBytes else {
      return .failure(.message("Contents.json is \(size) bytes, more than the \(AssetCatalog.Limits.maxContentsBytes) read"))
    }
    guard let data = FileManager.default.contents(atPath: file.path) else { return .failure(.message("Contents.json cannot be read")) }
    guard let object = try? JSONSerialization.jsonObject(with: data), let json = object as? [String: Any] else {
      return .failure(.message("Contents.json is not a JSON object; open and save it in Xcode to repair it"))
    }
    return .success(json)
  }

  /// A JSON value as a message quotes it: strings in quotes, anything else by its JSON kind or number, at most 40 characters.
  static func describe(_ value: Any) -> String {
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
  static func bool(_ value: Any?) -> Bool {
    if let b = value as? Bool { return b }
    if let s = value as? String { return s == "true" || s == "YES" }
    if let n = value as? NSNumber { return n.intValue != 0 }
    return false
  }
}
