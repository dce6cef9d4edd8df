import Foundation
import SpecimenCairo
import SpecimenLayout
import SpecimenUI
import Testing
@testable import Showcase
@testable import Specimen

// The seed styles themselves (ZennStyles.swift, MySlider.swift), compiled unchanged in the
// Showcase module, checked against these controls.

@Suite struct SeedControlSnippetTests {
  @Test func customToggleStyleDrawsTortoiseWhenOnHareWhenOff() {
    let root = ViewRenderer().place(Toggles(), in: ProposedViewSize(width: 300, height: nil))
    let images = placed("Image", in: root).compactMap { node -> String? in
      guard case .image(let image) = node.node.kind, case .symbol(let name) = image.source else { return nil }
      return name
    }
    #expect(images == ["tortoise", "hare"])
    #expect(placed("Capsule", in: root).isEmpty)
  }

  @Test func customProgressViewStyleFillsHalfAndAll() {
    let root = ViewRenderer().place(Progresses(), in: ProposedViewSize(width: 232, height: nil))
    // Padding 16 each side leaves 200; each bar has a track capsule and a fill capsule.
    let widths = placed("Capsule", in: root).map(\.frame.width)
    #expect(widths == [200, 100, 200, 200])
  }

  @Test func defaultMySliderStyleMakesASlider() {
    let configuration = MySliderStyleConfiguration(
      value: .constant(0.5), bounds: 0...1, label: Text("Volume"),
      minimumValueLabel: Text("0"), maximumValueLabel: Text("1"), onEditingChanged: { _ in })
    let body = DefaultMySliderStyle().makeBody(configuration: configuration)
    let root = ViewRenderer().place(body, in: ProposedViewSize(width: 300, height: nil))
    #expect(placed("SliderPart", in: root).count == 3)
    #expect(placed("Text", in: root).count == 2)
  }
}
