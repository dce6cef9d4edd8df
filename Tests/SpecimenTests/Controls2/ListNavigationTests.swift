import Foundation
import Specimen
import SpecimenLayout
import SpecimenUI
import Testing

@Suite struct ListTests {
  var twoRows: some View {
    List {
      Text("Wi-Fi")
      Text("Sounds")
    }
  }

  /// The separator between an inset-grouped list's rows: a hairline at the first row's bottom,
  /// from the text's leading edge (card 16 + content 16 on the default iPhone 16 screen) to the card's trailing edge.
  @Test func separatorIsInsetToTheText() throws {
    let placed = C2.place(twoRows, width: 390, height: 300)
    let divider = try #require(C2.nodes("Divider", in: placed).first).frame
    #expect(divider.minX == 32 && divider.maxX == 374)
    #expect(abs(divider.maxY - (35 + 44)) < 0.001)
    let image = try C2.render(twoRows, width: 390, height: 300)
    // The hairline: separator color over the white card.
    let line = C2.pixel(image, 200, 78.75)
    #expect(C2.near(line, 198, 198, 200, 255, tolerance: 6), "\(line)")
    // Left of the inset the card stays white; outside the card, the grouped background.
    #expect(C2.near(C2.pixel(image, 30, 78.75), 255, 255, 255, 255))
    #expect(C2.near(C2.pixel(image, 10, 78.75), 242, 242, 247, 255))
  }

  /// A row whose content is wider than its cell (three fixed-width chips, 378 pt, where an inset-grouped row holds
  /// 326) stays in its cell, as a UITableView cell keeps the table's width: the card keeps its place, the other rows
  /// keep their inset and separators, and the wide content is centred on its own cell (16 + 358 / 2 - 410 / 2 = -10,
  /// so the chips start at -10 + 16 = 6).
  @Test func aRowWiderThanItsCellLeavesTheListAndItsOtherRowsInPlace() throws {
    let list = List {
      Text("Search")
      HStack(spacing: 14) {
        Color.red.frame(width: 140, height: 20)
        Color.green.frame(width: 130, height: 20)
        Color.blue.frame(width: 80, height: 20)
      }
      Text("After")
    }
    let placed = C2.place(list, width: 390, height: 300)
    #expect(try C2.text("Search", in: placed).node.frame.minX == 32)
    #expect(try C2.text("After", in: placed).node.frame.minX == 32)
    let dividers = C2.nodes("Divider", in: placed).map(\.frame)
    #expect(dividers.count == 2 && dividers.allSatisfy { $0.minX == 32 && $0.maxX == 374 }, "\(dividers)")
    let image = try C2.render(list, width: 390, height: 300)
    let chips = try #require(dividers.first).maxY + 22  // the middle row's centre, 22 pt below the first separator
    #expect(C2.near(C2.pixel(image, 7, chips), 255, 59, 48, 255, tolerance: 8), "\(C2.pixel(image, 7, chips))")
    #expect(!C2.near(C2.pixel(image, 5, chips), 255, 59, 48, 255, tolerance: 8), "\(C2.pixel(image, 5, chips))")
    // Outside the card, above and below the wide row, the grouped background.
    #expect(C2.near(C2.pixel(image, 10, 20), 242, 242, 247, 255))
  }

  /// iOS 16+: a row's separator starts under its first text, not its icon (`listRowSeparatorLeading`).
  @Test func separatorStartsUnderTheFirstText() throws {
    let list = List {
      HStack { Image(systemName: "star.fill"); Text("Favourites") }
      Label("Sounds", systemImage: "bell")
      Text("Plain")
    }
    let placed = C2.place(list, width: 390, height: 400)
    let dividers = C2.nodes("Divider", in: placed).map(\.frame)
    #expect(dividers.count == 2)
    let favourites = try C2.text("Favourites", in: placed).node.frame
    let sounds = try C2.text("Sounds", in: placed).node.frame
    #expect(favourites.minX > 40, "\(favourites)")
    #expect(abs(dividers[0].minX - favourites.minX) < 0.001 && dividers[0].maxX == 374, "\(dividers[0])")
    #expect(abs(dividers[1].minX - sounds.minX) < 0.001 && dividers[1].maxX == 374, "\(dividers[1])")
    // The hairline is drawn from there: white card just before the text's edge, separator grey after it.
    let image = try C2.render(list, width: 390, height: 400)
    let y = dividers[0].midY
    #expect(C2.near(C2.pixel(image, favourites.minX - 2, y), 255, 255, 255, 255))
    #expect(C2.near(C2.pixel(image, favourites.minX + 4, y), 198, 198, 200, 255, tolerance: 6))
  }

