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
      if bundlePath != nil {
        ResolveIssues.report(ResolveIssue(.missingImage, "Image(\"\(name)\"\(NamedColors.bundleLabel(bundlePath))): no image named "
          + "\"\(name)\"; \(library.missReport(for: name, kind: "image", inBundleAt: bundlePath))"))
      }
      return nil
    }
    let files = found.asset.files(for: AssetAppearance(environment))
    let image = CatalogImage(name: name, catalog: found.catalog.displayName, files: files, isSymbol: found.asset.isSymbol)
    return (image, found.asset.templateIntent)
  }
}
