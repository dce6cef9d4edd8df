import Foundation
import SpecimenCairo
import SpecimenDraw
import SpecimenLayout
import SpecimenUI
import Testing

/// Shadows carried by shape styles (`ShapeStyle.shadow(_:)`, iOS 16): drop shadows under the painted
/// content, inner shadows over it inside its alpha, as SwiftUI documents `ShadowStyle`.
@Suite struct ShapeStyleShadowTests {
  static let blue = Pixel(0, 122, 255), black = Pixel(0, 0, 0), white = Pixel(255, 255, 255)

  /// The groups around the first item: effects from the outside in.
  func effects(_ list: DisplayList) -> [GroupEffect] {
    var found: [GroupEffect] = []
    var items = list.items
    while let first = items.first, case .group(let group) = first {
      found.append(group.effect)
      items = group.items
    }
    return found
  }

  @Test func aDropShadowIsDrawnUnderTheFillOffsetByItsOffset() throws {
    let view = Rectangle().fill(Color.blue.shadow(.drop(color: .black, radius: 0, x: 10, y: 10)))
      .frame(width: 40, height: 40).padding(20)
    let image = try Render.image(view, scale: 1)
    Render.save(image, "shape-style-drop-shadow")
    #expect(image.px(25, 25).isClose(to: Self.blue), "the fill: \(image.px(25, 25))")
    #expect(image.px(65, 65).isClose(to: Self.black), "the shadow, 10 pt down and right: \(image.px(65, 65))")
    #expect(image.px(25, 65).isClose(to: Self.white) && image.px(65, 25).isClose(to: Self.white))
  }

  @Test func anInnerShadowDarkensTheEdgesItIsOffsetFromInsideTheShape() throws {
    let view = Rectangle().fill(Color.white.shadow(.inner(color: .black, radius: 0, x: 10, y: 10)))
      .frame(width: 40, height: 40).padding(20)
    let image = try Render.image(view, scale: 2, background: RGBA(0, 0, 255))
    Render.save(image, "shape-style-inner-shadow")
    // Points at scale 2: the top and left 10 pt inside the square are in shadow, the rest is white.
    #expect(image.px(50, 90).isClose(to: Self.black) && image.px(90, 50).isClose(to: Self.black))
    #expect(image.px(100, 100).isClose(to: Self.white) && image.px(118, 118).isClose(to: Self.white))
    // Nothing outside the shape: the background shows where a drop shadow would be.
    #expect(image.px(130, 130).isClose(to: Pixel(0, 0, 255)) && image.px(30, 30).isClose(to: Pixel(0, 0, 255)))
  }

  @Test func blurredInnerShadowFadesTowardsTheMiddle() throws {
    let view = RoundedRectangle(cornerRadius: 12).fill(Color.white.shadow(.inner(color: .black, radius: 4)))
      .frame(width: 80, height: 60).padding(10)
    let image = try Render.image(view, scale: 2)
    Render.save(image, "shape-style-inner-shadow-blurred")
    let edge = Int(image.px(100, 23).r), middle = Int(image.px(100, 80).r)
    #expect(edge < 200 && middle == 255, "darker at the top edge (\(edge)) than in the middle (\(middle))")
  }

  @Test func theStaticShadowStyleTakesTheForegroundStyleAndChainsNest() throws {
    let view = Rectangle()
      .fill(.shadow(.inner(color: .black, radius: 1, x: 2, y: 2)).shadow(.drop(color: .red, radius: 3)))
      .foregroundStyle(Color.green)
      .frame(width: 30, height: 30)
    let list = Render.list(view)
    let found = effects(list)
    #expect(found.count == 2, "\(found)")
    if found.count == 2 {
      #expect(found[0] == .shadow(color: RGBA(255, 59, 48), radius: 3, x: 0, y: 0), "the last applied is outermost")
      #expect(found[1] == .innerShadow(color: .black, radius: 1, x: 2, y: 2))
    }
    let leaf = try #require(Self.leaves(list.items).first)
    guard case .fill(let fill) = leaf else { Issue.record("a fill: \(leaf)"); return }
    #expect(fill.paint == .color(RGBA(52, 199, 89)), "the foreground style, without the shadows: \(fill.paint)")
  }

  @Test func textAndSymbolsCastTheirStylesShadow() throws {
    let text = Render.list(Text("Carved").foregroundStyle(.red.shadow(.drop(color: .black, radius: 1, y: 1))))
    #expect(effects(text) == [.shadow(color: .black, radius: 1, x: 0, y: 1)])
    guard case .text(let item) = Self.leaves(text.items).first else { Issue.record("text"); return }
    #expect(item.text.paint == .color(RGBA(255, 59, 48)))
    let symbol = Render.list(Image(systemName: "star.fill").foregroundStyle(Color.orange.shadow(.inner(radius: 2))))
    #expect(effects(symbol).count == 1)
    // Drawn: the text has ink of the shadow's black under its red.
    let image = try Render.image(Text("Carved").font(.title).foregroundStyle(.red.shadow(.drop(color: .black, radius: 0, x: 2, y: 2))), scale: 2)
    let pixels = (0..<image.height).flatMap { y in (0..<image.width).map { image.px($0, y) } }
    #expect(pixels.contains { $0.isClose(to: Self.black, tolerance: 10) })
    #expect(pixels.contains { $0.isClose(to: Pixel(255, 59, 48), tolerance: 10) })
  }

  static func leaves(_ items: [DisplayItem]) -> [DisplayItem] {
    items.flatMap { item -> [DisplayItem] in
      if case .group(let group) = item { return leaves(group.items) }
      return [item]
    }
  }
}