  /// A row without text keeps the content inset; an explicit guide moves the separator, both ends.
  @Test func separatorGuidesCanBeSet() throws {
    let list = List {
      Rectangle().frame(width: 100, height: 20)
      HStack {
        Text("🍎").font(.system(size: 40))
        Text("Apple").alignmentGuide(.listRowSeparatorLeading) { $0[.leading] }
          .alignmentGuide(.listRowSeparatorTrailing) { $0[.trailing] }
      }
      Text("Last")
    }
    let placed = C2.place(list, width: 390, height: 400)
    let dividers = C2.nodes("Divider", in: placed).map(\.frame)
    #expect(dividers.count == 2)
    #expect(dividers[0].minX == 32 && dividers[0].maxX == 374, "\(dividers[0])")
    let apple = try C2.text("Apple", in: placed).node.frame
    #expect(abs(dividers[1].minX - apple.minX) < 0.001 && abs(dividers[1].maxX - apple.maxX) < 0.001, "\(dividers[1]) \(apple)")
  }

  /// A segmented picker's titles and a compact date picker's fields are UIKit's on iOS, not SwiftUI text: a row
  /// holding only such a control (or beside an image) keeps the content inset.
  @Test func controlTextsDoNotPlaceTheSeparator() throws {
    let list = List {
      Picker("Plan", selection: .constant(0)) { Text("Free").tag(0); Text("Pro").tag(1) }.pickerStyle(.segmented)
      DatePicker("", selection: .constant(Date(timeIntervalSince1970: 0)), displayedComponents: .date).labelsHidden()
      HStack { Image(systemName: "star"); Picker("Size", selection: .constant(0)) { Text("S").tag(0); Text("M").tag(1) }.pickerStyle(.segmented) }
      Text("Last")
    }
    let placed = C2.place(list, width: 390, height: 400)
    let dividers = C2.nodes("Divider", in: placed).map(\.frame)
    #expect(dividers.count == 3)
    let free = try C2.text("Free", in: placed).node.frame
    #expect(free.minX > 60, "\(free)")
    #expect(dividers.prefix(3).allSatisfy { $0.minX == 32 && $0.maxX == 374 }, "\(dividers)")
  }

  /// Section headers: capitals, 13-pt footnote text in the secondary color, at the row inset, 7 pt above the card.
  @Test func sectionHeaderAsIOSDrawsIt() throws {
    let list = List { Section { Text("Focus") } header: { Text("Alerts") } footer: { Text("Note") } }
    let placed = C2.place(list, width: 390, height: 300)
    let header = try C2.text("ALERTS", in: placed)
    #expect(header.text.font.size == 13)
    #expect(header.node.frame.minX == 32)
    let card = try #require(C2.nodes("RoundedRectangle", in: placed).first).frame
    #expect(abs(header.node.frame.maxY + 7 - card.minY) < 0.01)
    let footer = try C2.text("Note", in: placed)
    #expect(abs(footer.node.frame.minY - card.maxY - 7) < 0.01)
    let image = try C2.render(list, width: 390, height: 300)
    let ink = (0..<Int(header.node.frame.width)).map { C2.pixel(image, header.node.frame.minX + CGFloat($0), header.node.frame.midY) }
    #expect(ink.contains { $0.r < 200 && $0.r > 90 }, "secondary grey glyph pixels in the header")
  }

  /// `.textCase(nil)` on a header keeps it as written, as in SwiftUI.
  @Test func headerTextCaseNil() throws {
    let list = List { Section { Text("Focus") } header: { Text("Alerts").textCase(nil) } }
    #expect(try C2.text("Alerts", in: C2.place(list, width: 390, height: 300)).text.font.size == 13)
  }

