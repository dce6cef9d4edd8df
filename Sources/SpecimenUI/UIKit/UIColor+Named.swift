import Foundation

// Asset-catalog initialisers of UIColor.
extension UIColor {
  /// Creates a color object using the specified name of a color set in the app's asset catalogs, or nil.
  public convenience init?(named name: String) { self.init(named: name, in: nil, compatibleWith: nil) }

  /// Creates a color object from a color set in `bundle`'s asset catalogs, for `traitCollection` (nil: it follows the cell).
  ///
  /// Returns nil when no catalog has the name, as UIKit does; inside a render the miss is
  /// also reported as a diagnostic naming the catalogs searched.
  public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
    let library = AssetLibrary.shared
    guard let found = library.color(named: name, inBundleAt: bundle?.bundlePath) else {
      ResolveIssues.report(ResolveIssue(.missingColor, "UIColor(named: \"\(name)\"\(NamedColors.bundleLabel(bundle?.bundlePath))) "
        + "returned nil: no color named \"\(name)\"; \(library.missReport(for: name, kind: "color", inBundleAt: bundle?.bundlePath))"))
      return nil
    }
    if let traitCollection {
      guard let rgba = found.asset.rgba(for: traitCollection.assetAppearance) else { return nil }
      self.init(storage: .rgba(rgba))
    } else {
      self.init(storage: .asset(name: name, bundlePath: bundle?.bundlePath))
    }
  }

  /// Initialize a `UIColor` with a color resource.
  public convenience init(resource: ColorResource) {
    self.init(storage: .asset(name: resource.name, bundlePath: resource.bundle.bundlePath))
  }

  /// The UIKit system colour an asset catalog's `"reference"` names (`systemBlueColor`, `labelColor`), or nil.
  static func systemColor(named reference: String) -> UIColor? {
    let key = reference.hasSuffix("Color") ? String(reference.dropLast(5)) : reference
    return systemColorsByName[key]
  }

  static let systemColorsByName: [String: UIColor] = [
    "label": .label, "secondaryLabel": .secondaryLabel, "tertiaryLabel": .tertiaryLabel, "quaternaryLabel": .quaternaryLabel,
    "placeholderText": .placeholderText, "separator": .separator, "opaqueSeparator": .opaqueSeparator, "link": .link,
    "systemBackground": .systemBackground, "secondarySystemBackground": .secondarySystemBackground,
    "tertiarySystemBackground": .tertiarySystemBackground, "systemGroupedBackground": .systemGroupedBackground,
    "secondarySystemGroupedBackground": .secondarySystemGroupedBackground,
    "tertiarySystemGroupedBackground": .tertiarySystemGroupedBackground,
    "systemFill": .systemFill, "secondarySystemFill": .secondarySystemFill, "tertiarySystemFill": .tertiarySystemFill,
    "quaternarySystemFill": .quaternarySystemFill,
    "systemGray": .systemGray, "systemGray2": .systemGray2, "systemGray3": .systemGray3, "systemGray4": .systemGray4,
    "systemGray5": .systemGray5, "systemGray6": .systemGray6,
    "systemRed": .systemRed, "systemOrange": .systemOrange, "systemYellow": .systemYellow, "systemGreen": .systemGreen,
    "systemMint": .systemMint, "systemTeal": .systemTeal, "systemCyan": .systemCyan, "systemBlue": .systemBlue,
    "systemIndigo": .systemIndigo, "systemPurple": .systemPurple, "systemPink": .systemPink, "systemBrown": .systemBrown,
    "tint": .tintColor, "clear": .clear, "black": .black, "darkGray": .darkGray, "gray": .gray, "lightGray": .lightGray,
    "white": .white, "red": .red, "green": .green, "blue": .blue, "cyan": .cyan, "yellow": .yellow, "magenta": .magenta,
    "orange": .orange, "purple": .purple, "brown": .brown,
  ]
}
