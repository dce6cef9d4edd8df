import Foundation
import SpecimenCairo
import SpecimenUI
import Testing

/// Symbols named for a filled half fill that half: `shield.lefthalf.filled` is dark left of its centre line and clear
/// right of it inside the outline, `shield.righthalf.filled` the other way round, as `circle.righthalf.filled` is.
@Suite struct SymbolHalfFillTests {
  /// The pixels of `name` drawn black, resized to 64×64 pt.
  func symbol(_ name: String) throws -> RasterImage {
    let image = try Render.image(Image(systemName: name).resizable().frame(width: 64, height: 64).foregroundStyle(.black), scale: 1)
    #expect(image.diagnostics.isEmpty, "\(name): \(image.diagnostics)")
    return image
  }

  @Test(arguments: [("shield.lefthalf.filled", true), ("shield.righthalf.filled", false), ("circle.righthalf.filled", false)])
  func theNamedHalfIsFilled(_ name: String, _ leftFilled: Bool) throws {
    let image = try symbol(name)
    // A quarter of the way in from each side, at mid-height: inside the outline, one half solid and the other clear.
    let left = image.px(20, 32), right = image.px(44, 32)
    let dark = Pixel(0, 0, 0), clear = Pixel(255, 255, 255)
    #expect(left.isClose(to: leftFilled ? dark : clear, tolerance: 8), "\(name) left \(left)")
    #expect(right.isClose(to: leftFilled ? clear : dark, tolerance: 8), "\(name) right \(right)")
  }
}
