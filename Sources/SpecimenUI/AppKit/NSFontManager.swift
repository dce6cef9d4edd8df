import Foundation

/// AppKit's font manager, as Mac settings screens use it to list the installed families and their faces in font
/// pickers: the families are the ones Specimen draws with (`UIFont.familyNames`).
open class NSFontManager: NSObject, @unchecked Sendable {
  /// The app's shared font manager.
  public static let shared = NSFontManager()

  /// The names of the installed font families, sorted.
  open var availableFontFamilies: [String] { UIFont.familyNames }

  /// The PostScript names of the installed faces, by family.
  open var availableFonts: [String] { UIFont.familyNames.flatMap(UIFont.fontNames(forFamilyName:)) }

  /// The faces of `fam`, each as AppKit lists one: its PostScript name, its style name, its weight on AppKit's
  /// 0–15 scale (5 regular, 9 bold) and its trait mask (1 italic, 2 bold); nil for a family Specimen does not have.
  open func availableMembers(ofFontFamily fam: String) -> [[Any]]? {
    let names = UIFont.fontNames(forFamilyName: fam)
    guard !names.isEmpty else { return nil }
    return names.map { name in
      let style = name.split(separator: "-", maxSplits: 1).dropFirst().first.map(String.init) ?? "Regular"
      let bold = style.localizedCaseInsensitiveContains("bold"), italic = style.localizedCaseInsensitiveContains("italic")
        || style.localizedCaseInsensitiveContains("oblique")
      return [name, style, NSNumber(value: bold ? 9 : 5), NSNumber(value: (bold ? 2 : 0) | (italic ? 1 : 0))]
    }
  }
}

extension NSFont {
  /// Whether every glyph of the font has the same advance: a run of narrow letters measures as wide as a run of
  /// wide ones.
  public var isFixedPitch: Bool {
    let narrow = ("iiiiii" as NSString).size(withAttributes: [.font: base]).width
    let wide = ("WWWWWW" as NSString).size(withAttributes: [.font: base]).width
    return narrow > 0 && abs(narrow - wide) < 0.5
  }
}
