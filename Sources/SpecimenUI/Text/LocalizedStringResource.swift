import Foundation

/// A reference to a localizable string (Foundation's `LocalizedStringResource`, iOS 16), which
/// Linux Foundation lacks. Specimen has no string tables, so it resolves to its default value
/// (the key itself when none is given), as `LocalizedStringKey` does. The `Text`, `Button` and
/// `LabeledContent` initializers taking one are disfavored, so a string literal still makes a
/// `LocalizedStringKey` (and reads Markdown) as before.
public struct LocalizedStringResource: Hashable, Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
  /// The key looked up in the table.
  public let key: String
  /// The string shown when no table has the key.
  let defaultValue: String
  /// The table the key is looked up in.
  public let table: String?
  /// The locale the string is localized into.
  public var locale: Locale
  /// The bundle whose tables hold the key (a Swift package's strings are in `.atURL(Bundle.module.bundleURL)`).
  public var bundle: BundleDescription

  public init(_ keyAndValue: String, table: String? = nil, locale: Locale = Locale(identifier: "en_US"),
              bundle: BundleDescription = .main, comment: StaticString? = nil) {
    (key, defaultValue, self.table, self.locale, self.bundle) = (keyAndValue, keyAndValue, table, locale, bundle)
  }
  public init(_ key: StaticString, defaultValue: String, table: String? = nil, locale: Locale = Locale(identifier: "en_US"),
              bundle: BundleDescription = .main, comment: StaticString? = nil) {
    (self.key, self.defaultValue, self.table, self.locale, self.bundle) = ("\(key)", defaultValue, table, locale, bundle)
  }
  public init(stringLiteral value: String) { self.init(value) }
  public init(stringInterpolation: DefaultStringInterpolation) { self.init(String(stringInterpolation: stringInterpolation)) }

  public var description: String { defaultValue }

  /// Where the bundle holding a resource's string table is.
  public enum BundleDescription: Hashable, @unchecked Sendable {
    /// The app's main bundle.
    case main
    /// The bundle that contains `class`'s code.
    case forClass(AnyClass)
    /// The bundle at `url`.
    case atURL(URL)

    public static func == (a: BundleDescription, b: BundleDescription) -> Bool {
      switch (a, b) {
      case (.main, .main): true
      case (.forClass(let x), .forClass(let y)): x == y
      case (.atURL(let x), .atURL(let y)): x == y
      default: false
      }
    }
    public func hash(into hasher: inout Hasher) {
      switch self {
      case .main: hasher.combine(0)
      case .forClass(let type): hasher.combine(ObjectIdentifier(type))
      case .atURL(let url): hasher.combine(url)
      }
    }
  }
}

extension String {
  /// The localized string a key refers to (its default value in Specimen: no string tables).
  public init(localized keyAndValue: LocalizedStringResource, table: String? = nil, bundle: Bundle? = nil,
              locale: Locale = Locale(identifier: "en_US"), comment: StaticString? = nil) {
    self = keyAndValue.defaultValue
  }
  /// The localized string for `key`, or `defaultValue` when no table has it (always here).
  public init(localized key: StaticString, defaultValue: LocalizedStringResource, table: String? = nil, bundle: Bundle? = nil,
              locale: Locale = Locale(identifier: "en_US"), comment: StaticString? = nil) {
    self = defaultValue.defaultValue
  }
}

extension AttributedString {
  /// The localized attributed string a key refers to: its default value (Markdown in it is not read here).
  public init(localized keyAndValue: LocalizedStringResource, table: String? = nil, bundle: Bundle? = nil,
              locale: Locale = Locale(identifier: "en_US"), comment: StaticString? = nil) {
    self.init(keyAndValue.defaultValue)
  }
}

extension Text {
  /// Creates a text view that displays a localized string resource.
  @_disfavoredOverload
  public init(_ resource: LocalizedStringResource) { self.init(LocalizedStringKey(resource.defaultValue)) }
}

extension LabeledContent where Label == Text {
  /// Creates a labeled view whose label is a localized string resource.
  @_disfavoredOverload
  public init(_ titleResource: LocalizedStringResource, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleResource) }
  }
}

extension Button where Label == Text {
  /// Creates a button whose label is a localized string resource.
  @_disfavoredOverload
  public init(_ titleResource: LocalizedStringResource, action: @escaping () -> Void) {
    self.init(action: action) { Text(titleResource) }
  }
}
