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

  /// In a list, an inline picker's options are list rows of their own: 44 pt each from the card's top (no row
  /// insets around them), the separators between them from the option's text to the card's trailing edge.
  @Test func inlinePickerOptionsAreListRows() throws {
    let list = List {
      Picker("Mode", selection: .constant(1)) {
        Label("Car", systemImage: "car").tag(0)
        Text("Walk").tag(1)
        Text("Bike").tag(2)
      }
      .pickerStyle(.inline)
    }
    let placed = C2.place(list, width: 390, height: 400)
    let dividers = C2.nodes("Divider", in: placed).map(\.frame)
    let car = try C2.text("Car", in: placed).node.frame
    let walk = try C2.text("Walk", in: placed).node.frame
    let bike = try C2.text("Bike", in: placed).node.frame
    #expect(dividers.count == 2)
    #expect(abs(car.midY - (35 + 22)) < 0.5 && abs(walk.midY - (35 + 66)) < 0.5 && abs(bike.midY - (35 + 110)) < 0.5,
            "\(car) \(walk) \(bike)")
    #expect(abs(dividers[0].maxY - (35 + 44)) < 0.001 && abs(dividers[0].minX - car.minX) < 0.001 && dividers[0].maxX == 374,
            "\(dividers[0])")
    #expect(abs(dividers[1].maxY - (35 + 88)) < 0.001 && walk.minX == 32 && abs(dividers[1].minX - 32) < 0.001
            && dividers[1].maxX == 374, "\(dividers[1])")
    // The card ends under the third option: grouped background 2 pt below it, white card 2 pt above.
    let image = try C2.render(list, width: 390, height: 400)
    #expect(C2.near(C2.pixel(image, 200, 35 + 132 - 2), 255, 255, 255, 255))
    #expect(C2.near(C2.pixel(image, 200, 35 + 132 + 2), 242, 242, 247, 255))
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

  /// A wheel given less than its 224 pt takes the height it is given and is cut at its edges, the selection in the
  /// middle; with room, it stays 224 pt tall.
  @Test func wheelTakesAShorterFrameAndClips() throws {
    let wheel = Picker("Dose", selection: .constant(3)) {
      ForEach(0..<7, id: \.self) { Color(red: 1, green: 0, blue: 0).frame(width: 40, height: 20).tag($0) }
    }
    .pickerStyle(.wheel)
    let framed = VStack(spacing: 0) {
      Color.white.frame(height: 40)
      wheel.frame(width: 100, height: 96)
      Color.white.frame(height: 40)
    }
    .background(Color.white)
    let placed = C2.place(framed, width: 100)
    #expect(placed.frame.height == 176, "\(placed.frame)")
    let image = try C2.render(framed, width: 100)
    // The selected row (opacity 1) is centred at 40 + 48; the rows one and two away are drawn faded inside the
    // frame; the row three away (centre 48 + 96 = 144 below the top, outside) is not drawn over the white below.
    #expect(C2.near(C2.pixel(image, 50, 88), 255, 0, 0, 255))
    #expect(C2.near(C2.pixel(image, 50, 88 + 32), 255, 64, 64, 255, tolerance: 6))
    #expect(C2.near(C2.pixel(image, 50, 40 + 96 + 10), 255, 255, 255, 255))
    #expect(C2.near(C2.pixel(image, 50, 40 - 10), 255, 255, 255, 255))
    let tall = C2.place(wheel, width: 100, height: 400)
    #expect(tall.frame.height == 224, "\(tall.frame)")
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
