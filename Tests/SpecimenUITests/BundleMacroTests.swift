import Foundation
@testable import SpecimenUI
import Testing

/// `#bundle` (Xcode 26's Foundation macro) expands to the main bundle, and the initializers
/// package code hands it to take it.
@Suite struct BundleMacroTests {
  @Test func bundleIsTheMainBundle() {
    #expect(#bundle === Bundle.main)
  }

  @Test func localizedStringWithTheBundleIsItsKey() {
    #expect(String(localized: "onboarding.title", bundle: #bundle) == "onboarding.title")
    _ = Text("onboarding.title", bundle: #bundle)
    _ = Color("brand", bundle: #bundle)
  }
}
