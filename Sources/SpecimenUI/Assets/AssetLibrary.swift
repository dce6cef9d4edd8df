import Foundation

/// Where asset catalogs come from, and name lookups in them.
///
/// A lookup with no bundle (or `Bundle.main`, which is what "no bundle" means in SwiftUI)
/// searches, in order: catalogs registered with `register(_:)` (the CLI's `--assets`, a
/// catalog entry's `assets:`), the paths of `SPECIMEN_ASSET_PATH` (colon-separated, read
/// once), and the SwiftPM resource bundles beside the running executable (a target's
/// `.process("Media.xcassets")` resource lands there as a folder on Linux). A lookup in a
/// bundle (`bundle: .module`) searches only that bundle's catalogs, as on iOS. A path may
/// name a `.xcassets` folder or a folder holding some. Catalogs are read once per process.
public final class AssetLibrary: @unchecked Sendable {
  /// The library every `Color("name")` and `Image("name")` uses.
  public static let shared = AssetLibrary()

  private let lock = NSLock()
  private var registered: [URL] = []
  private var catalogCache: [String: AssetCatalog] = [:]
  private var defaultCatalogs: [AssetCatalog]?
  private var bundleCatalogs: [String: [AssetCatalog]] = [:]
  private let environmentPaths: [URL]
  private let executableFolder: URL?

  /// A library over the given environment paths and executable folder (tests make their own).
  public init(environmentPaths: [URL]? = nil, executableFolder: URL? = Bundle.main.bundleURL) {
    if let environmentPaths {
      self.environmentPaths = environmentPaths
    } else {
      let value = ProcessInfo.processInfo.environment["SPECIMEN_ASSET_PATH"] ?? ""
      self.environmentPaths = value.split(separator: ":").map { URL(fileURLWithPath: String($0)) }
    }
    self.executableFolder = executableFolder
  }

  /// Adds a catalog (or a folder of catalogs) to the lookups without a bundle; adding one twice does nothing.
  public func register(_ url: URL) {
    lock.lock()
    defer { lock.unlock() }
    let url = url.standardizedFileURL
    guard !registered.contains(url) else { return }
    registered.append(url)
    defaultCatalogs = nil
  }

  /// The catalogs a lookup in `bundlePath` searches (nil: the default list).
  public func catalogs(inBundleAt bundlePath: String?) -> [AssetCatalog] {
    if let bundlePath, bundlePath != Bundle.main.bundlePath {
      lock.lock()
      if let cached = bundleCatalogs[bundlePath] {
        lock.unlock()
        return cached
      }
      lock.unlock()
      let list = AssetLibrary.catalogURLs(in: URL(fileURLWithPath: bundlePath), lookInside: true).map(catalog(at:))
      lock.lock()
      bundleCatalogs[bundlePath] = list
      lock.unlock()
      return list
    }
    lock.lock()
    if let cached = defaultCatalogs {
      lock.unlock()
      return cached
    }
    let sources = registered + environmentPaths
    lock.unlock()
    var urls: [URL] = []
    for source in sources { urls += AssetLibrary.catalogURLs(in: source, lookInside: true) }
    if let executableFolder {
      let children = (try? FileManager.default.contentsOfDirectory(atPath: executableFolder.path)) ?? []
      for child in children.sorted() where child.hasSuffix(".resources") || child.hasSuffix(".bundle") {
        urls += AssetLibrary.catalogURLs(in: executableFolder.appendingPathComponent(child), lookInside: true)
      }
    }
    var seen = Set<String>()
    let list = urls.filter { seen.insert($0.standardizedFileURL.path).inserted }.map(catalog(at:))
    lock.lock()
    defaultCatalogs = list
    lock.unlock()
    return list
  }

