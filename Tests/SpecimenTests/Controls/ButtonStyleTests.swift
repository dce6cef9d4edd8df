import Foundation
import SpecimenCairo
import SpecimenUI
import Testing
@testable import Specimen

/// The built-in button styles draw like iOS: measured at the centre of the button's background.
@Suite struct BuiltInButtonStyleTests {
  /// The button rendered alone on transparency at 2×, with the pixel 3 pt in from its top-left corner on the centre line.
  func fillPixel<S: PrimitiveButtonStyle>(_ style: S, role: ButtonRole? = nil, tint: Color? = nil, enabled: Bool = true,
                                          scheme: ColorScheme = .light) throws -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
    var environment = EnvironmentValues()
    environment.colorScheme = scheme
    let view = Button("Continue", role: role) {}.buttonStyle(style).tint(tint).disabled(!enabled)
    let image = try ViewRenderer(scale: 2, background: nil).rasterize(view, in: .unspecified, environment: environment)
    return image.pixel(x: 6, y: image.height / 2)
  }

  @Test func borderedProminentFillsWithTheTint() throws {
    let p = try fillPixel(.borderedProminent, tint: .orange)
    #expect(p.r == 255 && p.g == 149 && p.b == 0 && p.a == 255, "\(p)")
    let blue = try fillPixel(.borderedProminent)
    #expect(blue.r == 0 && blue.g == 122 && blue.b == 255, "\(blue)")
  }

  @Test func borderedFillsTheTintAtReducedOpacity() throws {
    let p = try fillPixel(.bordered, tint: .orange)
    // At 18% alpha Cairo's premultiplied storage keeps 46 levels per channel (one level is 5.5 after
    // un-premultiplying, and Cairo truncates), so allow one level.
    #expect(p.r >= 250 && abs(Int(p.g) - 149) <= 6 && p.b <= 6, "\(p)")
    #expect(abs(Int(p.a) - 46) <= 1, "alpha \(p.a) should be 18% of 255 (iOS 18; it was 15%)")
  }

  @Test func destructiveProminentFillsRed() throws {
    let p = try fillPixel(.borderedProminent, role: .destructive)
    #expect(p.r == 255 && p.g == 59 && p.b == 48, "\(p)")
  }

  @Test func destructiveRoleTurnsAutomaticAndBorderedTextRed() throws {
    for style in [AnyPrimitiveStyle.automatic, .bordered] {
      let node = ResolveContext().resolve(Button("Delete", role: .destructive) {}.buttonStyle(style.value))
      #expect(textPaints(node) == [.color(RGBA(255, 59, 48))], "\(style)")
    }
    let plainRole = ResolveContext().resolve(Button("Save") {}.buttonStyle(.bordered))
    #expect(textPaints(plainRole) == [.color(RGBA(0, 122, 255))])
  }

  @Test func disabledLowersContrast() throws {
    let enabled = try fillPixel(.borderedProminent)
    let disabled = try fillPixel(.borderedProminent, enabled: false)
    #expect(Int(disabled.a) < Int(enabled.a) / 2, "disabled \(disabled) vs enabled \(enabled)")
    let node = ResolveContext(environment: { var e = EnvironmentValues(); e.isEnabled = false; return e }())
      .resolve(Button("Save") {}.buttonStyle(.borderedProminent))
    #expect(textPaints(node) == [.color(RGBA(60, 60, 67, 0.3))])
  }

  @Test func controlSizeChangesBorderedMetrics() {
    func height(_ size: ControlSize) -> CGFloat {
      var environment = EnvironmentValues()
      environment.controlSize = size
      return ViewRenderer().place(Button("Go") {}.buttonStyle(.bordered), in: .unspecified, environment: environment).frame.height
    }
    #expect(height(.small) < height(.regular))
    #expect(height(.regular) < height(.large))
    #expect(height(.large) - height(.regular) > 10)
  }

  @Test func borderShapeCapsuleRoundsTheEnds() throws {
    let view = Button("Continue") {}.buttonStyle(.borderedProminent).buttonBorderShape(.capsule)
    let image = try ViewRenderer(scale: 2, background: nil).rasterize(view, in: .unspecified)
    #expect(image.pixel(x: 1, y: 1).a == 0)  // a capsule leaves the corner empty
    #expect(image.pixel(x: 1, y: image.height / 2).a > 0)
  }

  private func textPaints(_ node: ResolvedNode) -> [Paint] {
    if case .text(let t) = node.kind { return [t.paint] }
    return node.children.flatMap(textPaints)
  }
}

/// A primitive style chosen by name, for parameterised checks.
enum AnyPrimitiveStyle: CustomStringConvertible {
  case automatic, bordered
  var value: BorderedOrAutomatic { BorderedOrAutomatic(kind: self) }
  var description: String { self == .automatic ? "automatic" : "bordered" }
}

/// Applies `.automatic` or `.bordered`.
struct BorderedOrAutomatic: PrimitiveButtonStyle {
  let kind: AnyPrimitiveStyle
  func makeBody(configuration: Configuration) -> some View {
    if kind == .automatic { DefaultButtonStyle().makeBody(configuration: configuration) } else {
      BorderedButtonStyle().makeBody(configuration: configuration)
    }
  }
}
