import Foundation
import Specimen
import SpecimenLayout
import SpecimenUI
import Testing

/// A list in edit mode (`\.editMode` bound to `.active`) draws UIKit's editing controls: the red delete control at the
/// leading edge of rows whose `ForEach` deletes, the three-line reorder control at the trailing edge of rows whose
/// `ForEach` moves, and, in a list bound to a set selection, a selection circle on each tagged row in place of the
/// delete control; selected rows are highlighted. At rest, and in `.transient` mode, nothing is drawn.
@Suite struct ListEditModeTests {
  private struct Fruit: Identifiable, Hashable {
    let id: Int
    let name: String
  }

  private static let fruits = [Fruit(id: 1, name: "Apple"), Fruit(id: 2, name: "Banana"), Fruit(id: 3, name: "Cherry")]
  private static let indent = ListEditMetrics.circleDiameter + ListEditMetrics.controlSpacing

  private func editable(_ mode: EditMode?) -> some View {
    List {
      ForEach(Self.fruits) { Text($0.name) }
        .onDelete { _ in }
        .onMove { _, _ in }
      Text("Static")
    }
    .environment(\.editMode, mode.map { .constant($0) })
  }

  /// The centre of a leading control: the circle starts at the row's content inset, where a list at rest starts its text.
  private func leadingControlCentre() throws -> CGFloat {
    try frame("Apple", List(Self.fruits) { Text($0.name) }).minX + ListEditMetrics.circleDiameter / 2
  }

  /// The row's text frame in a 393-pt-wide list.
  private func frame(_ text: String, _ view: some View) throws -> CGRect {
    try C2.text(text, in: C2.place(view, width: 393, height: 400)).node.frame
  }

  @Test func editModeIndentsDeletableRowsByTheControlAndItsGap() throws {
    let view = editable(.active)
    let still = try frame("Static", view)
    for fruit in Self.fruits {
      #expect(try frame(fruit.name, view).minX == still.minX + Self.indent)
    }
  }

  @Test func atRestAndInTransientModeRowsKeepTheirPlace() throws {
    for mode in [nil, EditMode.inactive, .transient] {
      let view = editable(mode)
      #expect(try frame("Apple", view).minX == frame("Static", view).minX)
    }
  }

  @Test func theControlsAreDrawnInTheirColours() throws {
    let view = editable(.active)
    let apple = try frame("Apple", view)
    let image = try C2.render(view, width: 393, height: 400)
    // The delete control's red circle at the row's content inset, with its white minus.
    let controlX = try leadingControlCentre()
    #expect(C2.near(C2.pixel(image, controlX - 8, apple.midY), 255, 59, 48, 255))
    #expect(C2.near(C2.pixel(image, controlX, apple.midY), 255, 255, 255, 255))
    // The reorder control's middle line, in systemGray, at the row's trailing content inset.
    let card = try #require(C2.place(view, width: 393, height: 400).gripTrailing(onLineOf: apple))
    let gripX = card - ListEditMetrics.gripWidth / 2
    #expect(C2.near(C2.pixel(image, gripX, apple.midY), 142, 142, 147, 255))
    #expect(C2.near(C2.pixel(image, gripX, apple.midY + ListEditMetrics.gripLinePitch), 142, 142, 147, 255))
    #expect(C2.near(C2.pixel(image, gripX, apple.midY + ListEditMetrics.gripLinePitch / 2), 255, 255, 255, 255))
    // The static row has neither.
    let still = try frame("Static", view)
    #expect(C2.near(C2.pixel(image, controlX - 8, still.midY), 255, 255, 255, 255))
    #expect(C2.near(C2.pixel(image, gripX, still.midY), 255, 255, 255, 255))
  }

