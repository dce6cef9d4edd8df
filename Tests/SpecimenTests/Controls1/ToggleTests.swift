import Foundation
import SpecimenCairo
import SpecimenLayout
import SpecimenUI
import Testing
@testable import Specimen

@Suite struct SwitchToggleTests {
  /// A bare switch (label hidden) rendered in exactly its own size.
  func bareSwitch(isOn: Bool, scheme: ColorScheme = .light, disabled: Bool = false) throws -> RasterImage {
    let view = Toggle("Wi-Fi", isOn: .constant(isOn)).labelsHidden().disabled(disabled)
    return try render(view, width: 51, height: 31, scheme: scheme)
  }

  @Test func switchIsFiftyOneByThirtyOneTrailingItsLabel() {
    let root = ViewRenderer().place(Toggle("Wi-Fi", isOn: .constant(true)), in: ProposedViewSize(width: 300, height: nil))
    let capsules = placed("Capsule", in: root)
    #expect(capsules.count == 2)  // the track and the knob
    #expect(capsules.first?.frame == CGRect(x: 249, y: 0, width: 51, height: 31))
    #expect(capsules.last?.frame == CGRect(x: 249 + 22, y: 2, width: 27, height: 27))
    #expect(root.frame.size == CGSize(width: 300, height: 31))
    let text = placed("Text", in: root).first
    #expect(text?.frame.minX == 0)
  }

  @Test func onTrackIsSystemGreenLightAndDark() throws {
    #expect(near(pixel(try bareSwitch(isOn: true), 8, 15.5), 52, 199, 89, 255))
    #expect(near(pixel(try bareSwitch(isOn: true, scheme: ColorScheme.dark), 8, 15.5), 48, 209, 88, 255))
  }

  @Test func offTrackIsTranslucentGrey() throws {
    // secondarySystemFill: rgba(120,120,128,0.16) light, 0.32 dark.
    #expect(near(pixel(try bareSwitch(isOn: false), 45, 15.5), 120, 120, 128, 41))
    #expect(near(pixel(try bareSwitch(isOn: false, scheme: ColorScheme.dark), 45, 15.5), 120, 120, 128, 82))
  }

  @Test func knobIsWhiteAndSitsRightWhenOnLeftWhenOff() throws {
    let on = try bareSwitch(isOn: true), off = try bareSwitch(isOn: false)
    #expect(near(pixel(on, 35.5, 15.5), 255, 255, 255, 255))
    #expect(near(pixel(off, 15.5, 15.5), 255, 255, 255, 255))
    // Where the knob is not, the track shows.
    #expect(near(pixel(on, 6, 15.5), 52, 199, 89, 255))
    #expect(pixel(off, 45, 15.5).a < 60)
  }

  @Test func disabledSwitchHasLowerContrast() throws {
    let p = pixel(try bareSwitch(isOn: true, disabled: true), 8, 15.5)
    #expect(near(p, 52, 199, 89, 128))
  }

  @Test func tintRecoloursTheSwitch() throws {
    let image = try render(Toggle("A", isOn: .constant(true)).labelsHidden().tint(.orange), width: 51, height: 31)
    #expect(near(pixel(image, 8, 15.5), 255, 149, 0, 255))
  }
}

@Suite struct OtherToggleStyleTests {
  @Test func buttonToggleIsTintedWhenOnAndBareWhenOff() throws {
    let on = try render(Toggle("Bold", isOn: .constant(true)).toggleStyle(.button), width: 200)
    let off = try render(Toggle("Bold", isOn: .constant(false)).toggleStyle(.button), width: 200)
    // The top-left inside the rounded background, clear of the label: blue at 18% (iOS 18,
    // OpenSwiftUI BorderlessButtonStyle.swift; 15% before).
    #expect(near(pixel(on, 6, 3), 0, 122, 255, 46))
    #expect(pixel(off, 6, 3).a == 0)
    #expect(on.width == off.width && on.height == off.height)
  }

  @Test func checkboxIsATintedSquareWithAWhiteCheck() throws {
    let on = try render(Toggle("Check", isOn: .constant(true)).toggleStyle(.checkbox).labelsHidden(), width: 14, height: 14)
    let off = try render(Toggle("Check", isOn: .constant(false)).toggleStyle(.checkbox).labelsHidden(), width: 14, height: 14)
    #expect(near(pixel(on, 2, 7), 0, 122, 255, 255))
    #expect(near(pixel(on, 6, 9.5), 255, 255, 255, 255, tolerance: 40))
    #expect(near(pixel(off, 7, 7), 255, 255, 255, 255))
  }
}

/// A toggle style that draws a 10×10 red square, for checking propagation and environment reads.
struct SquareToggleStyle: ToggleStyle {
  @Environment(\.isEnabled) var isEnabled
  func makeBody(configuration: Configuration) -> some View {
    Rectangle()
      .fill(isEnabled ? (configuration.isOn ? Color.red : Color.blue) : Color.gray)
      .frame(width: 10, height: 10)
  }
}

@Suite struct ToggleEnvironmentTests {
  @Test func styleOnAContainerReachesEveryToggle() {
    let view = VStack(spacing: 0) {
      Toggle("A", isOn: .constant(true))
      Toggle("B", isOn: .constant(false))
    }
    .toggleStyle(SquareToggleStyle())
    let root = ViewRenderer().place(view, in: ProposedViewSize(width: 100, height: nil))
    let squares = placed("Rectangle", in: root)
    #expect(squares.map(\.frame.size) == [CGSize(width: 10, height: 10), CGSize(width: 10, height: 10)])
    #expect(placed("Capsule", in: root).isEmpty)
  }

  @Test func customStyleReadsIsEnabledDirectly() throws {
    let enabled = try render(Toggle("A", isOn: .constant(true)).toggleStyle(SquareToggleStyle()), width: 10, height: 10)
    let disabled = try render(Toggle("A", isOn: .constant(true)).toggleStyle(SquareToggleStyle()).disabled(true), width: 10, height: 10)
    #expect(near(pixel(enabled, 5, 5), 255, 59, 48, 255))
    #expect(near(pixel(disabled, 5, 5), 142, 142, 147, 255))
  }

  @Test func configurationIsOnIsASettableBinding() {
    final class Box: @unchecked Sendable { var value = false }
    let box = Box()
    let toggle = Toggle("A", isOn: Binding(get: { box.value }, set: { box.value = $0 }))
    _ = ViewRenderer().place(toggle.toggleStyle(FlippingToggleStyle()), in: ProposedViewSize(width: 100, height: nil))
    #expect(box.value)
  }
}

/// A style that flips its binding while making its body, through `let configuration` as the seed does.
struct FlippingToggleStyle: ToggleStyle {
  func makeBody(configuration: Configuration) -> some View {
    configuration.isOn.toggle()
    return configuration.label
  }
}
