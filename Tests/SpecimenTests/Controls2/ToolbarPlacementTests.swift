import Foundation
import Specimen
import SpecimenLayout
import SpecimenUI
import Testing

/// A navigation stack's bottom toolbar (`.bottomBar`, `.status`, `ToolbarItemGroup`), drawn as UIKit's 44-pt
/// `UIToolbar` under the root, `.keyboard` items left out of a still, and title items in the navigation bar.
@Suite struct ToolbarPlacementTests {
  /// Mail's pattern: a filter button, a status line, a compose button; the page is short, so the bar is clear.
  var mailLike: some View {
    NavigationStack {
      Text("Inbox zero")
        .navigationTitle("Inbox")
        .toolbar {
          ToolbarItem(placement: .bottomBar) { Button("Filter") {} }
          ToolbarItem(placement: .status) { Text("Updated Just Now").font(.caption) }
          ToolbarItem(placement: .bottomBar) { Button("Compose") {} }
          ToolbarItem(placement: .keyboard) { Button("Done") {} }
        }
    }
  }

  /// Separate items spread across the 44-pt bar at the bottom: the first at the leading inset, the last at the
  /// trailing one, the status between; the keyboard's item is not drawn, and the root is centred above the bar.
  @Test func separateItemsSpreadAcrossTheBar() throws {
    let placed = C2.place(mailLike, width: 390, height: 600)
    let filter = try C2.text("Filter", in: placed).node.frame
    let compose = try C2.text("Compose", in: placed).node.frame
    let status = try C2.text("Updated Just Now", in: placed).node.frame
    #expect(abs(filter.minX - 16) < 0.001, "\(filter)")
    #expect(abs(compose.maxX - 374) < 0.001, "\(compose)")
    #expect(status.minX > filter.maxX + 16 && status.maxX < compose.minX - 16, "\(status)")
    for frame in [filter, compose, status] {
      #expect(abs(frame.midY - (600 - 22)) < 0.5, "\(frame)")
    }
    #expect(!C2.texts(in: placed).contains { $0.text.string == "Done" })
    // The root is centred in the space between the navigation bar and the toolbar: 22 pt higher than without it.
    let body = try C2.text("Inbox zero", in: placed).node.frame
    let bare = NavigationStack { Text("Inbox zero").navigationTitle("Inbox") }
    let bareBody = try C2.text("Inbox zero", in: C2.place(bare, width: 390, height: 600)).node.frame
    #expect(abs(body.midY - (bareBody.midY - 22)) < 0.5, "\(body) \(bareBody)")
    // Buttons are tinted (the default blue); the short page leaves the bar clear (transparent), with no hairline.
    let image = try C2.render(mailLike, width: 390, height: 600)
    let blue = (0..<Int(filter.width)).contains { dx in
      let p = C2.pixel(image, filter.minX + CGFloat(dx), filter.midY)
      return Int(p.b) > 200 && Int(p.r) < 80
    }
    #expect(blue)
    #expect(C2.pixel(image, 200, 556.25).a == 0)
    #expect(C2.pixel(image, 5, 590).a == 0)
  }

  /// A lone item sits in the bar's centre; a group keeps its items together, and a `Spacer` in it pushes them apart.
  @Test func loneItemIsCentredAndGroupsKeepTheirSpacers() throws {
    let lone = NavigationStack {
      Text("Page").toolbar { ToolbarItem(placement: .bottomBar) { Button("Add") {} } }
    }
    let add = try C2.text("Add", in: C2.place(lone, width: 390, height: 500)).node.frame
    #expect(abs(add.midX - 195) < 0.5, "\(add)")
    let grouped = NavigationStack {
      Text("Page").toolbar {
        ToolbarItemGroup(placement: .bottomBar) {
          Button("New") {}
          Spacer()
          Button("Edit") {}
        }
      }
    }
    let placed = C2.place(grouped, width: 390, height: 500)
    let new = try C2.text("New", in: placed).node.frame
    let edit = try C2.text("Edit", in: placed).node.frame
    #expect(abs(new.minX - 16) < 0.001 && abs(edit.maxX - 374) < 0.001, "\(new) \(edit)")
    #expect(abs(new.midY - (500 - 22)) < 0.5)
  }

