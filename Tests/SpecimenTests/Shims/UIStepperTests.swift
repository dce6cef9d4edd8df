import Foundation
@testable import SpecimenUI
import Testing
@testable import Specimen

/// Wraps a stepper, as apps wrap UIKit controls for SwiftUI.
private struct WrappedStepper: UIViewRepresentable {
  let stepper: UIStepper
  func makeUIView(context: Context) -> UIStepper { stepper }
  func updateUIView(_ uiView: UIStepper, context: Context) {}
}

/// UIKit's `UIStepper` under a representable: its 94 × 32 pt size, its range rules as UIKit documents them, and its
/// minus and plus dimmed at the ends of the range.
@Suite struct UIStepperTests {
  /// The stepper `make` returns over red: beside it (`besideRed`) or above it.
  private func render(besideRed: Bool = false, _ make: () -> UIStepper) throws -> RasterImage {
    let stepper = make()
    let view = besideRed
      ? AnyView(HStack(spacing: 0) { WrappedStepper(stepper: stepper); Color.red })
      : AnyView(VStack(alignment: .leading, spacing: 0) { WrappedStepper(stepper: stepper); Color.red })
    return try ViewRenderer(scale: 1, background: .white)
      .rasterize(view.frame(width: 120, height: 40), in: ProposedViewSize(width: 120, height: 40), environment: EnvironmentValues())
  }

  /// The green of the pixel at (x, y): 59 in SwiftUI's red, about 240 on the stepper's grey fill.
  private func green(_ image: RasterImage, _ x: Int, _ y: Int) -> Int { Int(image.pixel(x: x, y: y).g) }

  /// The red of the pixel at (x, y).
  private func red(_ image: RasterImage, _ x: Int, _ y: Int) -> Int { Int(image.pixel(x: x, y: y).r) }

  /// Whether the minus (left) and plus (right) glyphs are drawn dark, as enabled glyphs are, not dimmed.
  private func glyphs(_ image: RasterImage) -> (minus: Bool, plus: Bool) {
    // The bars are 2 pt thick, centred 16 pt down each 47-pt half; rows 15 and 16 are fully covered.
    (red(image, 23, 15) < 60, red(image, 70, 15) < 60)
  }

  @Test func aStepperTakesItsIntrinsicSize() throws {
    let below = try render { UIStepper() }
    #expect(green(below, 47, 31) > 200 && green(below, 47, 32) == 59)
    let beside = try render(besideRed: true) { UIStepper() }
    #expect(green(beside, 93, 20) > 200 && green(beside, 94, 20) == 59)
  }

  @Test func theEndsOfTheRangeDimTheirButton() throws {
    #expect(glyphs(try render { UIStepper() }) == (minus: false, plus: true))
    #expect(glyphs(try render {
      let stepper = UIStepper()
      stepper.value = 40
      return stepper
    }) == (minus: true, plus: true))
    #expect(glyphs(try render {
      let stepper = UIStepper()
      stepper.maximumValue = 5
      stepper.value = 9
      return stepper
    }) == (minus: true, plus: false))
    #expect(glyphs(try render {
      let stepper = UIStepper()
      stepper.wraps = true
      return stepper
    }) == (minus: true, plus: true))
    #expect(glyphs(try render {
      let stepper = UIStepper()
      stepper.value = 40
      stepper.isEnabled = false
      return stepper
    }) == (minus: false, plus: false))
  }

  @Test func theValueIsClampedToTheRange() {
    let stepper = UIStepper()
    #expect((stepper.value, stepper.minimumValue, stepper.maximumValue, stepper.stepValue) == (0, 0, 100, 1))
    stepper.value = 150
    #expect(stepper.value == 100)
    stepper.value = -5
    #expect(stepper.value == 0)
    stepper.value = 50
    stepper.maximumValue = 20
    #expect(stepper.value == 20)
    stepper.minimumValue = -10
    stepper.value = -3
    stepper.minimumValue = 0
    #expect(stepper.value == 0)
  }

  /// UIKit raises NSInvalidArgumentException for a range that is not a range and for a step not above 0; the cell
  /// fails naming it and the stepper keeps what it had.
  @Test func anImpossibleRangeOrStepFailsTheCellAndIsNotKept() {
    let stepper = UIStepper()
    let issues = ResolveIssues.collecting {
      stepper.minimumValue = 100
      stepper.maximumValue = -1
      stepper.stepValue = 0
      stepper.stepValue = .nan
    }.issues
    #expect(issues.map(\.kind) == [.trap, .trap, .trap, .trap])
    #expect(issues.first?.message == "UIStepper.minimumValue = 100: it must be less than maximumValue (100); UIKit raises "
      + "NSInvalidArgumentException here, which stops the app. Set a range with minimumValue below maximumValue and a stepValue above 0")
    #expect(issues.map { $0.message.prefix(25) } == ["UIStepper.minimumValue = ", "UIStepper.maximumValue = ",
                                                     "UIStepper.stepValue = 0: ", "UIStepper.stepValue = nan"])
    #expect((stepper.minimumValue, stepper.maximumValue, stepper.stepValue) == (0, 100, 1))
    let nan = ResolveIssues.collecting { stepper.value = .nan }.issues
    #expect(nan.map(\.kind) == [.invalidNumber])
    #expect(stepper.value == 0)
  }
}
