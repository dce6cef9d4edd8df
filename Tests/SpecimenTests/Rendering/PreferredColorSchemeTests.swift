import Foundation
import SpecimenCairo
import SpecimenUI
import Testing
@testable import Specimen

/// `preferredColorScheme(_:)` sets the scheme of the whole presentation it is in, as Apple documents ("overrides
/// the user's Dark Mode selection for that presentation"): a screen whose title asks for dark is drawn dark
/// around the title too, whatever scheme the cell was asked for. It changed only its own view before.
@Suite struct PreferredColorSchemeTests {
  /// Two 40 × 20 swatches of the system background, the second holding a text that asks for `scheme`.
  @MainActor static func screen(asking scheme: ColorScheme?) -> some View {
    VStack(spacing: 0) {
      Color(.systemBackground).frame(width: 40, height: 20)
      Color(.systemBackground).frame(width: 40, height: 20).overlay(Text("").preferredColorScheme(scheme))
    }
  }

  @MainActor static func pixels(_ view: some View, in scheme: ColorScheme) throws -> (Px, Px) {
    var environment = EnvironmentValues()
    environment.colorScheme = scheme
    let image = try ViewRenderer(scale: 1).rasterize(view, in: .unspecified, environment: environment)
    return (Px(image.pixel(x: 20, y: 10)), Px(image.pixel(x: 20, y: 30)))
  }

  @Test @MainActor func anInnerPreferenceDrawsTheWholeViewInItsScheme() throws {
    let (outside, inside) = try Self.pixels(Self.screen(asking: .dark), in: .light)
    #expect(outside == Px(0, 0, 0), "the swatch beside the preference: \(outside)")
    #expect(inside == Px(0, 0, 0), "\(inside)")
    let (lightOutside, lightInside) = try Self.pixels(Self.screen(asking: .light), in: .dark)
    #expect(lightOutside == Px(255, 255, 255), "\(lightOutside)")
    #expect(lightInside == Px(255, 255, 255), "\(lightInside)")
  }

  @Test @MainActor func noPreferenceOrNilKeepsTheSchemeAsked() throws {
    let (outside, inside) = try Self.pixels(Self.screen(asking: nil), in: .light)
    #expect(outside == Px(255, 255, 255) && inside == Px(255, 255, 255), "\(outside) \(inside)")
    let (darkOutside, _) = try Self.pixels(Color(.systemBackground).frame(width: 40, height: 40), in: .dark)
    #expect(darkOutside == Px(0, 0, 0), "\(darkOutside)")
  }

  @Test @MainActor func theOutermostPreferenceWins() throws {
    let view = Self.screen(asking: .dark).preferredColorScheme(.light)
    let (outside, inside) = try Self.pixels(view, in: .dark)
    #expect(outside == Px(255, 255, 255), "\(outside)")
    #expect(inside == Px(255, 255, 255), "\(inside)")
  }

  @Test @MainActor func aMeasuredSizeFollowsThePreferredScheme() throws {
    // A view whose layout reads the scheme: its size is the preferred scheme's.
    struct SchemeSized: View {
      @Environment(\.colorScheme) var scheme
      var body: some View { Color.clear.frame(width: scheme == .dark ? 30 : 10, height: 10) }
    }
    var environment = EnvironmentValues()
    environment.colorScheme = .light
    let placed = ViewRenderer(scale: 1).place(VStack { SchemeSized(); Text("").preferredColorScheme(.dark) }, in: .unspecified,
                                              environment: environment)
    #expect(placed.frame.width == 30)
  }

  @Test func aWarningOfAViewResolvedAgainIsNamedOnce() throws {
    let plain = try HostileRound39Tests.measured(.unspecified) { Color.red.frame(width: 20, height: 20).padding(.nan) }
    let preferring = try HostileRound39Tests.measured(.unspecified) {
      Color.red.frame(width: 20, height: 20).padding(.nan).overlay(Text("").preferredColorScheme(.dark))
    }
    #expect(plain.warnings.count == 1, "\(plain.warnings)")
    #expect(preferring.warnings == plain.warnings)
  }
}
