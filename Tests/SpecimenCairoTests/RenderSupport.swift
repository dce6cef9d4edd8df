import Foundation
import SpecimenCairo
import SpecimenDraw
import SpecimenLayout
import SpecimenUI
import Testing

/// Renders views through the whole pipeline (resolve, layout, paint, Cairo) for the Cairo tests.
enum Render {
  static let measurers = Measurers(text: PangoTextMeasurer(), image: ImageStore.shared)

  /// The display list of `view` laid out in a `width`×`height` proposal.
  static func list<V: View>(_ view: V, width: CGFloat? = nil, height: CGFloat? = nil) -> DisplayList {
    let node = ResolveContext().resolve(view)
    let placed = LayoutEngine(measurers: measurers).place(node, in: ProposedViewSize(width: width, height: height))
    return Painter.displayList(of: placed)
  }

  /// The pixels of `view` at `scale` on `background`.
  static func image<V: View>(_ view: V, width: CGFloat? = nil, height: CGFloat? = nil, scale: CGFloat = 1,
                             background: RGBA? = .white) throws -> RasterImage {
    try CairoRenderer(scale: scale, background: background).rasterize(list(view, width: width, height: height))
  }

  /// Writes `image` to /tmp/specimen-render/`name`.png so a person can look at it.
  static func save(_ image: RasterImage, _ name: String) {
    let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("specimen-render")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try? image.pngData().write(to: folder.appendingPathComponent("\(name).png"))
  }
}

/// A pixel as straight RGBA bytes, compared with a tolerance per channel.
struct Pixel: Equatable, CustomStringConvertible {
  var r: UInt8, g: UInt8, b: UInt8, a: UInt8
  init(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) { (r, g, b, a) = (p.r, p.g, p.b, p.a) }
  init(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8 = 255) { (self.r, self.g, self.b, self.a) = (r, g, b, a) }
  func isClose(to o: Pixel, tolerance: Int = 3) -> Bool {
    abs(Int(r) - Int(o.r)) <= tolerance && abs(Int(g) - Int(o.g)) <= tolerance
      && abs(Int(b) - Int(o.b)) <= tolerance && abs(Int(a) - Int(o.a)) <= tolerance
  }
  var description: String { "(\(r), \(g), \(b), \(a))" }
  /// The sum of the colour channels.
  var sum: Int { Int(r) + Int(g) + Int(b) }
}

extension RasterImage {
  func px(_ x: Int, _ y: Int) -> Pixel { Pixel(pixel(x: x, y: y)) }
}

/// Expects the pixel at (x, y) to be within `tolerance` of `expected`.
func expectPixel(_ image: RasterImage, _ x: Int, _ y: Int, _ expected: Pixel, tolerance: Int = 3,
                 sourceLocation: SourceLocation = #_sourceLocation) {
  let actual = image.px(x, y)
  #expect(actual.isClose(to: expected, tolerance: tolerance), "pixel (\(x), \(y)) is \(actual), expected \(expected)",
          sourceLocation: sourceLocation)
}
