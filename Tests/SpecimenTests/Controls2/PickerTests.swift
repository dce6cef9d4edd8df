import Foundation
import Specimen
import SpecimenUI
import Testing

@Suite struct PickerTests {
  var segmented: some View {
    Picker("Flavor", selection: .constant(1)) {
      Text("Chocolate").tag(0)
      Text("Vanilla").tag(1)
      Text("Strawberry").tag(2)
    }
    .pickerStyle(.segmented)
  }

  @Test func segmentedIs32PointsTallAndSharesWidthEqually() throws {
    let placed = C2.place(segmented, width: 301)
    #expect(placed.frame.height == 32)
    let labels = try ["Chocolate", "Vanilla", "Strawberry"].map { try C2.text($0, in: placed).node.frame }
    // 2 pt inset, then three 99 pt segments: each title centred in its segment.
    for (index, frame) in labels.enumerated() {
      #expect(abs(frame.midX - (2 + 99 * (CGFloat(index) + 0.5))) < 0.01, "\(frame)")
    }
    #expect(try C2.text("Vanilla", in: placed).text.font.weight == 600)
    #expect(try C2.text("Chocolate", in: placed).text.font.weight == 500)
    #expect(try C2.text("Chocolate", in: placed).text.font.size == 13)
  }

  /// Sampled 3 pt below the top, above the titles: the selected segment is opaque white, the others show the grey track.
  @Test func selectedSegmentIsWhiteOthersGrey() throws {
    let image = try C2.render(segmented, width: 301)
    #expect(C2.near(C2.pixel(image, 2 + 99 * 1.5, 5), 255, 255, 255, 255), "\(C2.pixel(image, 150.5, 5))")
    // tertiarySystemFill on transparency: rgba(118,118,128,0.12).
    #expect(C2.near(C2.pixel(image, 2 + 99 * 0.5, 5), 118, 118, 128, 31, tolerance: 4), "\(C2.pixel(image, 51.5, 5))")
    #expect(C2.near(C2.pixel(image, 2 + 99 * 2.5, 5), 118, 118, 128, 31, tolerance: 4))
    let dark = try C2.render(segmented, width: 301, C2.environment(.dark))
    #expect(C2.near(C2.pixel(dark, 2 + 99 * 1.5, 5), 99, 99, 102, 255), "\(C2.pixel(dark, 150.5, 5))")
  }

  /// ForEach gives each option its id as tag, so the selection "c" picks the third; the menu shows it in the tint.
  @Test func menuShowsSelectedOptionFromForEachIDs() throws {
    let picker = Picker("Letter", selection: .constant("c")) {
      ForEach(["a", "b", "c"], id: \.self) { Text($0.uppercased()) }
    }
    let placed = C2.place(picker, width: 300)
    #expect(C2.texts(in: placed).map(\.text.string) == ["C"])
    #expect(try C2.text("C", in: placed).text.paint == .color(RGBA(0, 122, 255)))
  }

  @Test func explicitTagWinsOverForEachIDAndOptionalSelectionMatches() throws {
    let picker = Picker("Number", selection: .constant(Optional(20))) {
      ForEach([1, 2], id: \.self) { Text("\($0)").tag($0 * 10) }
    }
    .pickerStyle(.menu)
    #expect(C2.texts(in: C2.place(picker, width: 300)).map(\.text.string) == ["2"])
  }

  @Test func menuInFormShowsLabelLeadingAndValueTrailing() throws {
    let form = Form {
      Picker("Color", selection: .constant(0)) {
        Text("Red").tag(0)
        Text("Blue").tag(1)
      }
    }
    let placed = C2.place(form, width: 390, height: 300)
    let label = try C2.text("Color", in: placed).node.frame
    let value = try C2.text("Red", in: placed).node.frame
    #expect(label.minX == 32)
    #expect(value.maxX < 390 - 32 && value.maxX > 390 - 72)
    #expect(C2.texts(in: placed).count == 2)
  }
}

@Suite struct WheelPickerTests {
  @Test func selectedRowSitsOnTheCentredBand() throws {
    let wheel = Picker("N", selection: .constant(2)) {
      ForEach(0..<5) { Text("Option \($0)") }
    }
    .pickerStyle(.wheel)
    let placed = C2.place(wheel, width: 200)
    #expect(placed.frame.height == 224)
    let selected = try C2.text("Option 2", in: placed).node.frame
    #expect(abs(selected.midY - 112) < 0.01)
    let band = try #require(C2.nodes("RoundedRectangle", in: placed).first).frame
    #expect(band.height == 32 && abs(band.midY - 112) < 0.01)
    #expect(C2.texts(in: placed).count == 5)
  }
}

/// `.pickerStyle(.navigationLink)` (iOS 16) at rest in a form row: label, selected value in the
/// secondary style, disclosure chevron.
@Suite struct NavigationLinkPickerTests {
  @Test func formRowShowsLabelValueAndChevron() throws {
    let form = Form {
      Picker("Flavor", selection: .constant(2)) {
        Text("Chocolate").tag(1)
        Text("Vanilla").tag(2)
      }
      .pickerStyle(.navigationLink)
    }
    let placed = C2.place(form, width: 390, height: 300)
    #expect(C2.texts(in: placed).map(\.text.string) == ["Flavor", "Vanilla"])
    let label = try C2.text("Flavor", in: placed)
    let value = try C2.text("Vanilla", in: placed)
    #expect(label.node.frame.minX == 32)
    #expect(value.text.paint == .color(RGBA(60, 60, 67, 0.6)))
    let chevron = try #require(C2.nodes("Image", in: placed).last).frame
    #expect(chevron.maxX <= 390 - 32 && chevron.maxX > 390 - 40)
    #expect(value.node.frame.maxX <= chevron.minX - 8 + 0.01)
  }

  @Test func labelsHiddenShowsOnlyTheValue() {
    let picker = Picker("Flavor", selection: .constant(1)) { Text("Chocolate").tag(1) }
      .pickerStyle(.navigationLink).labelsHidden()
    #expect(C2.texts(in: C2.place(Form { picker }, width: 390, height: 200)).map(\.text.string) == ["Chocolate"])
  }
}
