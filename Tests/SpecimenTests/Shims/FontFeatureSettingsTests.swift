import Foundation
import Specimen
import Testing
@testable import SpecimenUI

/// `UIFontDescriptor`'s `featureSettings` (Core Text feature types and selectors) reach the drawn font.
@Suite struct FontFeatureSettingsTests {
  static func width(_ text: String, _ font: UIFont) -> CGFloat {
    ViewRenderer(scale: 1).place(Text(text).font(Font(font)).fixedSize(), in: .unspecified).frame.width
  }

  static func featured(_ settings: [[UIFontDescriptor.FeatureKey: Int]], size: CGFloat = 17) -> UIFont {
    let descriptor = UIFont.systemFont(ofSize: size).fontDescriptor.addingAttributes([.featureSettings: settings])
    return UIFont(descriptor: descriptor, size: 0)
  }

  @Test func monospacedNumbersSelectorGivesFixedWidthDigits() {
    let tabular = Self.featured([[.type: kNumberSpacingType, .selector: kMonospacedNumbersSelector]])
    #expect(Font(tabular).resolve().monospacedDigit == true)
    #expect(Self.width("1111111111", tabular) == Self.width("0000000000", tabular))
    // Without the feature the ones are narrower, so the check above is not met by chance.
    let plain = UIFont.systemFont(ofSize: 17)
    #expect(Self.width("1111111111", plain) < Self.width("0000000000", plain) - 5)
  }

  @Test func preferredDescriptorAndPreIOS15KeysWork() {
    let descriptor = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body).addingAttributes([
      .featureSettings: [[UIFontDescriptor.FeatureKey.featureIdentifier: kNumberSpacingType,
                          UIFontDescriptor.FeatureKey.typeIdentifier: kMonospacedNumbersSelector]],
    ])
    let font = UIFont(descriptor: descriptor, size: 0)
    #expect(font.pointSize == 17)
    #expect(Self.width("1111111111", font) == Self.width("0000000000", font))
    // A later proportional selector turns it off again.
    let both = Self.featured([[.type: kNumberSpacingType, .selector: kMonospacedNumbersSelector],
                              [.type: kNumberSpacingType, .selector: kProportionalNumbersSelector]])
    #expect(Font(both).resolve().monospacedDigit != true)
  }

  @Test func smallCapsSelectorsAndUnknownFeatures() {
    #expect(Font(Self.featured([[.type: kLowerCaseType, .selector: kLowerCaseSmallCapsSelector]])).resolve().smallCaps == .lowercase)
    #expect(Font(Self.featured([[.type: kUpperCaseType, .selector: kUpperCaseSmallCapsSelector]])).resolve().smallCaps == .uppercase)
    #expect(Font(Self.featured([[.type: kLetterCaseType, .selector: kSmallCapsSelector]])).resolve().smallCaps == .all)
    // Features Specimen does not draw, and malformed entries, leave the font as it was.
    let other = Self.featured([[.type: kNumberCaseType, .selector: kLowerCaseNumbersSelector], [.type: 6]])
    #expect(Font(other).resolve().monospacedDigit != true && Font(other).resolve().smallCaps == nil)
  }
}
