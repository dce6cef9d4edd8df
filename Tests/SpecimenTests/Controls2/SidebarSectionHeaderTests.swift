import Foundation
import Specimen
import SpecimenLayout
import SpecimenUI
import Testing

/// A sidebar list's section headers carry the disclosure chevron that collapses and expands the section
/// (Apple's `ListStyle.sidebar` documentation), pointing down while expanded and right when collapsed;
/// other list styles draw none.
@Suite struct SidebarSectionHeaderTests {
  /// A list with one section titled "Alerts", expanded or not, in the sidebar style or the inset-grouped one.
  private func list(expanded: Bool, sidebar: Bool = true) -> some View {
    List {
      Section("Alerts", isExpanded: .constant(expanded)) {
        Text("Notifications")
        Text("Focus")
      }
    }
    .listStyle(AnyListStyle(kind: sidebar ? .sidebar : .insetGrouped))
  }

  /// The bounds (in points) of the tinted pixels on the header's band, right of its title.
  private func chevronBounds(expanded: Bool, sidebar: Bool = true) throws -> CGRect? {
    let view = list(expanded: expanded, sidebar: sidebar)
    let title = try C2.text(sidebar ? "Alerts" : "ALERTS", in: C2.place(view, width: 393, height: 300)).node.frame
    let image = try C2.render(view, width: 393, height: 300)
    var bounds: CGRect?
    for py in Int(title.minY * 2)..<Int(title.maxY * 2) {
      for px in Int(title.maxX * 2)..<image.width {
        let p = image.pixel(x: px, y: py)
        // The light tint (0, 122, 255) at any coverage: blue well above red and green.
        guard p.a > 60, Int(p.b) - Int(p.r) > 60, Int(p.b) - Int(p.g) > 30 else { continue }
        let dot = CGRect(x: CGFloat(px) / 2, y: CGFloat(py) / 2, width: 0.5, height: 0.5)
        bounds = bounds.map { $0.union(dot) } ?? dot
      }
    }
    return bounds
  }

  @Test func anExpandedSectionsChevronPointsDownAtTheTrailingMargin() throws {
    let chevron = try #require(try chevronBounds(expanded: true), "no tinted chevron on the sidebar header")
    #expect(chevron.width > chevron.height)
    // The header is inset by the list's margin and its own: the chevron's image ends 32 pt from a 393-pt
    // list's edge, at the rows' trailing content inset, and its ink lies within the image.
    let image = try #require(C2.nodes("Image", in: C2.place(list(expanded: true), width: 393, height: 300)).first)
    #expect(abs(image.frame.maxX - (393 - 32)) < 0.01)
    #expect(image.frame.insetBy(dx: -0.5, dy: -0.5).contains(chevron))
    let placed = C2.place(list(expanded: true), width: 393, height: 300)
    #expect(C2.texts(in: placed).contains { $0.text.string == "Notifications" })
  }

  @Test func aCollapsedSectionsChevronPointsRightAndItsRowsAreGone() throws {
    let chevron = try #require(try chevronBounds(expanded: false), "no tinted chevron on the sidebar header")
    #expect(chevron.height > chevron.width)
    let placed = C2.place(list(expanded: false), width: 393, height: 300)
    #expect(C2.texts(in: placed).map(\.text.string) == ["Alerts"])
  }

  @Test func anInsetGroupedHeaderHasNoChevron() throws {
    #expect(try chevronBounds(expanded: true, sidebar: false) == nil)
  }
}

/// A list style chosen at run time, for the tests to switch between two.
private struct AnyListStyle: ListStyle {
  let kind: ListStyleKind
  var listStyleKind: ListStyleKind { kind }
}
