import Foundation

// Custom sheet detents (iOS 16): `PresentationDetent.custom(_:)` with a `CustomPresentationDetent` type, and the
// context its `height(in:)` reads. A still draws no sheet, so no detent is ever resolved and `height(in:)` is never
// called (docs/unsupported.md, modal presentations).

/// The definition of a custom detent with a calculated height.
public protocol CustomPresentationDetent {
  /// Calculates and returns a height based on the context; nil when the detent should be inactive.
  static func height(in context: Self.Context) -> CGFloat?
}

extension CustomPresentationDetent {
  /// Information that you can use to calculate the height of a custom detent.
  public typealias Context = PresentationDetent.Context
}

extension PresentationDetent {
  /// A custom detent with a calculated height.
  public static func custom<D: CustomPresentationDetent>(_ type: D.Type) -> PresentationDetent {
    PresentationDetent(kind: .custom(String(reflecting: type)))
  }

  /// Information that you use to calculate the presentation's height.
  @dynamicMemberLookup
  public struct Context {
    let environment: EnvironmentValues
    /// The height that the presentation appears in.
    public let maxDetentValue: CGFloat

    /// Returns the value specified by the key path from the environment (where the sheet is shown).
    public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T { environment[keyPath: keyPath] }
  }
}
