import Foundation

/// The sizes that you can specify for content (iOS 13's name for Dynamic Type sizes, still what
/// many snapshot tests set: `.environment(\.sizeCategory, .accessibilityLarge)`).
///
/// Each case is one `DynamicTypeSize`, in the same order (Apple: `ContentSizeCategory`,
/// `DynamicTypeSize.init(_:)`); `\.sizeCategory` reads and writes `\.dynamicTypeSize`, so text
/// scales exactly as with `.dynamicTypeSize(_:)`.
public enum ContentSizeCategory: Hashable, CaseIterable, Sendable {
  case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
  case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge
  case accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge

  /// Whether the size category is one of the accessibility sizes.
  public var isAccessibilityCategory: Bool { DynamicTypeSize(self).isAccessibilitySize }

  /// The size category of a Dynamic Type size.
  public init?(_ dynamicTypeSize: DynamicTypeSize) {
    let index = DynamicTypeSize.allCases.firstIndex(of: dynamicTypeSize) ?? 3
    self = ContentSizeCategory.allCases[index]
  }
}

extension DynamicTypeSize {
  /// The Dynamic Type size of a content size category.
  public init(_ category: ContentSizeCategory) {
    let index = ContentSizeCategory.allCases.firstIndex(of: category) ?? 3
    self = DynamicTypeSize.allCases[index]
  }
}

extension EnvironmentValues {
  /// The size of content (the Dynamic Type size under its iOS 13 name).
  public var sizeCategory: ContentSizeCategory {
    get { ContentSizeCategory(dynamicTypeSize) ?? .large }
    set { dynamicTypeSize = DynamicTypeSize(newValue) }
  }
}
