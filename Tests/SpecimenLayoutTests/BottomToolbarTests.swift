import Foundation
import SpecimenLayout
import SpecimenUI
import Testing

/// Where a navigation stack's bottom toolbar puts its items (iOS 16+): one `.bottomBar` item in the middle, several
/// spread from edge to edge 16 pt in, a `.status` item centred with the items before it at the leading edge and those
/// after it at the trailing edge; `.keyboard` items are not drawn; the root ends 44 pt above the bottom.
@Suite struct BottomToolbarTests {
  private func place(_ view: some View) -> PlacedNode {
    LayoutEngine(measurers: fakeMeasurers).place(ResolveContext().resolve(view), in: ProposedViewSize(width: 390, height: 300))
  }

  /// The frames of the texts of `placed`, by string.
  private func textFrames(_ placed: PlacedNode) -> [String: CGRect] {
    var frames: [String: CGRect] = [:]
    func collect(_ node: PlacedNode) {
      if case .text(let text) = node.node.kind { frames[text.string] = node.frame }
      node.children.forEach(collect)
    }
    collect(placed)
    return frames
  }

  private func stack(@ViewBuilder _ items: () -> some View) -> some View {
    NavigationStack { Color.clear.toolbar(content: items) }
  }

  @Test func oneItemSitsInTheMiddle() throws {
    let frames = textFrames(place(stack { ToolbarItem(placement: .bottomBar) { Button("Add") {} } }))
    let add = try #require(frames["Add"])
    #expect(abs(add.midX - 195) < 0.01, "\(add)")
  }

  @Test func severalItemsSpreadFromEdgeToEdge() throws {
    let frames = textFrames(place(stack {
      ToolbarItem(placement: .bottomBar) { Button("Edit") {} }
      ToolbarItem(placement: .bottomBar) { Button("Move") {} }
      ToolbarItem(placement: .bottomBar) { Button("Delete") {} }
    }))
    let edit = try #require(frames["Edit"]), move = try #require(frames["Move"]), delete = try #require(frames["Delete"])
    #expect(abs(edit.minX - 16) < 0.01, "\(edit)")
    #expect(abs(delete.maxX - 374) < 0.01, "\(delete)")
    // The flexible spaces between items are equal.
    #expect(abs((move.minX - edit.maxX) - (delete.minX - move.maxX)) < 0.01, "\(edit) \(move) \(delete)")
  }

  @Test func aStatusItemIsCentredBetweenTheOthers() throws {
    let frames = textFrames(place(stack {
      ToolbarItem(placement: .bottomBar) { Button("Filter") {} }
      ToolbarItem(placement: .status) { Text("Updated Just Now") }
      ToolbarItem(placement: .bottomBar) { Button("Compose") {} }
    }))
    let filter = try #require(frames["Filter"]), status = try #require(frames["Updated Just Now"])
    let compose = try #require(frames["Compose"])
    #expect(abs(status.midX - 195) < 0.01, "\(status)")
    #expect(abs(filter.minX - 16) < 0.01, "\(filter)")
    #expect(abs(compose.maxX - 374) < 0.01, "\(compose)")
  }

  @Test func keyboardItemsAreNotDrawnAndNavigationItemsStayInTheNavigationBar() throws {
    let placed = place(NavigationStack {
      ScrollView { Color.clear.frame(height: 50) }
        .toolbar {
          ToolbarItem(placement: .keyboard) { Button("Done") {} }
          ToolbarItem(placement: .topBarTrailing) { Button("Save") {} }
          ToolbarItem(placement: .bottomBar) { Button("Add") {} }
        }
    })
    let frames = textFrames(placed)
    #expect(frames["Done"] == nil)
    let save = try #require(frames["Save"]), add = try #require(frames["Add"])
    #expect(save.maxY <= 44, "\(save)")
    #expect(abs(add.midX - 195) < 0.01)
    // The root's scroll view ends where the 44-pt toolbar begins.
    func scrollView(_ node: PlacedNode) -> PlacedNode? {
      if case .scrollView = node.node.kind { return node }
      return node.children.lazy.compactMap(scrollView).first
    }
    let scroll = try #require(scrollView(placed))
    #expect(abs(scroll.frame.maxY - 256) < 0.01, "\(scroll.frame)")
  }

  @Test func anItemIsAsWideAsItsContentAndAGroupsSpacerTakesTheFreeWidth() throws {
    // A bar button item is sized to its content, so a Spacer inside a ToolbarItem keeps its minimum (8 pt).
    let item = textFrames(place(stack {
      ToolbarItem(placement: .bottomBar) { HStack { Text("Left"); Spacer(); Text("Right") } }
    }))
    let left = try #require(item["Left"]), right = try #require(item["Right"])
    #expect(abs(right.minX - left.maxX - 8) < 0.01, "\(left) \(right)")
    // In a ToolbarItemGroup the Spacer pushes the views to the bar's two insets.
    let group = textFrames(place(stack {
      ToolbarItemGroup(placement: .bottomBar) { Text("Left"); Spacer(); Text("Right") }
    }))
    let groupLeft = try #require(group["Left"]), groupRight = try #require(group["Right"])
    #expect(abs(groupLeft.minX - 16) < 0.01, "\(groupLeft)")
    #expect(abs(groupRight.maxX - 374) < 0.01, "\(groupRight)")
  }
}
