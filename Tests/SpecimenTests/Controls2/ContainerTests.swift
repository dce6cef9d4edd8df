import Foundation
import Specimen
import SpecimenUI
import Testing

@Suite struct FormTests {
  var form: some View {
    Form {
      Section("Account") {
        Text("Name")
        Text("Plan")
      }
      Section {
        Text("Privacy")
      } footer: {
        Text("Footer")
      }
    }
  }

  /// Cards are inset 16 pt (the default iPhone 16's layout margin); rows are 44 pt; the header is
  /// uppercase footnote text 7 pt above its card.
  @Test func sectionsAreInsetCardsWith44PointRows() throws {
    let placed = C2.place(form, width: 390, height: 600)
    #expect(placed.frame.size == CGSize(width: 390, height: 600))
    let cards = C2.nodes("RoundedRectangle", in: placed)
    #expect(cards.count == 2)
    for card in cards {
      #expect(card.frame.minX == 16 && card.frame.width == 358, "\(card.frame)")
    }
    #expect(cards[0].frame.height == 88)  // two 44 pt rows
    #expect(cards[1].frame.height == 44)
    let header = try C2.text("ACCOUNT", in: placed)
    #expect(header.text.font.size == 13)
    #expect(header.node.frame.minX == 32)
    #expect(abs(header.node.frame.maxY + 7 - cards[0].frame.minY) < 0.01)
    let name = try C2.text("Name", in: placed).node.frame
    #expect(name.minX == 32)
    // Centred in its 44 pt row, then each edge snapped to the nearest half point (scale 2,
    // docs/pixel-snapping.md): the centre moves by at most a quarter point.
    #expect(abs(name.midY - (cards[0].frame.minY + 22)) <= 0.25)
    #expect(cards[1].frame.minY - cards[0].frame.maxY == 35)
    // One separator, between the two rows of the first card, inset 16 pt from the card's leading edge.
    let dividers = C2.nodes("Divider", in: placed)
    #expect(dividers.count == 1)
    #expect(dividers.first?.frame.minX == 32)
    #expect(dividers.first?.frame.maxX == 374)
  }

  @Test func groupedBackgroundAndCardColors() throws {
    let light = try C2.render(form, width: 390, height: 600)
    #expect(C2.near(C2.pixel(light, 10, 300), 242, 242, 247, 255))
    let placed = C2.place(form, width: 390, height: 600)
    let card = try #require(C2.nodes("RoundedRectangle", in: placed).first).frame
    #expect(C2.near(C2.pixel(light, card.maxX - 10, card.minY + 5), 255, 255, 255, 255))
    let dark = try C2.render(form, width: 390, height: 600, C2.environment(.dark))
    #expect(C2.near(C2.pixel(dark, 10, 300), 0, 0, 0, 255))
    #expect(C2.near(C2.pixel(dark, card.maxX - 10, card.minY + 5), 28, 28, 30, 255))
  }

  @Test func tallRowsGrowPastTheMinimum() throws {
    let tall = Form { Text("Tall").frame(height: 60) }
    let placed = C2.place(tall, width: 390, height: 400)
    let card = try #require(C2.nodes("RoundedRectangle", in: placed).first)
    #expect(abs(card.frame.height - (60 + 22)) < 0.001)
  }
}

@Suite struct GroupBoxTests {
  var box: some View { GroupBox("Title") { Text("Content") } }

  @Test func backgroundInLightAndDark() throws {
    let light = try C2.render(box, width: 300)
    #expect(C2.near(C2.pixel(light, 8, 8), 242, 242, 247, 255))
    let dark = try C2.render(box, width: 300, C2.environment(.dark))
    #expect(C2.near(C2.pixel(dark, 8, 8), 28, 28, 30, 255))
  }

  /// SwiftUI's phone group box: the label, in `.headline`, takes the offered width at the leading edge
  /// over the content, in a `VStack` of default alignment and spacing, padded 16 (DanceUI's record of
  /// the style's `Body` type, `PhoneIdiomGroupBoxStyle`).
  @Test func labelLeadsAndContentCentresUnderIt() throws {
    let placed = C2.place(box, width: 300)
    #expect(placed.frame.width == 300)
    let title = try C2.text("Title", in: placed)
    #expect(title.node.frame.origin == CGPoint(x: 16, y: 16))
    #expect(title.text.font.weight == 600)
    let content = try C2.text("Content", in: placed).node.frame
    #expect(abs(content.midX - 150) < 0.01, "content narrower than the label is centred: \(content)")
    let stack = C2.place(VStack { Text("Title").font(.headline); Text("Content") }, width: 300)
    let defaultGap = try C2.text("Content", in: stack).node.frame.minY - C2.text("Title", in: stack).node.frame.maxY
    #expect(abs(content.minY - title.node.frame.maxY - defaultGap) < 0.01, "the stack's default spacing")
    #expect(abs(placed.frame.height - (content.maxY + 16)) < 0.01)
  }

