import Foundation
import Specimen
import SpecimenLayout
import SpecimenUI
import Testing

/// A row's `listRowBackground` takes the place of the card's fill under that row, as it replaces a UIKit cell's
/// background: `Color.clear` shows the grouped background through the row and a translucent colour is laid over it,
/// while the section's other rows keep the card's white.
@Suite struct ListRowBackgroundCardTests {
  private func render(_ background: Color) throws -> (image: RasterImage, rows: [CGRect]) {
    let form = Form {
      Section {
        Text("Steps").listRowBackground(background)
        Text("Plain row")
      }
    }
    let placed = C2.place(form, width: 300, height: 300)
    let rows = C2.texts(in: placed).map(\.node.frame).sorted { $0.minY < $1.minY }
    return (try C2.render(form, width: 300, height: 300), rows)
  }

  @Test func aClearRowShowsTheGroupedBackground() throws {
    let (image, rows) = try render(.clear)
    try #require(rows.count == 2)
    // systemGroupedBackground (#F2F2F7) beside the clear row's text; the card's white beside the next row's.
    #expect(C2.near(C2.pixel(image, 250, rows[0].midY), 242, 242, 247, 255))
    #expect(C2.near(C2.pixel(image, 250, rows[1].midY), 255, 255, 255, 255))
  }

  @Test func aTranslucentRowIsLaidOverTheGroupedBackground() throws {
    let (image, rows) = try render(Color(red: 1, green: 0, blue: 0).opacity(0.5))
    try #require(rows.count == 2)
    // Half red over #F2F2F7 (over the card's white it would be #FF8080).
    #expect(C2.near(C2.pixel(image, 250, rows[0].midY), 249, 121, 123, 255))
    #expect(C2.near(C2.pixel(image, 250, rows[1].midY), 255, 255, 255, 255))
  }
}
