import Foundation
import Testing
@testable import SpecimenUI

/// A preference value's size counts the collections it holds in structures, tuples and optionals, not only its own.
@Suite struct PreferenceGrowthTests {
  struct Tally { var items: [Int] }
  struct Outer { struct Inner { var text: String }; var inner: Inner; var count: Int }

  @Test func collectionsInsideValuesAreCounted() {
    #expect(PreferenceGrowth.elementCount([1, 2, 3]) == 3)
    #expect(PreferenceGrowth.elementCount("abc") == 3)
    #expect(PreferenceGrowth.elementCount(Tally(items: [1, 2, 3, 4])) == 4)
    #expect(PreferenceGrowth.elementCount(Outer(inner: .init(text: "abcde"), count: 9)) == 5)
    #expect(PreferenceGrowth.elementCount([Int]?.some([1, 2])) == 2)
    #expect(PreferenceGrowth.elementCount((1, [1, 2, 3])) == 3)
    // A short collection's elements count too; a value holding no collection has no count.
    #expect(PreferenceGrowth.elementCount(["a": [1, 2, 3]]) == 1 + 1 + 3)
    #expect(PreferenceGrowth.elementCount(CGFloat(5)) == nil)
    #expect(PreferenceGrowth.elementCount(CGRect.zero) == nil)
  }
}
