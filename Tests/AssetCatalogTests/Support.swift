import Foundation
import SpecimenCairo
import SpecimenDraw
import SpecimenLayout
@testable import SpecimenUI
import Testing

/// The fixture catalog and a render helper for the asset tests.
enum Fixture {
  /// `Fixtures/Sample.xcassets` in this test target's resource bundle.
  static let catalogURL = Bundle.module.bundleURL.appendingPathComponent("Fixtures/Sample.xcassets")
  static let catalog = AssetCatalog(url: catalogURL)

  static let measurers = Measurers(text: PangoTextMeasurer(), image: ImageStore.shared)

  /// Renders `view` (resolve → layout → paint → Cairo) in `environment` at `scale`.
  static func render<V: View>(_ view: V, scale: CGFloat = 1, environment: EnvironmentValues = EnvironmentValues()) throws -> RasterImage {
    let node = ResolveContext(environment: environment).resolve(view)
    let placed = LayoutEngine(measurers: measurers).place(node, in: .unspecified)
    return try CairoRenderer(scale: scale, background: .white).rasterize(Painter.displayList(of: placed))
  }

  /// The placed size of `view`.
  static func size<V: View>(_ view: V, environment: EnvironmentValues = EnvironmentValues()) -> CGSize {
    let node = ResolveContext(environment: environment).resolve(view)
    return LayoutEngine(measurers: measurers).place(node, in: .unspecified).frame.size
  }

  static func environment(_ scheme: ColorScheme, _ contrast: ColorSchemeContrast = .standard) -> EnvironmentValues {
    var environment = EnvironmentValues()
    environment.colorScheme = scheme
    environment.colorSchemeContrast = contrast
    return environment
  }
}

/// Straight RGBA bytes of one pixel.
func bytes(_ image: RasterImage, _ x: Int, _ y: Int) -> [Int] {
  let p = image.pixel(x: x, y: y)
  return [Int(p.r), Int(p.g), Int(p.b), Int(p.a)]
}
