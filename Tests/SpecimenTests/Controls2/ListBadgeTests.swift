import Foundation
import Specimen
import SpecimenLayout
import SpecimenUI
import Testing

/// A list row's `.badge`: at the row's trailing edge, and on a navigation link's row before its disclosure chevron,
/// as a UITableViewCell puts its value text before its accessory.
@Suite struct ListBadgeTests {
  @Test func aNavigationLinksBadgeSitsBeforeItsChevron() throws {
    let list = List {
      NavigationLink { Text("Inbox") } label: { Text("Inbox") }.badge(3)
      Text("Drafts").badge(2)
    }
    let placed = C2.place(list, width: 393, height: 200)
    let chevron = try #require(C2.nodes("Image", in: placed).first)
    let inbox = try C2.text("Inbox", in: placed).node.frame
    let three = try C2.text("3", in: placed).node.frame
    let two = try C2.text("2", in: placed).node.frame
    #expect(inbox.maxX < three.minX)
    #expect(three.maxX + NavigationLinkMetrics.chevronSpacing == chevron.frame.minX)
    // The plain row's badge ends where the link row's chevron does: both at the content's trailing edge.
    #expect(abs(two.maxX - chevron.frame.maxX) < 0.01)
    #expect(abs(three.midY - chevron.frame.midY) < 1)
  }
}
