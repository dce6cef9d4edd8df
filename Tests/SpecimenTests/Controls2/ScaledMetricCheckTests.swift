import Foundation
@testable import Specimen
import SpecimenUI
import Testing

/// A `@ScaledMetric` that is not finite is named where it is read, with its base, text style and Dynamic Type size.
@Suite struct ScaledMetricCheckTests {
  /// Shows a metric relative to `.caption2` as text, so nothing about its layout depends on the value.
  struct MetricText: View {
    @ScaledMetric var size: CGFloat
    init(_ base: CGFloat) { _size = ScaledMetric(wrappedValue: base, relativeTo: .caption2) }
    var body: some View { Text(verbatim: "\(size)") }
  }

  func read(_ base: CGFloat, at size: DynamicTypeSize) throws -> (text: String, warnings: [String]) {
    let view = MetricText(base).dynamicTypeSize(size)
    let text = C2.texts(in: C2.place(view, width: 300)).map(\.text.string).joined()
    return (text, try C2.render(view, width: 300).diagnostics.warnings.map(\.message))
  }

  @Test func aFiniteMetricScaledPastTheLargestNumberIsNamed() throws {
    let ordinary = try read(20, at: .accessibility5)
    #expect(ordinary.text == "\(20 * (CGFloat(40) / 11))")
    #expect(ordinary.warnings == [])
    let huge = try read(.greatestFiniteMagnitude, at: .accessibility5)
    #expect(huge.text == "inf")
    #expect(huge.warnings == ["@ScaledMetric(relativeTo: .caption2) 1.79769e+308 scales past the largest number (× 3.636) at the "
      + "Dynamic Type size accessibility5, so the metric is inf. Give a finite base small enough to scale (the largest size "
      + "scales a metric up to about 3.6 times)"])
    // At the default size the base is its own value.
    #expect(try read(.greatestFiniteMagnitude, at: .large).warnings == [])
  }

  @Test func aMetricThatIsNotANumberIsNamed() throws {
    let nan = try read(.nan, at: .large)
    #expect(nan.text == "nan")
    #expect(nan.warnings == ["@ScaledMetric(relativeTo: .caption2) nan is not a finite number at the Dynamic Type size large, so the "
      + "metric is nan. Give a finite base small enough to scale (the largest size scales a metric up to about 3.6 times)"])
  }
}
