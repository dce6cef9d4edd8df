import Foundation

extension UIFontDescriptor {
  /// Keys of one feature dictionary in a descriptor's `featureSettings` array.
  public struct FeatureKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// The feature type (iOS 15), such as `kNumberSpacingType`.
    public static let type = FeatureKey("CTFeatureTypeIdentifier")
    /// The feature selector (iOS 15), such as `kMonospacedNumbersSelector`.
    public static let selector = FeatureKey("CTFeatureSelectorIdentifier")
    /// The feature type, under its name before iOS 15.
    @available(iOS, deprecated: 15.0, renamed: "type")
    public static let featureIdentifier = FeatureKey("CTFeatureTypeIdentifier")
    /// The feature selector, under its name before iOS 15.
    @available(iOS, deprecated: 15.0, renamed: "selector")
    public static let typeIdentifier = FeatureKey("CTFeatureSelectorIdentifier")
  }

  /// The font with the `featureSettings` Specimen draws applied: fixed-width or proportional digits and
  /// small capitals (AAT feature types and selectors, as Core Text maps them to OpenType `tnum`, `smcp`, `c2sc`).
  static func applyingFeatures(_ value: Any?, to font: Font) -> Font {
    var font = font
    for setting in featureList(value) {
      guard let type = number(setting[FeatureKey.type.rawValue]).flatMap({ Int(exactly: $0) }),
            let selector = number(setting[FeatureKey.selector.rawValue]).flatMap({ Int(exactly: $0) }) else { continue }
      switch (type, selector) {
      case (kNumberSpacingType, kMonospacedNumbersSelector): font.isMonospacedDigit = true
      case (kNumberSpacingType, kProportionalNumbersSelector): font.isMonospacedDigit = false
      case (kLowerCaseType, kLowerCaseSmallCapsSelector): font = font.lowercaseSmallCaps()
      case (kUpperCaseType, kUpperCaseSmallCapsSelector): font = font.uppercaseSmallCaps()
      case (kLetterCaseType, kSmallCapsSelector): font = font.smallCaps()
      default: continue
      }
    }
    return font
  }

  /// The feature dictionaries of a `featureSettings` value, keyed by raw key names, whatever key type the
  /// code wrote (`FeatureKey`, `String`), one dictionary or an array of them.
  private static func featureList(_ value: Any?) -> [[String: Any]] {
    func keyed(_ item: Any) -> [String: Any]? {
      if let dictionary = item as? [FeatureKey: Any] {
        return Dictionary(uniqueKeysWithValues: dictionary.map { ($0.key.rawValue, $0.value) })
      }
      return item as? [String: Any]
    }
    if let array = value as? [Any] { return array.compactMap(keyed) }
    return value.flatMap(keyed).map { [$0] } ?? []
  }
}

// Core Text's AAT feature types and selectors (SFNTLayoutTypes.h) that UIKit code passes in `featureSettings`.

/// The number spacing feature type.
public let kNumberSpacingType = 6
/// Digits of one fixed width (OpenType `tnum`).
public let kMonospacedNumbersSelector = 0
/// Digits of their own widths (OpenType `pnum`).
public let kProportionalNumbersSelector = 1
/// Digits one third of an em wide.
public let kThirdWidthNumbersSelector = 2
/// Digits one quarter of an em wide.
public let kQuarterWidthNumbersSelector = 3
/// The letter case feature type (deprecated by Apple in favour of the lower and upper case types).
public let kLetterCaseType = 3
/// All letters as small capitals (with `kLetterCaseType`).
public let kSmallCapsSelector = 3
/// The lowercase feature type.
public let kLowerCaseType = 37
/// Lowercase letters as small capitals (OpenType `smcp`).
public let kLowerCaseSmallCapsSelector = 1
/// The uppercase feature type.
public let kUpperCaseType = 38
/// Uppercase letters as small capitals (OpenType `c2sc`).
public let kUpperCaseSmallCapsSelector = 1
/// The number case feature type.
public let kNumberCaseType = 21
/// Old-style digits (OpenType `onum`).
public let kLowerCaseNumbersSelector = 0
/// Lining digits (OpenType `lnum`).
public let kUpperCaseNumbersSelector = 1
