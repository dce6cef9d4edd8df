import Foundation
import Specimen
import SpecimenCairo
import SpecimenUI
import Testing

/// A straight-RGBA pixel read from a render.
typealias Pixel = (r: UInt8, g: UInt8, b: UInt8, a: UInt8)

/// Renders `view` at 2× on transparency and returns the image.
func render<V: View>(_ view: V, width: CGFloat, height: CGFloat? = nil, scheme: ColorScheme = .light) throws -> RasterImage {
  var env = EnvironmentValues()
  env.colorScheme = scheme
  return try ViewRenderer(scale: 2, background: nil).rasterize(view, in: ProposedViewSize(width: width, height: height), environment: env)
}

/// The pixel at point (x, y) in points of a 2× render.
func pixel(_ image: RasterImage, _ x: CGFloat, _ y: CGFloat) -> Pixel {
  image.pixel(x: Int((x * 2).rounded(.down)), y: Int((y * 2).rounded(.down)))
}

/// Whether `p` is within `tolerance` of the given channels.
func near(_ p: Pixel, _ r: Int, _ g: Int, _ b: Int, _ a: Int, tolerance: Int = 3) -> Bool {
  abs(Int(p.r) - r) <= tolerance && abs(Int(p.g) - g) <= tolerance && abs(Int(p.b) - b) <= tolerance
    && abs(Int(p.a) - a) <= tolerance
}
