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

  /// A link whose label is several views with no stack around them draws them side by side from the row's leading
  /// edge, as a button's label in the same list does; not each view in an equal share of the row's width.
  @Test func aNavigationLinksLabelOfSeveralViewsSitsSideBySideAsAButtonsDoes() throws {
    let list = List {
      NavigationLink { Text("Chat") } label: { Text("1"); Text("2"); Text("Link") }
      Button {} label: { Text("1"); Text("2"); Text("Button") }
    }
    let placed = C2.place(list, width: 393, height: 200)
    let ones = C2.texts(in: placed).filter { $0.text.string == "1" }.map(\.node.frame)
    let twos = C2.texts(in: placed).filter { $0.text.string == "2" }.map(\.node.frame)
    try #require(ones.count == 2 && twos.count == 2)
    let link = try C2.text("Link", in: placed).node.frame
    let button = try C2.text("Button", in: placed).node.frame
    #expect(ones[0].minX == ones[1].minX)
    #expect(twos[0].minX == twos[1].minX)
    #expect(link.minX == button.minX)
    #expect(twos[0].minX - ones[0].maxX == twos[1].minX - ones[1].maxX)
    #expect(link.maxX < 140, "the label's last view follows the others, at \(link)")
  }
}
