import Foundation

/// The fonts the renderer draws with, for `UIFont.familyNames` and `UIFont.fontNames(forFamilyName:)`:
/// the renderer installs a provider when it starts (SpecimenUI itself reads no font files).
public enum InstalledFonts {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var provider: (@Sendable () -> [String: [String]])?

  /// Sets where the family and face names come from (family → PostScript names).
  public static func install(_ provider: @escaping @Sendable () -> [String: [String]]) {
    lock.lock()
    defer { lock.unlock() }
    if Self.provider == nil { Self.provider = provider }
  }

  /// Family name → PostScript names of its faces; empty before a renderer has started.
  static var byFamily: [String: [String]] {
    lock.lock()
    let provider = Self.provider
    lock.unlock()
    return provider?() ?? [:]
  }
}

extension UIFont {
  /// The font family names Specimen draws with (its stand-ins for the system font, the package's
  /// own fonts, `--font-path`), sorted.
  open class var familyNames: [String] { InstalledFonts.byFamily.keys.sorted() }

  /// The PostScript names of the faces in `familyName` (the names `UIFont(name:size:)` and
  /// `Font.custom(_:size:)` take), sorted; empty for a family Specimen does not have.
  open class func fontNames(forFamilyName familyName: String) -> [String] { InstalledFonts.byFamily[familyName] ?? [] }
}
