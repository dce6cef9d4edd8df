import Foundation
import SpecimenCairo
import SpecimenLayout
import SpecimenUI
import Testing
@testable import Specimen

@Suite struct ProgressViewTests {
  @Test func linearFillsTheTintUpToExactlyHalf() throws {
    let image = try render(ProgressView(value: 0.5), width: 200)
    #expect(image.width == 400 && image.height == 8)
    let left = image.pixel(x: 199, y: 4), right = image.pixel(x: 200, y: 4)
    #expect(left.a > 240 && left.b > 240 && left.r < 20, "\(left)")
    // systemFill: rgba(120,120,128,0.2).
    #expect(near(right, 120, 120, 128, 51), "\(right)")
  }

  @Test func totalScalesTheFractionAndLabelSitsAbove() throws {
    let root = ViewRenderer().place(ProgressView("Copying", value: 3, total: 4), in: ProposedViewSize(width: 200, height: nil))
    let text = try #require(placed("Text", in: root).first)
    let fill = try #require(placed("LeadingFractionCapsule", in: root).first)
    #expect(text.frame.maxY + 4 == fill.frame.minY)
    #expect(fill.frame.height == 4)
    let image = try render(ProgressView("Copying", value: 3, total: 4), width: 200)
    let y = Int(fill.frame.midY * 2)
    #expect(image.pixel(x: 298, y: y).b > 240 && image.pixel(x: 302, y: y).a < 60)
  }

  @Test func indeterminateIsA20PointSpinnerOr37WhenLarge() {
    let small = ViewRenderer().place(ProgressView(), in: ProposedViewSize(width: 200, height: nil))
    let large = ViewRenderer().place(ProgressView().controlSize(.large), in: ProposedViewSize(width: 200, height: nil))
    #expect(small.frame.size == CGSize(width: 20, height: 20))
    #expect(large.frame.size == CGSize(width: 37, height: 37))
    #expect(placed("SpinnerSpoke", in: small).count == 8)
  }

  @Test func spinnerTopSpokeIsOpaqueAndTheOthersFade() throws {
    let image = try render(ProgressView(), width: 20, height: 20)
    let top = pixel(image, 10, 2.5), right = pixel(image, 17.5, 10)
    #expect(top.a > 120, "\(top)")  // secondaryLabel: 60% opaque
    #expect(right.a < top.a / 2 + 20, "\(right)")
  }

  @Test func customStyleReadsFractionCompleted() throws {
    struct Fraction: ProgressViewStyle {
      func makeBody(configuration: Configuration) -> some View {
        Color.red.frame(width: 100 * (configuration.fractionCompleted ?? 0), height: 1)
      }
    }
    let root = ViewRenderer().place(ProgressView(value: 30, total: 120).progressViewStyle(Fraction()), in: ProposedViewSize(width: 200, height: nil))
    #expect(root.frame.size == CGSize(width: 25, height: 1))
  }
}

@Suite struct GaugeTests {
  @Test func circularCapacityDrawsTheTintFromTwelveOClock() throws {
    let gauge = Gauge(value: 0.5) { Text("B") }.gaugeStyle(.accessoryCircularCapacity)
    let image = try render(gauge, width: 60, height: 60)
    // The ring's stroke centre is 27 pt from the centre: 12 o'clock is (30, 3).
    #expect(near(pixel(image, 33, 3), 0, 122, 255, 255), "\(pixel(image, 33, 3))")
    #expect(near(pixel(image, 57, 30), 0, 122, 255, 255))
    // Past the value (9 o'clock) only the systemFill track shows.
    #expect(near(pixel(image, 3, 30), 120, 120, 128, 51))
  }

  @Test func valueIsAFractionOfTheBounds() {
    struct Width: GaugeStyle {
      func makeBody(configuration: Configuration) -> some View {
        Color.red.frame(width: 100 * configuration.value, height: 1)
      }
    }
    let root = ViewRenderer().place(Gauge(value: 15, in: 10...30) { Text("T") }.gaugeStyle(Width()), in: ProposedViewSize(width: 200, height: nil))
    #expect(root.frame.size == CGSize(width: 25, height: 1))
  }

  @Test func linearCapacityFillsTheTint() throws {
    let image = try render(Gauge(value: 0.25) { EmptyView() }.gaugeStyle(.linearCapacity), width: 200)
    let root = ViewRenderer().place(Gauge(value: 0.25) { EmptyView() }.gaugeStyle(.linearCapacity), in: ProposedViewSize(width: 200, height: nil))
    let bar = try #require(placed("LeadingFractionCapsule", in: root).first)
    #expect(near(pixel(image, 40, bar.frame.midY), 0, 122, 255, 255))
    #expect(near(pixel(image, 60, bar.frame.midY), 120, 120, 128, 51))
  }
}