  /// Scroll content under the bar gives it the `.bar` material and a hairline on top, as a list taller than the
  /// screen has at rest; a bar with no bottom items is not drawn at all.
  @Test func barHasItsBackgroundOverScrollContent() throws {
    let long = NavigationStack {
      List(0..<40, id: \.self) { Text("Row \($0)") }
        .listStyle(.plain)
        .toolbar { ToolbarItem(placement: .bottomBar) { Button("Add") {} } }
    }
    let image = try C2.render(long, width: 390, height: 600)
    let hairline = C2.pixel(image, 200, 556.25)
    #expect(Int(hairline.r) < 235 && Int(hairline.r) > 150, "\(hairline)")
    let placed = C2.place(long, width: 390, height: 600)
    let add = try C2.text("Add", in: placed).node.frame
    #expect(abs(add.midY - 578) < 0.5)
    let none = NavigationStack { Text("Page").toolbar { ToolbarItem(placement: .keyboard) { Button("Done") {} } } }
    let plain = C2.place(none, width: 390, height: 500)
    #expect(!C2.texts(in: plain).contains { $0.text.string == "Done" })
    let page = try C2.text("Page", in: plain).node.frame
    let bare = try C2.text("Page", in: C2.place(NavigationStack { Text("Page") }, width: 390, height: 500)).node.frame
    #expect(page == bare, "\(page) \(bare)")
  }

  /// A `.title` item takes the inline title's place; a `.largeTitle` item the large title's, where `.title` is not drawn.
  @Test func titleItemsTakeTheTitlesPlace() throws {
    let inline = NavigationStack {
      Text("Page").navigationTitle("Ada").navigationBarTitleDisplayMode(.inline)
        .toolbar { ToolbarItem(placement: .title) { Text("Custom") } }
    }
    let placed = C2.place(inline, width: 390, height: 400)
    let custom = try C2.text("Custom", in: placed).node.frame
    #expect(abs(custom.midX - 195) < 0.5 && custom.maxY <= 44, "\(custom)")
    #expect(!C2.texts(in: placed).contains { $0.text.string == "Ada" })
    let large = NavigationStack {
      Text("Page").navigationTitle("Ada")
        .toolbar {
          ToolbarItem(placement: .largeTitle) { Text("Big") }
          ToolbarItem(placement: .title) { Text("Small") }
        }
    }
    let placedLarge = C2.place(large, width: 390, height: 400)
    let big = try C2.text("Big", in: placedLarge).node.frame
    let ada = try C2.text("Ada", in: C2.place(NavigationStack { Text("Page").navigationTitle("Ada") }, width: 390, height: 400)).node.frame
    #expect(abs(big.minX - ada.minX) < 0.001 && abs(big.maxY - ada.maxY) < 1, "\(big) \(ada)")
    #expect(!C2.texts(in: placedLarge).contains { $0.text.string == "Ada" || $0.text.string == "Small" })
  }

  /// A custom `ToolbarContent` type stands for its items: each goes to the bar its own placement names, the bottom
  /// ones into the bottom toolbar and the trailing one into the navigation bar, not all into one trailing item.
  @Test func customToolbarContentPlacesEachItem() throws {
    let screen = NavigationStack {
      Text("Page").navigationTitle("Feeds").toolbar { FeedToolbar() }
    }
    let placed = C2.place(screen, width: 390, height: 500)
    let refresh = try C2.text("Refresh", in: placed).node.frame
    let status = try C2.text("3 Unread", in: placed).node.frame
    let add = try C2.text("Add", in: placed).node.frame
    #expect(abs(refresh.minX - 16) < 0.001 && abs(refresh.midY - (500 - 22)) < 0.5, "\(refresh)")
    #expect(abs(status.midY - (500 - 22)) < 0.5 && status.minX > refresh.maxX, "\(status)")
    #expect(add.maxY <= 44 && abs(add.maxX - 374) < 1, "\(add)")
  }
}

/// Toolbar content written as its own type, as apps share a screen's toolbar.
private struct FeedToolbar: ToolbarContent {
  var body: some ToolbarContent {
    ToolbarItem(placement: .bottomBar) { Button("Refresh") {} }
    ToolbarItem(placement: .status) { Text("3 Unread") }
    ToolbarItem(placement: .topBarTrailing) { Button("Add") {} }
  }
}
