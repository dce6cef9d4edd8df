import Foundation

extension ResolvedFont {
  /// Which letters a font sets as small capitals (OpenType `smcp` and `c2sc`).
  public enum SmallCaps: String, Hashable, Sendable, Codable {
    /// Lowercase letters become small capitals (`smcp`).
    case lowercase
    /// Uppercase letters become small capitals (`c2sc`).
    case uppercase
    /// Both (`smcp` and `c2sc`).
    case all

    /// The union of two requests (`.lowercaseSmallCaps().uppercaseSmallCaps()` is all small caps).
    func adding(_ other: SmallCaps) -> SmallCaps { self == other ? self : .all }
  }
}

extension Font {
  /// Adjusts the font to enable all small capitals (lowercase and uppercase letters).
  public func smallCaps() -> Font { addingSmallCaps(.all) }
  /// Adjusts the font to enable lowercase small capitals: lowercase letters are drawn as small capitals.
  public func lowercaseSmallCaps() -> Font { addingSmallCaps(.lowercase) }
  /// Adjusts the font to enable uppercase small capitals: uppercase letters are drawn as small capitals.
  public func uppercaseSmallCaps() -> Font { addingSmallCaps(.uppercase) }

  private func addingSmallCaps(_ kind: ResolvedFont.SmallCaps) -> Font {
    var copy = self
    copy.smallCapitals = smallCapitals.map { $0.adding(kind) } ?? kind
    return copy
  }
}
