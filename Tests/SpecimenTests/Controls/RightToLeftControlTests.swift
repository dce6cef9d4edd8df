import Foundation
import SpecimenCairo
import SpecimenUI
import Testing
@testable import Specimen

/// Controls drawn with shapes mirror themselves right to left, like their UIKit counterparts.
@Suite struct RightToLeftControlTests {
  private func render(_ view: some View, rtl: Bool) throws -> RasterImage {
    var environment = EnvironmentValues()
    environment.layoutDirection = rtl ? .rightToLeft : .leftToRight
    return try ViewRenderer(scale: 2, background: nil).rasterize(view, in: ProposedViewSize(width: 200, height: nil), environment: environment)
  }

  private func isTint(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool { p.r == 0 && p.g == 122 && p.b == 255 && p.a == 255 }

  @Test func progressFillsFromTheTrailingEdge() throws {
    for rtl in [false, true] {
      let image = try render(ProgressView(value: 0.25), rtl: rtl)
      let y = image.height / 2
      let leftEnd = image.pixel(x: 10, y: y), rightEnd = image.pixel(x: image.width - 10, y: y)
      #expect(isTint(rtl ? rightEnd : leftEnd), "rtl \(rtl)")
      #expect(!isTint(rtl ? leftEnd : rightEnd), "rtl \(rtl)")
    }
  }

  @Test func sliderFillsFromTheTrailingEdge() throws {
    for rtl in [false, true] {
      let image = try render(Slider(value: .constant(0.5)), rtl: rtl)
      let y = image.height / 2
      let leftEnd = image.pixel(x: 40, y: y), rightEnd = image.pixel(x: image.width - 40, y: y)
      #expect(isTint(rtl ? rightEnd : leftEnd), "rtl \(rtl)")
      #expect(!isTint(rtl ? leftEnd : rightEnd), "rtl \(rtl)")
    }
  }
}