  /// `.listSectionSpacing`: the gap between grouped sections (35 pt by default), the first section's top unchanged.
  @Test func sectionSpacing() throws {
    func secondTop(_ spacing: ListSectionSpacing?) throws -> (first: CGFloat, second: CGFloat) {
      let list = List { Section { Text("Wi-Fi") }; Section { Text("Sounds") } }
      let placed = spacing.map { C2.place(list.listSectionSpacing($0), width: 390, height: 400) } ?? C2.place(list, width: 390, height: 400)
      return (try C2.text("Wi-Fi", in: placed).node.frame.minY, try C2.text("Sounds", in: placed).node.frame.minY)
    }
    let standard = try secondTop(nil)
    #expect(abs(standard.second - standard.first - (44 + 35)) < 0.001)
    let custom = try secondTop(.custom(8))
    #expect(custom.first == standard.first)
    #expect(abs(custom.second - custom.first - (44 + 8)) < 0.001)
    #expect(abs(try secondTop(.compact).second - standard.first - (44 + 20)) < 0.001)
    #expect(abs(try secondTop(.custom(.nan)).second - standard.first - 44) < 0.001)
  }

  @Test func plainRowsSpanTheList() throws {
    let placed = C2.place(twoRows.listStyle(.plain), width: 390, height: 300)
    #expect(try C2.text("Wi-Fi", in: placed).node.frame.minX == 16)
    // Plain lists also draw a separator under the last row.
    #expect(C2.nodes("Divider", in: placed).count == 2)
  }

  /// UIKit's layout margins follow the screen: 16 pt on an iPhone 16 (393 pt), 20 on a Plus or Max (from 414 pt).
  @Test func marginsFollowTheScreenWidth() throws {
    let phone = C2.place(twoRows, width: 390, height: 300)
    let plus = C2.place(twoRows.environmentChange { $0.screenSize = CGSize(width: 430, height: 932) }, width: 430, height: 300)
    let phoneCard = try #require(C2.nodes("RoundedRectangle", in: phone).first).frame
    let plusCard = try #require(C2.nodes("RoundedRectangle", in: plus).first).frame
    #expect(phoneCard.minX == 16 && phoneCard.maxX == 374, "\(phoneCard)")
    #expect(plusCard.minX == 20 && plusCard.maxX == 410, "\(plusCard)")
    #expect(try C2.text("Wi-Fi", in: phone).node.frame.minX == 32)
    let plusText = try C2.text("Wi-Fi", in: plus).node.frame
    #expect(plusText.minX == 40, "\(plusText)")
  }

  @Test func rowModifiers() throws {
    let list = List {
      Text("A").listRowInsets(EdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 0))
      Text("B").listRowSeparator(.hidden).listRowBackground(Color.red)
      Text("C")
    }
    let placed = C2.place(list, width: 390, height: 300)
    #expect(try C2.text("A", in: placed).node.frame.minX == 20)
    // A's separator is hidden by B's top edge, B's own by its bottom edge.
    #expect(C2.nodes("Divider", in: placed).isEmpty)
    let b = try C2.text("B", in: placed).node.frame
    let image = try C2.render(list, width: 390, height: 300)
    #expect(C2.near(C2.pixel(image, 300, b.midY), 255, 59, 48, 255, tolerance: 4))
  }

  @Test func scrollContentBackgroundHidden() throws {
    let image = try C2.render(twoRows.scrollContentBackground(.hidden), width: 390, height: 300)
    #expect(C2.pixel(image, 10, 10).a == 0)
  }

  @Test func formSharesTheListRows() throws {
    let form = C2.place(Form { Text("Wi-Fi"); Text("Sounds") }, width: 390, height: 300)
    let list = C2.place(twoRows, width: 390, height: 300)
    #expect(try C2.text("Sounds", in: form).node.frame == C2.text("Sounds", in: list).node.frame)
  }
}

@Suite struct NavigationStackTests {
  func stack(_ mode: NavigationBarItem.TitleDisplayMode) -> some View {
    NavigationStack {
      List { Text("Row") }
        .navigationTitle("Settings")
        .navigationBarTitleDisplayMode(mode)
        .toolbar { ToolbarItem(placement: .topBarTrailing) { Button("Edit") {} } }
    }
  }