  /// The `.xcassets` folders at `url`: itself, or its children (and their children when `lookInside`).
  static func catalogURLs(in url: URL, lookInside: Bool) -> [URL] {
    if url.pathExtension == "xcassets" { return [url] }
    let children = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
    var found: [URL] = []
    for child in children.sorted() where !child.hasPrefix(".") {
      let childURL = url.appendingPathComponent(child)
      if child.hasSuffix(".xcassets") {
        found.append(childURL)
      } else if lookInside {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: childURL.path, isDirectory: &isDirectory), isDirectory.boolValue {
          found += catalogURLs(in: childURL, lookInside: false).filter { $0.pathExtension == "xcassets" && $0 != childURL }
        }
      }
    }
    return found
  }

  /// The catalog at `url`, read on first use.
  public func catalog(at url: URL) -> AssetCatalog {
    let key = url.standardizedFileURL.path
    lock.lock()
    if let cached = catalogCache[key] {
      lock.unlock()
      return cached
    }
    lock.unlock()
    let catalog = AssetCatalog(url: url)
    lock.lock()
    defer { lock.unlock() }
    if let raced = catalogCache[key] { return raced }
    catalogCache[key] = catalog
    return catalog
  }

  /// The colour set `name` in the first catalog that has it.
  public func color(named name: String, inBundleAt bundlePath: String?) -> (asset: AssetColorSet, catalog: AssetCatalog)? {
    for catalog in catalogs(inBundleAt: bundlePath) {
      if let asset = catalog.colors[name] { return (asset, catalog) }
    }
    return nil
  }

  /// The image or symbol set `name` in the first catalog that has it.
  public func image(named name: String, inBundleAt bundlePath: String?) -> (asset: AssetImageSet, catalog: AssetCatalog)? {
    for catalog in catalogs(inBundleAt: bundlePath) {
      if let asset = catalog.images[name] { return (asset, catalog) }
    }
    return nil
  }

  /// The data set `name` in the first catalog that has it.
  public func dataSet(named name: String, inBundleAt bundlePath: String?) -> URL? {
    for catalog in catalogs(inBundleAt: bundlePath) {
      if let folder = catalog.dataSets[name] { return folder }
    }
    return nil
  }

  /// Why a name was not found, for a diagnostic: the catalogs searched and a near miss, if any.
  /// The problems `catalog` noted for the image, symbol or colour set `name` (its folder `name.imageset` …).
  static func problems(of name: String, in catalog: AssetCatalog) -> [String] {
    catalog.problems.filter { problem in [".imageset: ", ".symbolset: ", ".colorset: "].contains { problem.hasPrefix(name + $0) } }
  }

  public func missReport(for name: String, kind: String, inBundleAt bundlePath: String?) -> String {
    let catalogs = catalogs(inBundleAt: bundlePath)
    guard !catalogs.isEmpty else {
      let place = bundlePath.map { "in the bundle \(URL(fileURLWithPath: $0).lastPathComponent)" } ?? "to search"
      return "no asset catalogs \(place); add the .xcassets as a resource of your target "
        + "(.process(\"Media.xcassets\")), pass --assets PATH, or set SPECIMEN_ASSET_PATH"
    }
    var text = "searched \(catalogs.map(\.displayName).joined(separator: ", "))"
    // A set of that name that could not be read (its Contents.json empty, not JSON, nested past what the parser takes)
    // is why it is missing: say so, or the message reads as if the set were not there.
    for catalog in catalogs {
      for problem in AssetLibrary.problems(of: name, in: catalog).prefix(2) { text += "; \(catalog.displayName): \(problem)" }
    }
    let lower = name.lowercased()
    for catalog in catalogs {
      let names = kind == "color" ? Array(catalog.colors.keys) : Array(catalog.images.keys)
      if let near = names.sorted().first(where: { $0.lowercased() == lower || $0.split(separator: "/").last.map(String.init) == name }) {
        text += "; \(catalog.displayName) has \"\(near)\""
        break
      }
      let other = kind == "color" ? catalog.images[name] != nil : catalog.colors[name] != nil
      if other {
        text += "; \(catalog.displayName) has an \(kind == "color" ? "image" : "color") set of that name"
        break
      }
    }
    return text
  }
}
