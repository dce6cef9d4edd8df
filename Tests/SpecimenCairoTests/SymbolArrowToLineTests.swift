import Foundation
@testable import SpecimenCairo
import SpecimenUI
import Testing

/// SF Symbols' `arrow.<direction>.to.line` arrows point onto a line on the side they point to (`->|`), and so
/// do their `.compact` forms, their SF Symbols 1 `.alt` names and the `forward`/`backward` names (drawn left to
/// right). Bootstrap's `arrow-bar-right`, which drew `arrow.right.to.line` before, points away from a line at
/// its left (`|->`); its `download` tray drew `arrow.down.to.line`.
@Suite struct SymbolArrowToLineTests {
  /// The ink of `name` at 100 pt, 1x: per column and per row, how many pixels are dark.
  static func inkProfile(_ name: String) throws -> (columns: [Int], rows: [Int]) {
    let image = try Render.image(Image(systemName: name).font(.system(size: 100)).padding(10), scale: 1)
    #expect(image.diagnostics.isEmpty, "\(name): \(image.diagnostics)")
    var columns = [Int](repeating: 0, count: image.width), rows = [Int](repeating: 0, count: image.height)
    for y in 0..<image.height {
      for x in 0..<image.width {
        let p = image.pixel(x: x, y: y)
        if p.a > 128 && Int(p.r) + Int(p.g) + Int(p.b) < 200 { columns[x] += 1; rows[y] += 1 }
      }
    }
    return (columns, rows)
  }

  /// Where along `counts` (a column or row profile) its tallest line lies, as a fraction of the ink's extent.
  static func lineSide(_ counts: [Int]) -> Double? {
    guard let first = counts.firstIndex(where: { $0 > 0 }), let last = counts.lastIndex(where: { $0 > 0 }), last > first,
          let tallest = counts.indices.max(by: { counts[$0] < counts[$1] }) else { return nil }
    return Double(tallest - first) / Double(last - first)
  }

  @Test(arguments: ["arrow.right.to.line", "arrow.right.to.line.compact", "arrow.right.to.line.alt",
                    "arrow.forward.to.line", "arrow.forward.to.line.compact"])
  func aRightArrowHasItsLineAtItsRight(_ name: String) throws {
    let side = try #require(Self.lineSide(Self.inkProfile(name).columns))
    #expect(side > 0.85, "\(name): the tallest column is \(side) of the way across")
  }

  @Test(arguments: ["arrow.left.to.line", "arrow.left.to.line.compact", "arrow.left.to.line.alt",
                    "arrow.backward.to.line", "arrow.backward.to.line.compact"])
  func aLeftArrowHasItsLineAtItsLeft(_ name: String) throws {
    let side = try #require(Self.lineSide(Self.inkProfile(name).columns))
    #expect(side < 0.15, "\(name): the tallest column is \(side) of the way across")
  }

  @Test(arguments: ["arrow.down.to.line", "arrow.down.to.line.compact", "arrow.down.to.line.alt"])
  func aDownArrowHasItsLineBelow(_ name: String) throws {
    let profile = try Self.inkProfile(name)
    let side = try #require(Self.lineSide(profile.rows))
    #expect(side > 0.85, "\(name): the widest row is \(side) of the way down")
  }

  @Test func theDownArrowsLineIsALineNotATray() throws {
    // Bootstrap's `download` tray is wider than its arrow is tall; SF's line is about as long as the arrowhead is wide.
    let profile = try Self.inkProfile("arrow.down.to.line")
    let widest = try #require(profile.rows.max())
    let tallestColumn = try #require(profile.columns.max())
    #expect(widest < tallestColumn, "a line \(widest) px long under an arrow \(tallestColumn) px tall")
  }

  @Test(arguments: ["arrow.up.to.line", "arrow.up.to.line.compact", "arrow.up.to.line.alt"])
  func anUpArrowHasItsLineAbove(_ name: String) throws {
    let side = try #require(Self.lineSide(Self.inkProfile(name).rows))
    #expect(side < 0.15, "\(name): the widest row is \(side) of the way down")
  }

  @Test func aLineArrowInACircleIsComposedFromIt() throws {
    let folders = [AssetLocator.builtinAssets]
    let glyph = try #require(SymbolMap.file(for: "arrow.right.to.line", assetFolders: folders))
    #expect(glyph.hasSuffix("Icons/arrow.right.to.line.svg"))
    let circled = try #require(SymbolMap.file(for: "arrow.forward.to.line.circle.fill", assetFolders: folders))
    #expect(circled.contains("arrow.right.to.line.svg"), "\(circled)")
  }
}
