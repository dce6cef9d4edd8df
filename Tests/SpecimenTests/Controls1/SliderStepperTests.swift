import Foundation
import SpecimenCairo
import SpecimenLayout
import SpecimenUI
import Testing
@testable import Specimen

@Suite struct SliderTests {
  @Test func knobCentreIsAtTheValuesFraction() throws {
    // Width 200, knob 28: the centre travels from 14 to 186, so 5 in 0...10 puts it at 100.
    let image = try render(Slider(value: .constant(5.0), in: 0...10), width: 200)
    #expect(image.height == 56)
    #expect(near(pixel(image, 100, 14), 255, 255, 255, 255))
    #expect(near(pixel(image, 88, 14), 255, 255, 255, 255))
    #expect(near(pixel(image, 112, 14), 255, 255, 255, 255))
    // Just outside the knob: the tint before it, the track after it.
    #expect(near(pixel(image, 84, 14), 0, 122, 255, 255, tolerance: 12), "\(pixel(image, 84, 14))")
    #expect(pixel(image, 118, 14).b < 200 || pixel(image, 118, 14).a < 120, "\(pixel(image, 118, 14))")
    #expect(near(pixel(image, 150, 14), 120, 120, 128, 51))
  }

  @Test func quarterValueAndValueLabels() {
    let slider = Slider(value: .constant(0.25)) { Text("Volume") } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("1") }
    let root = ViewRenderer().place(slider, in: ProposedViewSize(width: 300, height: nil))
    let texts = placed("Text", in: root)
    #expect(texts.count == 2)  // the label is not shown, as on iOS
    let track: CGRect = placed("SliderPart", in: root).last?.frame ?? .zero
    #expect(track.height == 28)
    // The knob is the last part: a 28 pt circle whose centre is 14 + 0.25 × (width − 28) in.
    let knobNodes = placed("SliderPart", in: root)
    #expect(knobNodes.count == 3)
    #expect(texts[0].frame.maxX + 8 == track.minX)
  }

  @Test func stepFormsCompile() {
    var value: Float = 0.5
    let binding = Binding(get: { value }, set: { value = $0 })
    _ = Slider(value: binding, in: 0...1, step: 0.1)
    _ = Slider(value: binding, in: 0...1, step: 0.1) { Text("L") }
    _ = Slider(value: binding, in: 0...1, step: 0.1) { Text("L") } minimumValueLabel: { Text("a") } maximumValueLabel: { Text("b") }
    _ = Slider(value: binding) { Text("L") }
    _ = Slider(value: binding, onEditingChanged: { _ in })
  }
}

@Suite struct StepperTests {
  /// Renders a stepper at width 300; the control spans x 206…300, y 0…32.
  func stepper(value: Int) throws -> RasterImage {
    try render(Stepper("Quantity", value: .constant(value), in: 0...10), width: 300)
  }

  @Test func controlIs94By32Trailing() throws {
    let root = ViewRenderer().place(Stepper("Quantity", value: .constant(3), in: 0...10), in: ProposedViewSize(width: 300, height: nil))
    let background = try #require(placed("RoundedRectangle", in: root).first)
    #expect(background.frame == CGRect(x: 206, y: 0, width: 94, height: 32))
    #expect(placed("StepperGlyph", in: root).count == 2)
  }

  @Test func minusAndPlusGlyphs() throws {
    let image = try stepper(value: 3)
    let minusCentre = 206 + 23.25, plusCentre = 206 + 47.5 + 23.25
    // Both glyphs have a horizontal bar in the label colour (black).
    #expect(near(pixel(image, minusCentre + 5, 16), 0, 0, 0, 255))
    #expect(near(pixel(image, plusCentre + 5, 16), 0, 0, 0, 255))
    // Only plus has a vertical bar.
    #expect(near(pixel(image, plusCentre, 11), 0, 0, 0, 255))
    #expect(pixel(image, minusCentre, 11).a < 40)
  }

  @Test func aFormattedStepperDrawsAsTheOthersAndGreysItsBound() throws {
    // iOS 16's `format:` forms (a Double over `.number`/`.percent`): the format is not drawn.
    let plain = try render(Stepper("Quantity", value: .constant(0.0), in: 0.0...10.0, step: 0.5), width: 300)
    let formatted = try render(Stepper("Quantity", value: .constant(0.0), in: 0.0...10.0, step: 0.5, format: .number), width: 300)
    #expect(plain.rgbaBytes() == formatted.rgbaBytes())
    let minus = pixel(formatted, 206 + 23.25 + 5, 16)
    #expect(minus.a < 128, "\(minus)")  // at the lower bound
    _ = Stepper("Rate", value: .constant(0.25), step: 0.05, format: .percent)
    _ = Stepper(value: .constant(1.5), format: .number) { Text("Free") }
  }

  @Test func endAtABoundIsGreyed() throws {
    let image = try stepper(value: 0)
    let minus = pixel(image, 206 + 23.25 + 5, 16), plus = pixel(image, 206 + 47.5 + 23.25 + 5, 16)
    #expect(plus.a == 255 && plus.r == 0)
    #expect(minus.a < 128, "\(minus)")
  }
}
