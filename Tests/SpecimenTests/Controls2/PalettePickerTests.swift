import Foundation
@testable import Specimen
import SpecimenUI
import Testing

/// `.pickerStyle(.palette)` (iOS 17): Apple documents that outside menus it "is rendered as a
/// segmented picker"; inside a menu its row of symbols shows only when the menu is open, never in a still.
@Suite struct PalettePickerTests {
  func picker(_ style: some PickerStyle) -> some View {
    Picker("Flavor", selection: .constant(1)) {
      Text("Chocolate").tag(0)
      Text("Vanilla").tag(1)
      Text("Strawberry").tag(2)
    }
    .pickerStyle(style)
  }

  @Test func outsideAMenuItIsLaidOutAsTheSegmentedPicker() throws {
    let palette = C2.place(picker(.palette), width: 301)
    let segmented = C2.place(picker(.segmented), width: 301)
    #expect(palette.frame.height == 32)
    for title in ["Chocolate", "Vanilla", "Strawberry"] {
      #expect(try C2.text(title, in: palette).node.frame == C2.text(title, in: segmented).node.frame)
    }
    #expect(try C2.text("Vanilla", in: palette).text.font.weight == 600)
  }

  /// Sampled 3 pt below the top: the selected (second) segment is white, the others the grey track, as segmented.
  @Test func outsideAMenuItDrawsTheSegmentedTrackAndSelection() throws {
    let image = try C2.render(picker(PalettePickerStyle()).paletteSelectionEffect(.symbolVariant(.fill)), width: 301)
    #expect(C2.near(C2.pixel(image, 2 + 99 * 1.5, 5), 255, 255, 255, 255), "\(C2.pixel(image, 150.5, 5))")
    #expect(C2.near(C2.pixel(image, 2 + 99 * 0.5, 5), 118, 118, 128, 31, tolerance: 4), "\(C2.pixel(image, 51.5, 5))")
  }

  /// In a closed menu only the menu's label is drawn.
  @Test func inAMenuOnlyTheMenuLabelShows() throws {
    let menu = Menu("Reactions") { picker(.palette).paletteSelectionEffect(.custom) }
    let strings = C2.texts(in: C2.place(menu, width: 300)).map(\.text.string)
    #expect(strings == ["Reactions"])
  }
}
