import Foundation
import PhotosUI
@testable import Specimen
import SpecimenUI
import Testing

/// `PhotosPicker` (iOS 16) at rest is a button showing its label; drag and drop change nothing drawn.
@Suite struct PhotosPickerTests {
  @Test func titledPickerIsATintedButton() throws {
    let picker = PhotosPicker("Change photo", selection: .constant(nil), matching: .images)
    let placed = C2.place(picker, width: 300)
    #expect(C2.texts(in: placed).map(\.text.string) == ["Change photo"])
    #expect(try C2.text("Change photo", in: placed).text.paint == .color(RGBA(0, 122, 255)))
  }

  /// In a bordered prominent style the label is white on the tint, as any button's.
  @Test func customLabelTakesTheButtonStyle() throws {
    let picker = PhotosPicker(selection: .constant([]), maxSelectionCount: 2, matching: .any(of: [.images, .videos])) {
      Text("Add media")
    }
    .buttonStyle(.borderedProminent)
    let placed = C2.place(picker, width: 300)
    #expect(try C2.text("Add media", in: placed).text.paint == .color(RGBA(255, 255, 255)))
    let image = try C2.render(picker, width: 300)
    #expect(C2.near(C2.pixel(image, 4, placed.frame.height / 2), 0, 122, 255, 255), "\(C2.pixel(image, 4, placed.frame.height / 2))")
  }

  @Test func dragAndDropChangeNothingDrawn() throws {
    let plain = C2.place(Text("Tag").padding(8), width: 200)
    let dragged = C2.place(Text("Tag").padding(8).draggable("Tag").dropDestination(for: String.self) { _, _ in true }, width: 200)
    #expect(plain.frame == dragged.frame)
    #expect(try C2.text("Tag", in: plain).node.frame == C2.text("Tag", in: dragged).node.frame)
  }

  @Test func loadingAnItemGivesNothing() async throws {
    let item = PhotosPickerItem(itemIdentifier: "asset-1")
    #expect(try await item.loadTransferable(type: Data.self) == nil)
    #expect(item.itemIdentifier == "asset-1")
  }
}

/// `maxSelectionCount` is checked where it enters: nil and 0 (the system's maximum) and positive counts are quiet, a
/// negative count is named, in the view and in the modifier.
@Suite struct PhotosPickerSelectionLimitTests {
  func warnings(_ view: some View) throws -> [String] {
    try C2.render(view, width: 300).diagnostics.warnings.map(\.message)
  }

  @Test func aNegativeSelectionLimitIsNamed() throws {
    #expect(try warnings(VStack {
      PhotosPicker("None", selection: .constant([]))
      PhotosPicker("Zero", selection: .constant([]), maxSelectionCount: 0)
      PhotosPicker(selection: .constant([]), maxSelectionCount: 3) { Text("Three") }
      Text("Sheet").photosPicker(isPresented: .constant(true), selection: .constant([]), maxSelectionCount: 0)
    }) == [])
    #expect(try warnings(PhotosPicker("Negative", selection: .constant([]), maxSelectionCount: -1)) == [
      "PhotosPicker(maxSelectionCount: -1): a selection limit is a count of items, and -1 is below zero; drawn at rest, as every "
        + "photo picker in a still is. Give a positive count, or nil or 0 for the system's maximum"
    ])
    #expect(try warnings(PhotosPicker(selection: .constant([]), maxSelectionCount: Int.min) { Text("Min") }).first?
      .hasPrefix("PhotosPicker(maxSelectionCount: \(Int.min)): ") == true)
    let modifier = try warnings(Text("Sheet").photosPicker(isPresented: .constant(true), selection: .constant([]), maxSelectionCount: -2))
    #expect(modifier.first?.hasPrefix(".photosPicker(maxSelectionCount: -2): a selection limit") == true, "\(modifier)")
  }
}
