import Foundation
import SpecimenUI
import Testing

/// UIKit's content size categories in trait collections and font metrics, `Color.Resolved.cgColor`
/// and `CTFont`: what Dynamic Type helpers in design-system token files read.
@Suite struct ContentSizeCategoryShimTests {
  @Test func categoriesAreOrderedDynamicTypeSizes() {
    #expect(UIContentSizeCategory.large.rawValue == "UICTContentSizeCategoryL")
    #expect(UIContentSizeCategory.large < .extraLarge && .extraExtraExtraLarge < .accessibilityMedium)
    #expect(UIContentSizeCategory.unspecified < .extraSmall)
    #expect(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
    #expect(!UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory && !UIContentSizeCategory.unspecified.isAccessibilityCategory)
    #expect(UIContentSizeCategory(DynamicTypeSize.xxxLarge) == .extraExtraExtraLarge)
    #expect(UIContentSizeCategory(ContentSizeCategory.accessibilityLarge) == .accessibilityLarge)
    #expect(DynamicTypeSize(UIContentSizeCategory.accessibilityExtraExtraExtraLarge) == .accessibility5)
    #expect(ContentSizeCategory(UIContentSizeCategory.small) == .small)
    #expect(DynamicTypeSize(UIContentSizeCategory.unspecified) == nil)
  }

  @Test func traitCollectionsCarryTheCategory() {
    #expect(UITraitCollection().preferredContentSizeCategory == .unspecified)
    #expect(UITraitCollection(preferredContentSizeCategory: .extraLarge).preferredContentSizeCategory == .extraLarge)
    let merged = UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceStyle: .dark),
                                                UITraitCollection(preferredContentSizeCategory: .accessibilityLarge),
                                                UITraitCollection(userInterfaceStyle: .light)])
    #expect(merged.userInterfaceStyle == .light && merged.preferredContentSizeCategory == .accessibilityLarge)
    var environment = EnvironmentValues()
    environment.dynamicTypeSize = .xxLarge
    let current = EnvironmentValues.$current.withValue(environment) {
      (UITraitCollection.current.preferredContentSizeCategory, UIApplication.shared.preferredContentSizeCategory)
    }
    #expect(current == (.extraExtraLarge, .extraExtraLarge))
  }

  /// Body grows 17 → 23 at xxxLarge and to 53 at accessibility5; caption1 12 → 18 at xxxLarge.
  @Test func metricsScaleWithTheTraitCollectionsCategory() {
    let xxxLarge = UITraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge)
    #expect(abs(UIFontMetrics.default.scaledValue(for: 17, compatibleWith: xxxLarge) - 23) < 1e-9)
    #expect(abs(UIFontMetrics(forTextStyle: .caption1).scaledValue(for: 10, compatibleWith: xxxLarge) - 15) < 1e-9)
    #expect(UIFontMetrics.default.scaledValue(for: 17, compatibleWith: nil) == 17)
    #expect(UIFontMetrics.default.scaledValue(for: 17, compatibleWith: UITraitCollection()) == 17)
    let largest = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
    let body = UIFont.systemFont(ofSize: 17)
    #expect(abs(UIFontMetrics.default.scaledFont(for: body, compatibleWith: largest).pointSize - 53) < 1e-9)
    #expect(UIFontMetrics.default.scaledFont(for: body, maximumPointSize: 30, compatibleWith: largest).pointSize == 30)
    #expect(UIFontMetrics.default.scaledFont(for: body, maximumPointSize: 0, compatibleWith: xxxLarge).pointSize == 23)
    let small = UITraitCollection(preferredContentSizeCategory: .extraSmall)
    #expect(abs(UIFontMetrics.default.scaledFont(for: body, maximumPointSize: 30, compatibleWith: small).pointSize - 14) < 1e-9)
  }

  @Test func resolvedColorsAndCoreTextFonts() {
    let resolved = Color.Resolved(red: 0.2, green: 0.4, blue: 0.6, opacity: 0.5)
    let components = resolved.cgColor.components ?? []
    #expect(components.count == 4 && abs(components[0] - 0.2) < 1e-6 && abs(components[2] - 0.6) < 1e-6 && abs(resolved.cgColor.alpha - 0.5) < 1e-6)
    let uiFont = UIFont.systemFont(ofSize: 20, weight: .bold)
    #expect(Font(uiFont as CTFont).resolve() == Font.system(size: 20, weight: .bold).resolve())
    #expect(CTFontGetSize(CTFontCreateWithName("Inter" as CFString, 0, nil)) == 12)
    #expect(CTFontGetSize(CTFontCreateWithName("NoSuchFont" as CFString, 15, nil)) == 15)
  }

  /// UIKit's accessibility settings are the cell's environment values SwiftUI reads for them.
  @Test func accessibilitySettingsFollowTheEnvironment() {
    #expect(!UIAccessibility.isReduceMotionEnabled && !UIAccessibility.isBoldTextEnabled && UIAccessibility.isShakeToUndoEnabled)
    var environment = EnvironmentValues()
    environment.accessibilityReduceMotion = true
    environment.legibilityWeight = .bold
    environment.colorSchemeContrast = .increased
    environment.accessibilityDifferentiateWithoutColor = true
    let settings = EnvironmentValues.$current.withValue(environment) {
      [UIAccessibility.isReduceMotionEnabled, UIAccessibility.isBoldTextEnabled, UIAccessibility.isDarkerSystemColorsEnabled,
       UIAccessibility.shouldDifferentiateWithoutColor, UIAccessibility.isReduceTransparencyEnabled, UIAccessibility.isVoiceOverRunning]
    }
    #expect(settings == [true, true, true, true, false, false])
    UIAccessibility.post(notification: .announcement, argument: "Saved")
    #expect(UIAccessibility.reduceMotionStatusDidChangeNotification.rawValue == "UIAccessibilityReduceMotionStatusDidChangeNotification")
  }

  /// Descriptors built from a name, a size and a weight trait describe that font; a text style gives its preferred size.
  @Test func descriptorAttributesDescribeTheFont() {
    let named = UIFontDescriptor(name: "Inter", size: 16)
      .addingAttributes([.traits: [UIFontDescriptor.TraitKey.weight: UIFont.Weight.semibold]])
    let font = UIFont(descriptor: named, size: 0)
    #expect(font.pointSize == 16)
    #expect(Font(font).resolve() == Font.custom("Inter", fixedSize: 16).weight(.semibold).resolve())
    let attributed = UIFontDescriptor(fontAttributes: [.family: "Inter", .size: 20, .traits: [UIFontDescriptor.TraitKey.symbolic: UIFontDescriptor.SymbolicTraits.traitBold.rawValue]])
    #expect(attributed.pointSize == 20 && attributed.symbolicTraits.contains(.traitBold))
    #expect(UIFontDescriptor(fontAttributes: [.textStyle: UIFont.TextStyle.title1]).pointSize == 28)
    #expect(UIFontDescriptor(fontAttributes: [:]).pointSize == 12)
    #expect(UIFontDescriptor(name: "Inter", size: 10).withFamily("Lora").addingAttributes([.size: CGFloat.nan]).pointSize == 10)
  }
}
