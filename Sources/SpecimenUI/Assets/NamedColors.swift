import Foundation

extension Color {
  /// Creates a color from a color set that you indicate by name, in `bundle`'s asset catalogs (nil: the
  /// app's catalogs; see `AssetLibrary` for where Specimen finds them).
  ///
  /// The colour is looked up when drawn, so its light, dark and high-contrast variants follow
  /// the cell's `colorScheme` and `colorSchemeContrast`. A name no catalog has draws magenta
  /// and is reported as a render diagnostic naming the catalogs searched.
  public init(_ name: String, bundle: Bundle? = nil) {
    self.init(.asset(name: name, bundlePath: bundle?.bundlePath))
  }
}

/// Looks asset-catalog colours up for `Color.Storage.asset`.
enum NamedColors {
  /// What a colour no catalog has is drawn with: loud magenta, so the gap shows in the sheet too.
  static let missing = RGBA(red: 1, green: 0, blue: 1)

  static func rgba(named name: String, bundlePath: String?, in environment: EnvironmentValues) -> RGBA {
    let library = AssetLibrary.shared
    let appearance = AssetAppearance(environment)
    if let found = library.color(named: name, inBundleAt: bundlePath) {
      if let color = found.asset.rgba(for: appearance) {
        if let note = found.asset.note(for: appearance) {
          ResolveIssues.report(ResolveIssue(.invalidNumber, "Color(\"\(name)\"): \(found.catalog.displayName) \(note)"))
        }
        return color
      }
      let why = found.asset.problems.isEmpty
        ? "has no variant of \(name) for an iPhone in \(appearance.colorScheme) mode; add an Any Appearance universal colour to the set"
        : "cannot read it: " + found.asset.problems.joined(separator: "; ")
      ResolveIssues.report(ResolveIssue(.missingColor, "Color(\"\(name)\"): \(found.catalog.displayName) \(why)"))
      return missing
    }
    let quoted = TextLength.quoted(name)
    ResolveIssues.report(ResolveIssue(.missingColor, "Color(\"\(quoted)\"\(bundleLabel(bundlePath))): no color named \"\(quoted)\"; "
      + library.missReport(for: name, kind: "color", inBundleAt: bundlePath)))
    return missing
  }

  static func bundleLabel(_ bundlePath: String?) -> String {
    bundlePath.map { ", bundle: \(URL(fileURLWithPath: $0).lastPathComponent)" } ?? ""
  }
}