  /// Large title: 34 pt bold at the 20-pt margin of a Plus-width screen in the 52-pt row under the
  /// 44-pt bar; content from y = 96.
  @Test func largeTitle() throws {
    let placed = C2.place(stack(.large).environmentChange { $0.screenSize = CGSize(width: 430, height: 932) }, width: 430, height: 500)
    let title = try C2.text("Settings", in: placed)
    #expect(title.text.font.size == 34 && title.text.font.weight == 700)
    #expect(title.node.frame.minX == 20)
    #expect(abs(title.node.frame.maxY - (96 - 8)) < 0.01)
    let card = try #require(C2.nodes("RoundedRectangle", in: placed).first).frame
    #expect(abs(card.minY - (96 + 35)) < 0.01)
    let edit = try C2.text("Edit", in: placed).node.frame
    #expect(abs(edit.maxX - (430 - 16)) < 0.01 && abs(edit.midY - 22) < 0.01)
    let image = try C2.render(stack(.large), width: 430, height: 500)
    // The grouped background reaches under the bar; the title's glyphs are dark.
    #expect(C2.near(C2.pixel(image, 5, 5), 242, 242, 247, 255))
    let glyphs = (0..<Int(title.node.frame.width)).map { C2.pixel(image, title.node.frame.minX + CGFloat($0), title.node.frame.midY) }
    #expect(glyphs.contains { $0.r < 60 && $0.a > 200 })
  }

  /// `.searchable` at rest: the search field in the bar's drawer under the large title (a 36-pt
  /// field in a 52-pt row at the 16-pt margin), pushing the content down; inside or around the stack.
  @Test func searchFieldUnderTheTitle() throws {
    let inside = NavigationStack {
      List { Text("Row") }.navigationTitle("Contacts").searchable(text: .constant(""), prompt: "Names")
    }
    let around = NavigationStack { List { Text("Row") }.navigationTitle("Contacts") }.searchable(text: .constant(""))
    for (view, prompt) in [(AnyView(inside), "Names"), (AnyView(around), "Search")] {
      let placed = C2.place(view, width: 393, height: 500)
      let shapes = C2.nodes("RoundedRectangle", in: placed).map(\.frame)
      #expect(shapes.count == 2)
      let field = try #require(shapes.first { $0.height == 36 })
      #expect(field.minX == 16 && field.maxX == 377 && abs(field.minY - (96 + 8)) < 0.01 && field.height == 36, "\(field)")
      let text = try C2.text(prompt, in: placed).node.frame
      #expect(abs(text.midY - field.midY) < 0.5 && text.minX > field.minX + 8, "\(text)")
      let card = try #require(shapes.first { $0.height != 36 })
      #expect(abs(card.minY - (96 + 52 + 35)) < 0.01, "\(card)")
      let image = try C2.render(view, width: 393, height: 500)
      // The field's fill: tertiarySystemFill (118,118,128 at 12 %) over the grouped background.
      #expect(C2.near(C2.pixel(image, 360, field.midY), 227, 227, 233, 255, tolerance: 3))
    }
  }

  /// Only the navigation bar's drawer holds the field on an iPhone: no field for `.toolbar`, none without a stack.
  @Test func searchFieldOnlyInTheNavigationBar() throws {
    let toolbar = NavigationStack { List { Text("Row") }.navigationTitle("A").searchable(text: .constant(""), placement: .toolbar) }
    #expect(!C2.texts(in: C2.place(toolbar, width: 393, height: 400)).contains { $0.text.string == "Search" })
    let bare = List { Text("Row") }.searchable(text: .constant(""))
    #expect(!C2.texts(in: C2.place(bare, width: 393, height: 400)).contains { $0.text.string == "Search" })
  }

  /// Toolbar items see `.imageScale(.large)`, as SwiftUI injects it: a bar button's symbol is as
  /// tall as the same symbol with `.imageScale(.large)` in the content (within pixel snapping), and taller than a body one.
  @Test func toolbarSymbolsUseTheLargeScale() throws {
    let screen = NavigationStack {
      VStack {
        Image(systemName: "plus").imageScale(.large)
        Image(systemName: "plus")
      }
      .navigationTitle("Items")
      .toolbar { ToolbarItem(placement: .topBarTrailing) { Button {} label: { Image(systemName: "plus") } } }
    }
    let images = C2.nodes("Image", in: C2.place(screen, width: 393, height: 400)).map(\.frame).sorted { $0.minY < $1.minY }
    #expect(images.count == 3)
    #expect(abs(images[0].height - images[1].height) <= 0.5 && images[0].height > images[2].height + 3, "\(images)")
  }

