import Foundation

// `#Predicate { $0.title.localizedStandardContains(search) }`, the usual search filter of SwiftData
// code, expands to `PredicateExpressions.build_localizedStandardContains`, which Foundation on
// Linux does not have (Apple's is in its internationalization layer). This one matches as Apple
// documents the method: case- and diacritic-insensitively, in the current locale's terms.

extension PredicateExpressions {
  /// Whether one string contains another, ignoring case and diacritics.
  public struct StringLocalizedStandardContains<Root: PredicateExpression, Other: PredicateExpression>: PredicateExpression
  where Root.Output: StringProtocol, Other.Output: StringProtocol {
    public typealias Output = Bool
    /// The string searched.
    public let root: Root
    /// The string looked for.
    public let other: Other

    /// An expression of `root.localizedStandardContains(other)`.
    public init(root: Root, other: Other) {
      self.root = root
      self.other = other
    }

    public func evaluate(_ bindings: PredicateBindings) throws -> Bool {
      let haystack = String(try root.evaluate(bindings)), needle = String(try other.evaluate(bindings))
      return haystack.range(of: needle, options: [.caseInsensitive, .diacriticInsensitive]) != nil
    }
  }

  /// Builds `root.localizedStandardContains(other)` in a `#Predicate`.
  public static func build_localizedStandardContains<Root, Other>(_ root: Root, _ other: Other)
    -> StringLocalizedStandardContains<Root, Other> {
    StringLocalizedStandardContains(root: root, other: other)
  }
}

extension PredicateExpressions.StringLocalizedStandardContains: Sendable where Root: Sendable, Other: Sendable {}

extension PredicateExpressions.StringLocalizedStandardContains: Codable where Root: Codable, Other: Codable {
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.unkeyedContainer()
    try container.encode(root)
    try container.encode(other)
  }

  public init(from decoder: any Decoder) throws {
    var container = try decoder.unkeyedContainer()
    root = try container.decode(Root.self)
    other = try container.decode(Other.self)
  }
}

extension PredicateExpressions.StringLocalizedStandardContains: StandardPredicateExpression
where Root: StandardPredicateExpression, Other: StandardPredicateExpression {}
