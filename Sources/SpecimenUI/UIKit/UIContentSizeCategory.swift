import Foundation

/// Constants that indicate the preferred size of content: UIKit's name for the Dynamic Type sizes.
///
/// Each size other than `unspecified` is one `DynamicTypeSize`, in the same order; sizes compare
/// by that order, as UIKit's comparison operators do.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Comparable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }

  public static let unspecified = UIContentSizeCategory("_UICTContentSizeCategoryUnspecified")
  public static let extraSmall = UIContentSizeCategory("UICTContentSizeCategoryXS")
  public static let small = UIContentSizeCategory("UICTContentSizeCategoryS")
  public static let medium = UIContentSizeCategory("UICTContentSizeCategoryM")
  public static let large = UIContentSizeCategory("UICTContentSizeCategoryL")
  public static let extraLarge = UIContentSizeCategory("UICTContentSizeCategoryXL")
  public static let extraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryXXL")
  public static let extraExtraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryXXXL")
  public static let accessibilityMedium = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityM")
  public static let accessibilityLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityL")
  public static let accessibilityExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityXL")
  public static let accessibilityExtraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityXXL")
  public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityXXXL")

  /// Posted when the user changes the preferred content size; a render never posts it.
  public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")
  /// The `userInfo` key of the new category in `didChangeNotification`.
  public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"

  /// The sizes in Dynamic Type order, one for each `DynamicTypeSize`.
  static let ordered: [UIContentSizeCategory] = [
    .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
    .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge,
    .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
  ]

  /// Whether the category is one of the accessibility sizes.
  public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

  /// The category's place in Dynamic Type order; -1 for `unspecified` and names UIKit does not have.
  var order: Int { UIContentSizeCategory.ordered.firstIndex(of: self) ?? -1 }

  /// The Dynamic Type size of the category; nil for `unspecified`.
  var dynamicTypeSize: DynamicTypeSize? { order < 0 ? nil : DynamicTypeSize.allCases[order] }

  public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool { lhs.order < rhs.order }

  /// The UIKit size category of a SwiftUI content size category.
  public init(_ sizeCategory: ContentSizeCategory) { self.init(DynamicTypeSize(sizeCategory)) }

  /// The UIKit size category of a Dynamic Type size.
  public init(_ dynamicTypeSize: DynamicTypeSize) {
    self = UIContentSizeCategory.ordered[DynamicTypeSize.allCases.firstIndex(of: dynamicTypeSize) ?? 3]
  }
}

extension ContentSizeCategory {
  /// The content size category of a UIKit size category; nil for `unspecified`.
  public init?(_ uiSizeCategory: UIContentSizeCategory) {
    guard let size = uiSizeCategory.dynamicTypeSize else { return nil }
    self.init(size)
  }
}

extension DynamicTypeSize {
  /// The Dynamic Type size of a UIKit size category; nil for `unspecified`.
  public init?(_ uiSizeCategory: UIContentSizeCategory) {
    guard let size = uiSizeCategory.dynamicTypeSize else { return nil }
    self = size
  }
}
