import Foundation

/// The traits that choose between an asset's variants: the cell's colour scheme and contrast, on an iPhone.
public struct AssetAppearance: Hashable, Sendable {
  /// Light or dark (`appearances` entries with `"appearance": "luminosity"`).
  public var colorScheme: ColorScheme
  /// Standard or increased (`"appearance": "contrast", "value": "high"`).
  public var contrast: ColorSchemeContrast

  public init(colorScheme: ColorScheme = .light, contrast: ColorSchemeContrast = .standard) {
    self.colorScheme = colorScheme
    self.contrast = contrast
  }

  /// The appearance of `environment`.
  public init(_ environment: EnvironmentValues) {
    self.init(colorScheme: environment.colorScheme, contrast: environment.colorSchemeContrast)
  }
}

/// The traits one entry of a colour or image set is for, read from its `idiom`, `appearances` and `display-gamut`.
struct AssetVariantKey: Hashable, Sendable {
  /// nil means "Any" appearance.
  var luminosity: ColorScheme?
  var highContrast: Bool
  var idiom: String
  var gamut: String?

  init(_ entry: [String: Any]) {
    idiom = (entry["idiom"] as? String) ?? "universal"
    gamut = entry["display-gamut"] as? String
    luminosity = nil
    highContrast = false
    for appearance in (entry["appearances"] as? [[String: Any]]) ?? [] {
      let kind = appearance["appearance"] as? String, value = appearance["value"] as? String
      switch (kind, value) {
      case ("luminosity", "light"): luminosity = .light
      case ("luminosity", "dark"): luminosity = .dark
      case ("contrast", "high"): highContrast = true
      default: continue
      }
    }
  }

  /// How well this entry fits `appearance` on an iPhone, or nil when it does not apply.
  ///
  /// As UIKit's trait matching does: an entry for another luminosity or for high contrast
  /// in a standard-contrast cell never applies; an exact luminosity beats "Any", then an
  /// exact contrast, then the `iphone` idiom over `universal`, then the Display P3 gamut
  /// (iPhones have P3 displays).
  func score(for appearance: AssetAppearance) -> Int? {
    guard idiom == "universal" || idiom == "iphone" else { return nil }
    if let luminosity, luminosity != appearance.colorScheme { return nil }
    if highContrast && appearance.contrast != .increased { return nil }
    var score = 0
    if luminosity != nil { score += 8 }
    if highContrast { score += 4 }
    if idiom == "iphone" { score += 2 }
    if gamut?.lowercased() == "display-p3" { score += 1 }
    return score
  }
}

extension Array {
  /// The element whose key fits `appearance` best; the first listed wins a tie.
  func best(for appearance: AssetAppearance, key: (Element) -> AssetVariantKey) -> Element? {
    var best: (Element, Int)?
    for element in self {
      guard let score = key(element).score(for: appearance) else { continue }
      if let current = best, score <= current.1 { continue }
      best = (element, score)
    }
    return best?.0
  }
}
