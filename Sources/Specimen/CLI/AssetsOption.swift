import Foundation
import SpecimenUI

/// The global `--assets PATH` option (repeatable): asset catalogs searched by `Color("name")` and `Image("name")`.
enum AssetsOption {
  /// Help text, shown in the overview.
  static let help = "  --assets PATH   an asset catalog (.xcassets) or a folder holding some; repeatable, any command"

  /// Removes every `--assets PATH` / `--assets=PATH` from `arguments` and registers the catalogs with `library`.
  static func extract(_ arguments: inout [String], into library: AssetLibrary = .shared) throws {
    var kept: [String] = []
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      var path: String?
      if argument == "--assets" {
        guard index + 1 < arguments.count, !arguments[index + 1].hasPrefix("-") else {
          throw UsageError(message: "--assets takes a path; e.g. --assets Sources/DesignSystem/Media.xcassets")
        }
        path = arguments[index + 1]
        index += 2
      } else if argument.hasPrefix("--assets=") {
        path = String(argument.dropFirst("--assets=".count))
        index += 1
      } else {
        kept.append(argument)
        index += 1
        continue
      }
      guard let path, !path.isEmpty else { throw UsageError(message: "--assets takes a path; e.g. --assets Media.xcassets") }
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
        throw UsageError(message: "--assets \(path): no such folder; give a .xcassets folder or a folder that holds one")
      }
      let url = URL(fileURLWithPath: path)
      guard url.pathExtension == "xcassets" || !AssetLibraryProbe.catalogs(in: url).isEmpty else {
        throw UsageError(message: "--assets \(path): holds no .xcassets folder; give the catalog itself or its parent folder")
      }
      library.register(url)
    }
    arguments = kept
  }
}

/// Finds catalogs in a folder the way `AssetLibrary` does, for the CLI's early check.
enum AssetLibraryProbe {
  static func catalogs(in url: URL) -> [AssetCatalog] { AssetLibrary(environmentPaths: [url], executableFolder: nil).catalogs(inBundleAt: nil) }
}
