import Foundation
@testable import SpecimenCairo
import SpecimenUI
import Testing

/// The thirteenth sample's new drawings and the earlier samples' names drawn with it have the shape their name says,
/// each drawn in black at 100 pt and read by where its ink lies in its ink box.
extension SymbolUsageSample13Tests {
  /// The ink box of `name` at 100 pt, and whether the `k`th by `k`th at its top left, top right, bottom left and bottom
  /// right corners holds ink.
  static func corners(_ name: String, _ k: Int) throws -> [Bool] {
    let (image, box) = try SymbolUsageSampleTests.renderedInk(name)
    let (w, h) = (box.x.count / k, box.y.count / k)
    return [(false, false), (true, false), (false, true), (true, true)].map { right, bottom in
      let x0 = right ? box.x.upperBound - w + 1 : box.x.lowerBound, y0 = bottom ? box.y.upperBound - h + 1 : box.y.lowerBound
      return SymbolUsageSampleTests.hasInk(image, columns: x0..<(x0 + w), rows: y0..<(y0 + h))
    }
  }

  /// How many runs of ink a line `fraction` of the way across `name`'s ink box crosses: a column, top to bottom, when
  /// `down`, else a row, left to right.
  static func runs(_ name: String, at fraction: Double, down: Bool = true) throws -> Int {
    let (image, box) = try SymbolUsageSampleTests.renderedInk(name)
    let (x, y) = (box.x.lowerBound + Int(Double(box.x.count) * fraction), box.y.lowerBound + Int(Double(box.y.count) * fraction))
    let line = down ? box.y.map { SymbolUsageSampleTests.inked(image, x, $0) } : box.x.map { SymbolUsageSampleTests.inked(image, $0, y) }
    return zip([false] + line, line).filter { !$0 && $1 }.count
  }

  /// `photo.fill.on.rectangle.fill` is a filled photo in front at the lower left and a filled rectangle behind it at
  /// the upper right: ink in the ink box's top-right and bottom-left sixths, none in the other two corners, where a
  /// single photo (`photo.fill`) or Bootstrap's pair of photos inks all four. (It drew the placeholder.)
  @Test func aPhotoOnARectangleLiesOnTheRisingDiagonal() throws {
    let corners = try Self.corners("photo.fill.on.rectangle.fill", 6)
    #expect(corners == [false, true, true, false], "ink at top left, top right, bottom left, bottom right: \(corners)")
  }

  /// `circlebadge` is a ring and `circlebadge.fill` a disc (Bootstrap's circle and circle-fill; SF draws them smaller,
  /// but Specimen has no measurements for them, so they are sized like `circle`): the ring's middle is empty and a point
  /// a twentieth in from its left edge is ink; the disc's middle is ink. (Both drew the placeholder.)
  @Test func circlebadgeIsARingAndItsFillADisc() throws {
    for (name, filled) in [("circlebadge", false), ("circlebadge.fill", true)] {
      let (image, box) = try SymbolUsageSampleTests.renderedInk(name)
      let (x, y) = ((box.x.lowerBound + box.x.upperBound) / 2, (box.y.lowerBound + box.y.upperBound) / 2)
      #expect(SymbolUsageSampleTests.inked(image, x, y) == filled, "\(name)'s middle is \(image.pixel(x: x, y: y))")
      #expect(SymbolUsageSampleTests.inked(image, box.x.lowerBound + box.x.count / 20, y), "\(name) has no ink at its left edge")
      #expect(abs(box.x.count - box.y.count) <= 2, "\(name)'s ink is \(box.x.count) by \(box.y.count)")
    }
  }

  /// `menucard.fill` is `menucard`'s card, solid, with its lines cut out: a point a sixth of the way across at half
  /// height (inside the card, left of the lines) is ink, which the outline leaves empty, and the middle column crosses
  /// the title and the three dishes, five runs of ink. (It drew the placeholder.)
  @Test func aFilledMenuCardIsSolidWithItsLinesCutOut() throws {
    let (image, box) = try SymbolUsageSampleTests.renderedInk("menucard.fill")
    let (x, y) = (box.x.lowerBound + box.x.count / 6, box.y.lowerBound + box.y.count / 2)
    #expect(SymbolUsageSampleTests.inked(image, x, y), "menucard.fill is not solid at \(x), \(y)")
    let crossed = try Self.runs("menucard.fill", at: 0.5)
    #expect(crossed == 5, "menucard.fill's middle column crosses \(crossed) runs of ink")
  }

