import Foundation
import Specimen
import SpecimenLayout
import SpecimenUI
import Testing

/// A modifier on a `ForEach` or `Group` inside a list applies to each of its views, as SwiftUI spreads it: each view
/// stays a row of its own (`ForEach { … }.listRowSeparator(.hidden)` hides every row's separator) instead of the whole
/// group becoming one row with its views piled on each other.
@Suite struct ListSpreadModifierTests {
  private func rows(_ list: some View) -> (texts: [CGRect], dividers: Int) {
    let placed = C2.place(list, width: 300, height: 400)
    let texts = C2.texts(in: placed).map(\.node.frame).sorted { $0.minY < $1.minY }
    return (texts, C2.nodes("Divider", in: placed).count)
  }

  @Test func aModifiedForEachKeepsOneRowPerElement() {
    let plain = rows(List { ForEach(0..<3, id: \.self) { Text("Row \($0)") } })
    let padded = rows(List { ForEach(0..<3, id: \.self) { Text("Row \($0)") }.padding(.vertical, 10) })
    #expect(padded.texts.count == 3)
    // Unpadded rows are 44 pt (the minimum); each padded row is its text, 10 pt above and below it, and the row's
    // 11-pt insets, so the next row starts that much lower.
    #expect(plain.texts[1].minY - plain.texts[0].minY == 44)
    #expect(padded.texts[1].minY - padded.texts[0].minY == padded.texts[0].height + 20 + 22)
    #expect(padded.texts[2].minY - padded.texts[1].minY == padded.texts[1].height + 20 + 22)
    #expect(padded.dividers == plain.dividers)
  }

  @Test func aRowTraitOnAForEachReachesEveryRow() {
    let shown = rows(List { ForEach(0..<3, id: \.self) { Text("Row \($0)") } })
    let hidden = rows(List { ForEach(0..<3, id: \.self) { Text("Row \($0)") }.listRowSeparator(.hidden) })
    #expect(shown.dividers == 2)
    #expect(hidden.dividers == 0)
    #expect(hidden.texts.map(\.minY) == shown.texts.map(\.minY))
  }

  @Test func aRowBackgroundOnAGroupFillsEachRow() throws {
    let list = List {
      Group {
        Text("One")
        Text("Two")
      }
      .listRowBackground(Color.green)
      Text("Three")
    }
    let image = try C2.render(list, width: 300, height: 400)
    let texts = rows(list).texts
    #expect(texts.count == 3)
    #expect(C2.near(C2.pixel(image, 250, texts[0].midY), 52, 199, 89, 255))
    #expect(C2.near(C2.pixel(image, 250, texts[1].midY), 52, 199, 89, 255))
    #expect(C2.near(C2.pixel(image, 250, texts[2].midY), 255, 255, 255, 255))
  }

  @Test func aDisabledEditableForEachDrawsNoControls() throws {
    let list = List {
      ForEach(0..<2, id: \.self) { Text("Row \($0)") }.onDelete { _ in }.deleteDisabled(true)
      ForEach(2..<4, id: \.self) { Text("Row \($0)") }.onDelete { _ in }
    }
    .environment(\.editMode, .constant(.active))
    let texts = rows(list).texts
    #expect(texts.count == 4)
    #expect(texts[0].minX == texts[1].minX)
    #expect(texts[2].minX == texts[0].minX + ListEditMetrics.circleDiameter + ListEditMetrics.controlSpacing)
  }

  @Test func spreadRowsKeepTheirForEachIdsAsTags() {
    // The set selection finds its rows by the ids the ForEach gave them, through the modifier.
    let list = List(selection: .constant(Set([1]))) { ForEach(0..<2, id: \.self) { Text("Row \($0)") }.font(.body) }
      .environment(\.editMode, .constant(.active))
    let texts = rows(list).texts
    let unedited = rows(List { ForEach(0..<2, id: \.self) { Text("Row \($0)") } }).texts
    #expect(texts.count == 2)
    #expect(texts.map(\.minX) == unedited.map { $0.minX + ListEditMetrics.circleDiameter + ListEditMetrics.controlSpacing })
  }
}