  @Test func anUnlabelledBoxHugsItsContent() throws {
    let placed = C2.place(GroupBox { Text("Content") }, width: 300)
    let content = try C2.text("Content", in: placed).node.frame
    #expect(abs(placed.frame.width - (content.width + 32)) < 0.01, "\(placed.frame) around \(content)")
    #expect(abs(placed.frame.height - (content.height + 32)) < 0.01)
    #expect(abs(content.minX - placed.frame.minX - 16) < 0.01)
  }
}

@Suite struct DisclosureGroupTests {
  @Test func contentOnlyWhenExpanded() throws {
    let collapsed = C2.place(DisclosureGroup("More") { Text("Details") }, width: 300)
    #expect(C2.texts(in: collapsed).map(\.text.string) == ["More"])
    let expanded = C2.place(DisclosureGroup("More", isExpanded: .constant(true)) { Text("Details") }, width: 300)
    #expect(C2.texts(in: expanded).map(\.text.string) == ["More", "Details"])
  }

  @Test func chevronTrailsAndTurnsDownWhenExpanded() throws {
    let collapsed = C2.place(DisclosureGroup("More") { Text("Details") }, width: 300)
    let chevron = try #require(C2.nodes("Image", in: collapsed).first)
    #expect(chevron.frame.maxX == 300)
    #expect(C2.nodes("rotationEffect", in: collapsed).isEmpty == false)
    let image = try C2.render(DisclosureGroup("More") { Text("Details") }.tint(.red), width: 300)
    var tinted = false
    for x in stride(from: chevron.frame.minX, to: chevron.frame.maxX, by: 0.5) {
      let p = C2.pixel(image, x, chevron.frame.midY)
      if p.a > 200 && p.r > 200 && p.g < 120 { tinted = true }
    }
    #expect(tinted)
  }
}

@Suite struct LabeledContentTests {
  @Test func labelLeadingValueTrailingInSecondary() throws {
    let placed = C2.place(LabeledContent("Version", value: "17.0"), width: 300)
    let label = try C2.text("Version", in: placed)
    let value = try C2.text("17.0", in: placed)
    #expect(label.node.frame.minX == 0)
    #expect(abs(value.node.frame.maxX - 300) < 0.01)
    #expect(label.text.paint == .color(.black))
    #expect(value.text.paint == .color(RGBA(60, 60, 67, 0.6)))
  }

  @Test func customContentKeepsItsColor() throws {
    let placed = C2.place(LabeledContent("Name") { Text("Jane") }, width: 300)
    #expect(try C2.text("Jane", in: placed).text.paint == .color(.black))
  }

  @Test func labelsHiddenLeavesOnlyTheContent() throws {
    let placed = C2.place(LabeledContent("Version", value: "17.0").labelsHidden(), width: 300)
    #expect(C2.texts(in: placed).map(\.text.string) == ["17.0"])
  }
}

@Suite struct ControlGroupTests {
  var group: some View {
    ControlGroup {
      Button("Cut") {}
      Button("Copy") {}
      Button("Paste") {}
    }
  }

  @Test func itemsShareOneFilledContainer() throws {
    let placed = C2.place(group, width: 300)
    #expect(C2.nodes("RoundedRectangle", in: placed).count == 1)
    let titles = try ["Cut", "Copy", "Paste"].map { try C2.text($0, in: placed).node.frame }
    for (index, frame) in titles.enumerated() {
      #expect(abs(frame.midX - 100 * (CGFloat(index) + 0.5)) < 0.01, "\(frame)")
    }
    // Two separators, on the boundaries between items.
    let separators = C2.nodes("Rectangle", in: placed)
    #expect(separators.map { $0.frame.minX } == [100, 200])
    let image = try C2.render(group, width: 300)
    #expect(C2.near(C2.pixel(image, 50, 3), 118, 118, 128, 31, tolerance: 4))
  }

  @Test func navigationStyleHasNoContainer() throws {
    let placed = C2.place(group.controlGroupStyle(.navigation), width: 300)
    #expect(C2.nodes("RoundedRectangle", in: placed).isEmpty)
    #expect(C2.texts(in: placed).count == 3)
  }
}