  /// `swiftdata` is the Swift bird cut into layers: columns 0.6 and 0.7 of the way across its ink box cross three runs
  /// of ink or more, where the same columns through `swift` cross only the bird's body. (It drew the placeholder.)
  @Test(arguments: [0.6, 0.7])
  func swiftdataIsTheSwiftInLayers(_ fraction: Double) throws {
    let layered = try Self.runs("swiftdata", at: fraction), bird = try Self.runs("swift", at: fraction)
    #expect(layered >= 3 && bird == 1, "runs of ink down the column at \(fraction): swiftdata \(layered), swift \(bird)")
  }

  /// Closed blinds cover the window with broad slats and open ones turn them to thin lines: in the middle ninth of the
  /// ink box the closed blinds ink more than twice as many pixels as the open ones. Their slats lie as their name says:
  /// the middle column of horizontal blinds crosses the rail, five slats and the sill (six runs or more), the middle
  /// row of vertical blinds the frame's sides and four slats. (They drew the placeholder.)
  @Test(arguments: [("blinds.horizontal", true), ("blinds.vertical", false)])
  func closedBlindsCoverTheWindowAndOpenOnesShowIt(_ blinds: String, _ horizontal: Bool) throws {
    func middleInk(_ name: String) throws -> Int {
      let (image, box) = try SymbolUsageSampleTests.renderedInk(name)
      let columns = (box.x.lowerBound + box.x.count / 3)..<(box.x.upperBound - box.x.count / 3)
      let rows = (box.y.lowerBound + box.y.count / 3)..<(box.y.upperBound - box.y.count / 3)
      return rows.reduce(0) { sum, y in sum + columns.filter { SymbolUsageSampleTests.inked(image, $0, y) }.count }
    }
    let closed = try middleInk("\(blinds).closed"), open = try middleInk("\(blinds).open")
    #expect(open > 0 && closed > 2 * open, "\(blinds): ink in the middle closed \(closed), open \(open)")
    for state in ["closed", "open"] {
      let name = "\(blinds).\(state)"
      let slats = try Self.runs(name, at: 0.5, down: horizontal)
      #expect(slats >= (horizontal ? 6 : 5), "\(name): \(slats) runs of ink across its slats")
    }
  }

  /// `figure.and.child.holdinghands` is a grown-up at the left and a shorter child at the right: the top quarter of the
  /// ink box has ink in its left third (the grown-up's head) and none in its right third, where one standing figure
  /// has its head and arms across the whole box.
  @Test func aGrownUpAndAChildHoldHands() throws {
    let (image, box) = try SymbolUsageSampleTests.renderedInk("figure.and.child.holdinghands")
    let top = box.y.lowerBound..<(box.y.lowerBound + box.y.count / 4)
    let left = SymbolUsageSampleTests.hasInk(image, columns: box.x.lowerBound..<(box.x.lowerBound + box.x.count / 3), rows: top)
    let right = SymbolUsageSampleTests.hasInk(image, columns: (box.x.upperBound - box.x.count / 3 + 1)..<(box.x.upperBound + 1), rows: top)
    #expect(left && !right, "ink in the top quarter's left third \(left), right third \(right)")
  }

  /// A sign cut out of a filled portrait rectangle: both are taller than wide with their middle empty (where the
  /// plus's bars and the minus cross it), and an eighth above the middle the plus's upright is cut out while the minus
  /// leaves the card solid.
  @Test(arguments: [("plus.rectangle.portrait.fill", false), ("minus.rectangle.portrait.fill", true)])
  func signsAreCutOutOfFilledPortraitRectangles(_ name: String, _ solidAbove: Bool) throws {
    let (image, box) = try SymbolUsageSampleTests.renderedInk(name)
    let (x, y) = ((box.x.lowerBound + box.x.upperBound) / 2, (box.y.lowerBound + box.y.upperBound) / 2)
    #expect(box.x.count * 10 < box.y.count * 8, "\(name)'s ink is \(box.x.count) by \(box.y.count)")
    #expect(!SymbolUsageSampleTests.inked(image, x, y), "\(name)'s middle is ink")
    #expect(SymbolUsageSampleTests.inked(image, x, y - box.y.count / 8) == solidAbove, "\(name) above its middle")
  }

  /// `xmark.app.fill` is the filled app shape with its X cut out: the middle, where the strokes cross, is empty and a
  /// point a sixth of the way in from the left at half height is ink. (It drew the placeholder.)
  @Test func aFilledAppHasItsCrossCutOut() throws {
    let (image, box) = try SymbolUsageSampleTests.renderedInk("xmark.app.fill")
    let (x, y) = ((box.x.lowerBound + box.x.upperBound) / 2, (box.y.lowerBound + box.y.upperBound) / 2)
    #expect(!SymbolUsageSampleTests.inked(image, x, y) && SymbolUsageSampleTests.inked(image, box.x.lowerBound + box.x.count / 6, y),
            "xmark.app.fill's middle \(image.pixel(x: x, y: y))")
  }
}
