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

/// A font's vertical metrics in points, as UIKit reports them: the ascender above the baseline, the
/// descender below it (negative), the line gap, the cap height and the x-height.
public struct FontVerticalMetrics: Hashable, Sendable {
  public var ascender: CGFloat
  public var descender: CGFloat
  public var leading: CGFloat
  public var capHeight: CGFloat
  public var xHeight: CGFloat
  public init(ascender: CGFloat, descender: CGFloat, leading: CGFloat, capHeight: CGFloat, xHeight: CGFloat) {
    (self.ascender, self.descender, self.leading, self.capHeight, self.xHeight) = (ascender, descender, leading, capHeight, xHeight)
  }
}

/// The vertical metrics of installed custom fonts, for `UIFont(name:size:).lineHeight` and its neighbours:
/// the renderer installs a provider that reads them from the font files.
public enum InstalledFontMetrics {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var provider: (@Sendable (String, CGFloat) -> FontVerticalMetrics?)?

  /// Sets where the metrics of a font name (PostScript or family) at a size come from.
  public static func install(_ provider: @escaping @Sendable (String, CGFloat) -> FontVerticalMetrics?) {
    lock.lock()
    defer { lock.unlock() }
    if Self.provider == nil { Self.provider = provider }
  }

  /// The metrics of `name` at `size`; nil when no renderer has started or the font is not installed.
  static func metrics(name: String, size: CGFloat) -> FontVerticalMetrics? {
    lock.lock()
    let provider = Self.provider
    lock.unlock()
    return provider?(name, size)
  }
}

extension UIFont {
  /// The font family names Specimen draws with (its stand-ins for the system font, the package's
  /// own fonts, `--font-path`), sorted.
  public class var familyNames: [String] { InstalledFonts.byFamily.keys.sorted() }

  /// The PostScript names of the faces in `familyName` (the names `UIFont(name:size:)` and
  /// `Font.custom(_:size:)` take), sorted; empty for a family Specimen does not have.
  public class func fontNames(forFamilyName familyName: String) -> [String] { InstalledFonts.byFamily[familyName] ?? [] }
}