  /// Inline title: 17 pt semibold, centred in the 44-pt bar; content from y = 44.
  @Test func inlineTitle() throws {
    let placed = C2.place(stack(.inline), width: 430, height: 500)
    let title = try C2.text("Settings", in: placed)
    #expect(title.text.font.size == 17 && title.text.font.weight == 600)
    #expect(abs(title.node.frame.midX - 215) < 0.01 && abs(title.node.frame.midY - 22) < 0.01)
    let card = try #require(C2.nodes("RoundedRectangle", in: placed).first).frame
    #expect(abs(card.minY - (44 + 35)) < 0.01)
  }
}

/// A modal's confirming toolbar button is semibold, as UIKit draws a `.done` bar button item; the
/// other placements keep the body weight.
@Suite struct ToolbarConfirmationTests {
  func screen(_ placement: ToolbarItemPlacement) -> some View {
    NavigationStack {
      List { Text("Row") }
        .navigationTitle("New Event")
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
          ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
          ToolbarItem(placement: placement) { Button("Add") {} }
        }
    }
  }

  @Test func theConfirmationActionIsSemibold() throws {
    let confirmed = C2.place(screen(.confirmationAction), width: 393, height: 300)
    #expect(try C2.text("Add", in: confirmed).text.font.weight == 600)
    #expect(try C2.text("Cancel", in: confirmed).text.font.weight == 400)
    let add = try C2.text("Add", in: confirmed).node.frame
    #expect(abs(add.maxX - (393 - 16)) < 0.01 && abs(add.midY - 22) < 0.01, "\(add)")
    for placement in [ToolbarItemPlacement.primaryAction, .topBarTrailing, .automatic] {
      #expect(try C2.text("Add", in: C2.place(screen(placement), width: 393, height: 300)).text.font.weight == 400)
    }
  }

  @Test func aGroupAtTheConfirmationActionIsSemiboldAndAnOwnWeightWins() throws {
    let view = NavigationStack {
      Text("Body")
        .toolbar {
          ToolbarItemGroup(placement: .confirmationAction) {
            Button("Save") {}
            Button("Send") {}.fontWeight(.heavy)
          }
        }
    }
    let placed = C2.place(view, width: 393, height: 300)
    #expect(try C2.text("Save", in: placed).text.font.weight == 600)
    #expect(try C2.text("Send", in: placed).text.font.weight == 800)
  }
}

/// A bar item's `Label` (`Button("Sort", systemImage:)`) shows its icon alone, as SwiftUI's toolbar
/// label style does; a label style the item sets itself wins, and labels in the content keep their title.
@Suite struct ToolbarLabelTests {
  @Test func aBarItemsLabelShowsItsIconAlone() throws {
    let view = NavigationStack {
      Label("Inbox", systemImage: "tray")
        .navigationTitle("Mail")
        .toolbar {
          ToolbarItem(placement: .topBarTrailing) { Button("Sort", systemImage: "arrow.up.arrow.down") {} }
          ToolbarItem(placement: .topBarLeading) { Button("Filter", systemImage: "line.3.horizontal.decrease") {}.labelStyle(.titleAndIcon) }
        }
    }
    let placed = C2.place(view, width: 393, height: 300)
    let texts = C2.texts(in: placed).map(\.text.string)
    #expect(!texts.contains("Sort"), "\(texts)")
    #expect(texts.contains("Filter") && texts.contains("Inbox") && texts.contains("Mail"), "\(texts)")
    let images = C2.nodes("Image", in: placed).map(\.frame)
    // The sort symbol sits at the trailing margin in the 44-pt bar.
    #expect(images.contains { abs($0.maxX - (393 - 16)) < 1 && abs($0.midY - 22) < 1 }, "\(images)")
  }
}

/// A `NavigationView` of several views (a sidebar and a detail, as Xcode's template writes it) on an iPhone: the
/// split view collapses to a stack showing its first column.
@Suite struct NavigationViewColumnsTests {
  var sidebarAndDetail: some View {
    NavigationView {
      List { Text("First item") }
      Text("Select an item")
    }
  }

  @Test func anIPhoneShowsTheFirstColumnOnly() throws {
    let placed = C2.place(sidebarAndDetail, width: 393, height: 600)
    #expect(C2.texts(in: placed).map(\.text.string) == ["First item"])
  }

  @Test func aSingleViewIsTheWholeRoot() throws {
    let single = NavigationView { VStack { Text("Title"); Text("Body") } }
    #expect(C2.texts(in: C2.place(single, width: 393, height: 600)).map(\.text.string) == ["Title", "Body"])
  }
}
