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