  @Test func disabledRowsAndNilActionsDrawNoControl() throws {
    let view = List {
      ForEach(Self.fruits) { fruit in
        Text(fruit.name).deleteDisabled(fruit.id == 2).moveDisabled(fruit.id == 3)
      }
      .onDelete { _ in }
      .onMove { _, _ in }
      ForEach([Fruit(id: 9, name: "Plum")]) { Text($0.name) }.onDelete(perform: nil)
      Text("Static")
    }
    .environment(\.editMode, .constant(.active))
    let still = try frame("Static", view)
    #expect(try frame("Apple", view).minX == still.minX + Self.indent)
    #expect(try frame("Banana", view).minX == still.minX)
    #expect(try frame("Cherry", view).minX == still.minX + Self.indent)
    #expect(try frame("Plum", view).minX == still.minX)
    // Cherry moves no more: its row has no grip where Apple's is.
    let image = try C2.render(view, width: 393, height: 400)
    let apple = try frame("Apple", view), cherry = try frame("Cherry", view)
    let gripX = try #require(C2.place(view, width: 393, height: 400).gripTrailing(onLineOf: apple)) - ListEditMetrics.gripWidth / 2
    #expect(C2.near(C2.pixel(image, gripX, apple.midY), 142, 142, 147, 255))
    #expect(C2.near(C2.pixel(image, gripX, cherry.midY), 255, 255, 255, 255))
  }

  @Test func editActionsOfABindingForEachDrawTheirControls() throws {
    let view = List {
      ForEach(.constant(Self.fruits), editActions: .delete) { $fruit in Text(fruit.name) }
      Text("Static")
    }
    .environment(\.editMode, .constant(.active))
    #expect(try frame("Apple", view).minX == frame("Static", view).minX + Self.indent)
    let moveOnly = List(.constant(Self.fruits), editActions: .move) { $fruit in Text(fruit.name) }
      .environment(\.editMode, .constant(.active))
    let still = List(Self.fruits) { Text($0.name) }
    #expect(try frame("Apple", moveOnly).minX == frame("Apple", still).minX)
  }

  @Test func aSetSelectionDrawsCirclesInPlaceOfDeleteControls() throws {
    let view = List(selection: .constant(Set([2]))) {
      ForEach(Self.fruits) { Text($0.name) }.onDelete { _ in }
      Text("Untagged")
    }
    .environment(\.editMode, .constant(.active))
    let image = try C2.render(view, width: 393, height: 400)
    let apple = try frame("Apple", view), banana = try frame("Banana", view)
    let centreX = try leadingControlCentre()
    // Unselected: a systemGray3 ring around the card's white; selected: filled with the tint, under a highlight.
    #expect(C2.near(C2.pixel(image, centreX, apple.midY - 6), 255, 255, 255, 255))
    #expect(C2.near(C2.pixel(image, centreX, apple.midY - ListEditMetrics.circleDiameter / 2 + 0.75), 199, 199, 204, 255, tolerance: 12))
    #expect(C2.near(C2.pixel(image, centreX, banana.midY - 6), 0, 122, 255, 255))
    #expect(C2.near(C2.pixel(image, banana.maxX + 40, banana.midY), 209, 209, 214, 255))
    #expect(C2.near(C2.pixel(image, apple.maxX + 40, apple.midY), 255, 255, 255, 255))
    // A row without a tag cannot be selected: no circle, no indent.
    #expect(try frame("Untagged", view).minX == apple.minX - Self.indent)
  }

  @Test func aSingleSelectionHighlightsItsRowAndKeepsDeleteControls() throws {
    let view = List(selection: .constant(Optional(2))) {
      ForEach(Self.fruits) { Text($0.name) }.onDelete { _ in }
    }
    .environment(\.editMode, .constant(.active))
    let image = try C2.render(view, width: 393, height: 400)
    let apple = try frame("Apple", view), banana = try frame("Banana", view)
    let controlX = try leadingControlCentre()
    #expect(C2.near(C2.pixel(image, controlX - 8, banana.midY), 255, 59, 48, 255))
    #expect(C2.near(C2.pixel(image, banana.maxX + 40, banana.midY), 209, 209, 214, 255))
    #expect(C2.near(C2.pixel(image, apple.maxX + 40, apple.midY), 255, 255, 255, 255))
    // At rest the selected row is highlighted too (iOS 16 lists select without edit mode), and the others are not.
    let rest = try C2.render(List(selection: .constant(Optional(2))) { ForEach(Self.fruits) { Text($0.name) } }, width: 393, height: 400)
    #expect(C2.near(C2.pixel(rest, banana.maxX + 40, banana.midY), 209, 209, 214, 255))
    #expect(C2.near(C2.pixel(rest, apple.maxX + 40, apple.midY), 255, 255, 255, 255))
  }

