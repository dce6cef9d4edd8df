import Foundation

/// Looks `Image("name", bundle:)` up in asset catalogs at resolve time.
enum CatalogImages {
  /// The catalog image for `name` in `environment`'s appearance with its set's rendering intent, or nil.
  ///
  /// A miss in an explicit bundle is reported here (SwiftUI never looks elsewhere); a miss
  /// without a bundle falls back to the asset folders and is reported when drawn.
  static func lookup(_ name: String, bundlePath: String?, in environment: EnvironmentValues)
    -> (image: CatalogImage, intent: Image.TemplateRenderingMode?)? {
    let library = AssetLibrary.shared
    guard let found = library.image(named: name, inBundleAt: bundlePath) else {
      guard bundlePath != nil else { return nil }
      ResolveIssues.report(ResolveIssue(.missingImage, "Image(\"\(name)\"\(NamedColors.bundleLabel(bundlePath))): no image named "
        + "\"\(name)\"; \(library.missReport(for: name, kind: "image", inBundleAt: bundlePath))"))
      // Reported here; an image with no files draws a placeholder without a second report.
      return (CatalogImage(name: name, catalog: "", files: [], isSymbol: false), nil)
    }
    let appearance = AssetAppearance(environment)
    let files = found.asset.files(for: appearance)
    if files.isEmpty {
      ResolveIssues.report(ResolveIssue(.missingImage, "Image(\"\(name)\"): \(found.catalog.displayName) has no file of \(name) "
        + "for an iPhone in \(appearance.colorScheme) mode; add a universal Any Appearance image to the set"
        + AssetLibrary.problems(of: name, in: found.catalog).prefix(2).map { " (\($0))" }.joined()))
    }
    let image = CatalogImage(name: name, catalog: found.catalog.displayName, files: files, isSymbol: found.asset.isSymbol)
    return (image, found.asset.templateIntent)
  }
}
