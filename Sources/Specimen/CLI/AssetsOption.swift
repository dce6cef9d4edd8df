import Foundation
import SpecimenUI

/// The global `--assets PATH` option (repeatable): asset catalogs searched by `Color("name")` and `Image("name")`.
enum AssetsOption {
  /// Help text, shown in the overview.
  static let help = "  --assets PATH   an asset catalog (.xcassets) or a folder holding some; repeatable, any command"

  /// Removes every `--assets PATH` / `--assets=PATH` from `arguments` and registers the catalogs with `library`.
  static func extract(_ arguments: inout [String], into library: AssetLibrary = .shared) throws {
    let option = RepeatablePathOption(name: "--assets",
                                      missingValue: "--assets takes a path; e.g. --assets Sources/DesignSystem/Media.xcassets",
                                      emptyValue: "--assets takes a path; e.g. --assets Media.xcassets")
    try option.extract(&arguments) { path in
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
  }
}

/// Finds catalogs in a folder the way `AssetLibrary` does, for the CLI's early check.
enum AssetLibraryProbe {
  static func catalogs(in url: URL) -> [AssetCatalog] { AssetLibrary(environmentPaths: [url], executableFolder: nil).catalogs(inBundleAt: nil) }
}