  @Test func aSelectedRowHidesTheSeparatorsOnBothSidesOfIt() throws {
    func list(_ selection: Int?) -> some View {
      List(selection: .constant(selection)) { ForEach(Self.fruits) { Text($0.name) }; Text("Untagged") }
    }
    let unselected = try C2.render(list(nil), width: 393, height: 400), selected = try C2.render(list(2), width: 393, height: 400)
    let apple = try frame("Apple", list(2)), banana = try frame("Banana", list(2))
    let cherry = try frame("Cherry", list(2)), untagged = try frame("Untagged", list(2))
    let x = 600  // 300 pt: right of every text, where the separators still run
    /// The pixel rows between two texts' middles where the unselected list draws its separator (not the card's white).
    func separatorRows(from top: CGRect, to bottom: CGRect) -> [Int] {
      (Int(top.midY * 2)..<Int(bottom.midY * 2)).filter { y in
        let p = unselected.pixel(x: x, y: y)
        return !C2.near((p.r, p.g, p.b, p.a), 255, 255, 255, 255)
      }
    }
    let above = separatorRows(from: apple, to: banana), below = separatorRows(from: banana, to: cherry)
    let after = separatorRows(from: cherry, to: untagged)
    #expect(!above.isEmpty && !below.isEmpty && !after.isEmpty, "the unselected list draws its three separators")
    for y in above {
      let p = selected.pixel(x: x, y: y)
      #expect(C2.near((p.r, p.g, p.b, p.a), 255, 255, 255, 255), "the separator above the selected row is hidden (row \(y))")
    }
    for y in below {
      let p = selected.pixel(x: x, y: y)
      #expect(C2.near((p.r, p.g, p.b, p.a), 209, 209, 214, 255), "the selected row's own separator is hidden in its highlight (row \(y))")
    }
    for y in after {
      let p = selected.pixel(x: x, y: y), q = unselected.pixel(x: x, y: y)
      #expect(p == q, "a separator away from the selection stays (row \(y))")
    }
  }

  @Test func aSetSelectedAtRestHighlightsEachSelectedRowUnlessItHasItsOwnBackground() throws {
    let view = List(selection: .constant(Set([1, 3]))) {
      ForEach(Self.fruits) { fruit in
        Text(fruit.name).listRowBackground(fruit.id == 3 ? Color.orange : nil)
      }
      Text("Untagged")
    }
    let image = try C2.render(view, width: 393, height: 400)
    let apple = try frame("Apple", view), banana = try frame("Banana", view), untagged = try frame("Untagged", view)
    // No selection circles and no indent at rest.
    #expect(apple.minX == untagged.minX)
    #expect(C2.near(C2.pixel(image, apple.maxX + 40, apple.midY), 209, 209, 214, 255))
    #expect(C2.near(C2.pixel(image, banana.maxX + 40, banana.midY), 255, 255, 255, 255))
    // A row's own background replaces the highlight (a UIKit cell with its own background shows no selected state).
    let cherry = try frame("Cherry", view)
    #expect(C2.near(C2.pixel(image, cherry.maxX + 40, cherry.midY), 255, 149, 0, 255))
  }
}

extension PlacedNode {
  /// Where the reorder control on `text`'s row ends: the trailing end of the rightmost capsule centred on the text's
  /// line (the grip's middle line; the delete control's minus lies further left).
  fileprivate func gripTrailing(onLineOf text: CGRect) -> CGFloat? {
    C2.nodes("Capsule", in: self).filter { abs($0.frame.midY - text.midY) < 0.01 }.map(\.frame.maxX).max()
  }
}
