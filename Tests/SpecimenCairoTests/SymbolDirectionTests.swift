import Foundation
@testable import SpecimenCairo
import SpecimenUI
import Testing

/// SF Symbols that name a direction or side following the reading order (`arrow.forward`, `chevron.backward`,
/// `sidebar.leading`) are drawn mirrored in a right-to-left layout; `right`/`left` names and the media transport
/// symbols keep their drawing.
@Suite struct SymbolDirectionTests {
  /// The dark ink of `name` at 60 pt, 1x, in `direction`: per column, how many pixels are dark.
  static func columns(_ name: String, _ direction: LayoutDirection) throws -> [Int] {
    let image = try Render.image(Image(systemName: name).font(.system(size: 60)).padding(4).environment(\.layoutDirection, direction), scale: 1)
    #expect(image.diagnostics.isEmpty, "\(name): \(image.diagnostics)")
    return (0..<image.width).map { x in
      (0..<image.height).filter { y in let p = image.pixel(x: x, y: y); return p.a > 128 && Int(p.r) + Int(p.g) + Int(p.b) < 200 }.count
    }
  }

  /// How many dark pixels two column profiles of one width differ by.
  static func distance(_ a: [Int], _ b: [Int]) -> Int { zip(a, b).map { abs($0 - $1) }.reduce(0, +) }

  /// The least `distance` of `a` moved by −1, 0 or 1 column from `b`: the frame's centre may fall on a half
  /// pixel, and mirroring about it moves the drawing onto the pixel grid by up to a pixel.
  static func nearestDistance(_ a: [Int], _ b: [Int]) -> Int {
    [[0] + a.dropLast(), a, Array(a.dropFirst()) + [0]].map { distance($0, b) }.min() ?? .max
  }

  @Test(arguments: ["arrow.forward", "chevron.backward", "arrowshape.turn.up.forward", "sidebar.leading", "arrow.forward.to.line"])
  func aReadingOrderSymbolIsMirroredRightToLeft(_ name: String) throws {
    let ltr = try Self.columns(name, .leftToRight), rtl = try Self.columns(name, .rightToLeft)
    let ink = ltr.reduce(0, +)
    // Mirrored about the symbol's frame: the same columns reversed, within a pixel; drawn unmirrored, they differ far more.
    #expect(Self.nearestDistance(Array(ltr.reversed()), rtl) * 10 < ink, "\(name): not the left-to-right drawing mirrored")
    #expect(Self.distance(ltr, rtl) * 4 > ink, "\(name) is drawn much the same both ways")
  }

  @Test(arguments: ["arrow.right", "chevron.left", "forward.fill", "backward.end.fill", "goforward.15"])
  func aFixedSymbolKeepsItsDrawing(_ name: String) throws {
    #expect(try Self.columns(name, .leftToRight) == Self.columns(name, .rightToLeft), "\(name)")
  }

  @Test func namesAreSortedByTheirComponents() {
    #expect(SymbolDirection.followsLayoutDirection("chevron.forward"))
    #expect(SymbolDirection.followsLayoutDirection("star.leadinghalf.filled"))
    #expect(!SymbolDirection.followsLayoutDirection("forward.end.fill"))
    #expect(!SymbolDirection.followsLayoutDirection("chevron.right"))
    #expect(!SymbolDirection.followsLayoutDirection("goforward"))
  }
}
