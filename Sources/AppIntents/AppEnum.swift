import SpecimenUI

/// An enumeration whose cases an intent's parameter offers, such as a widget's configuration choices (iOS 16).
public protocol AppEnum: RawRepresentable, CaseIterable, Hashable, Sendable {
  /// How the enumeration's type is named in Shortcuts.
  static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
  /// How each case is named in Shortcuts.
  static var caseDisplayRepresentations: [Self: DisplayRepresentation] { get }
}

/// The name of a type, as Shortcuts shows it.
public struct TypeDisplayRepresentation: Sendable, ExpressibleByStringLiteral, ExpressibleByStringInterpolation {
  /// The type's name.
  public let name: LocalizedStringResource
  /// Creates a representation from a name.
  public init(name: LocalizedStringResource, numericFormat: LocalizedStringResource? = nil) { self.name = name }
  /// Creates a representation from a string literal.
  public init(stringLiteral value: String) { name = LocalizedStringResource(stringLiteral: value) }
  /// Creates a representation from an interpolated string.
  public init(stringInterpolation: DefaultStringInterpolation) {
    name = LocalizedStringResource(stringLiteral: String(stringInterpolation: stringInterpolation))
  }
}

/// How a value is shown in Shortcuts: a title, an optional subtitle and image.
public struct DisplayRepresentation: Sendable, ExpressibleByStringLiteral, ExpressibleByStringInterpolation {
  /// The title.
  public let title: LocalizedStringResource
  /// The subtitle.
  public let subtitle: LocalizedStringResource?
  /// The image.
  public let image: Image?

  /// Creates a representation.
  public init(title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil, image: Image? = nil) {
    self.title = title
    self.subtitle = subtitle
    self.image = image
  }
  /// Creates a representation from a string literal.
  public init(stringLiteral value: String) { self.init(title: LocalizedStringResource(stringLiteral: value)) }
  /// Creates a representation from an interpolated string.
  public init(stringInterpolation: DefaultStringInterpolation) {
    self.init(title: LocalizedStringResource(stringLiteral: String(stringInterpolation: stringInterpolation)))
  }

  /// An image shown with a value.
  public struct Image: Sendable {
    let name: String
    /// An SF Symbol.
    public init(systemName: String, isTemplate: Bool = true) { name = systemName }
    /// An image from the app's assets.
    public init(named name: String, isTemplate: Bool = false) { self.name = name }
  }
}
