import Foundation
import SpecimenUI
import Testing
@testable import Specimen

/// The string of the first text node under `node`.
private func text(_ node: ResolvedNode) -> String? {
  if case .text(let t) = node.kind { return t.string }
  return node.children.lazy.compactMap(text).first
}

@Suite struct TextFormatTests {
  @Test func percent() {
    #expect(text(ResolveContext().resolve(Text(0.5, format: .percent))) == "50%")
  }

  @Test func numberWithNoFractionDigits() {
    let view = Text(20.0, format: .number.precision(.fractionLength(0)))
    #expect(text(ResolveContext().resolve(view)) == "20")
    #expect(text(ResolveContext().resolve(Text(59.6, format: .number.precision(.fractionLength(0))))) == "60")
  }

  @Test func numberUsesTheFixedUSLocale() {
    #expect(text(ResolveContext().resolve(Text(1234.5, format: .number))) == "1,234.5")
    #expect(text(ResolveContext().resolve(Text(0.2, format: .number))) == "0.2")
  }

  @Test func integerFormat() {
    #expect(text(ResolveContext().resolve(Text(42, format: .number))) == "42")
  }
}
