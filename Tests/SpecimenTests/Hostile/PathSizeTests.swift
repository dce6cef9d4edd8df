import Foundation
import SpecimenCairo
import SpecimenUI
import Testing
@testable import Specimen

/// A path of more than `RenderLimits.maxPathElements` elements is not drawn and is named (a stroked zigzag of
/// 1 000 000 lines kept Cairo's stroker busy for over 4 minutes); the rest of the cell is drawn.
@Suite struct PathSizeTests {
  /// A blue strip beside a red zigzag of `count` elements (teeth that do not cross) across a 40-pt square (stroked, filled, or clipping a red square).
  static func view(_ count: Int, _ use: String) -> some View {
    let zigzag = Path { path in
      path.move(to: .zero)
      for i in 1..<count { path.addLine(to: CGPoint(x: 39 * Double(i) / Double(count - 1), y: i.isMultiple(of: 2) ? 0 : 40)) }
    }
    return HStack(spacing: 0) {
      Color.blue.frame(width: 10, height: 40)
      switch use {
      case "stroke": zigzag.stroke(Color.red, lineWidth: 1).frame(width: 40, height: 40)
      case "fill": zigzag.fill(Color.red).frame(width: 40, height: 40)
      default: Color.red.frame(width: 40, height: 40).clipShape(zigzag)
      }
    }
  }

  static func warning(_ count: Int) -> String {
    "a shape's path has \(count) elements (bounds (10, 0, 39×40)), more than RenderLimits.maxPathElements (100000); "
      + "not drawn (as a clip, not applied). Build the shape from fewer elements (about one per pixel it covers is as fine as a screen shows)"
  }

  @Test(arguments: ["stroke", "fill", "clip"])
  func aPathOverTheLimitIsNamedAndTheRestOfTheCellDrawn(_ use: String) throws {
    #expect(RenderLimits.maxPathElements == 100_000)
    let over = try ViewRenderer(scale: 1).rasterize(Self.view(100_001, use), in: .unspecified)
    #expect(over.diagnostics.items.map(\.message) == [Self.warning(100_001)])
    let blue = over.pixel(x: 5, y: 20), shape = over.pixel(x: 30, y: 20)
    #expect([blue.r, blue.g, blue.b] == [0, 122, 255])
    // A stroke or fill over the limit leaves the background; a clip over it is not applied (the whole red square).
    #expect([shape.r, shape.g, shape.b] == (use == "clip" ? [255, 59, 48] : [255, 255, 255]))
    let at = try ViewRenderer(scale: 1).rasterize(Self.view(100_000, use), in: .unspecified)
    #expect(at.diagnostics.items.isEmpty, "\(at.diagnostics)")
  }
}
