import Foundation
import SpecimenUI
import Testing

/// `headerProminence(.increased)` draws a list section's header as UIKit's prominent header
/// (title 3 semibold, primary, not uppercased), whether set on the Section or on the whole list;
/// set on one Section it leaves the others standard.
@Suite struct HeaderProminenceTests {
  static func list(onList: Prominence? = nil, onFirstSection: Prominence? = nil) -> some View {
    let first = Section {
      Text("Row")
    } header: {
      Text("Alerts")
    }
    return List {
      if let onFirstSection { first.headerProminence(onFirstSection) } else { first }
      Section {
        Text("Row")
      } header: {
        Text("Sounds")
      }
    }
    .listStyle(.insetGrouped)
    .headerProminence(onList ?? .standard)
  }

  /// The frames of the two header texts, top first (footnote lines are 15.5 pt tall here, title 3 semibold ones 23.5–24 as placed).
  static func headers(_ view: some View) -> [CGRect] {
    let texts = C2.nodes("Text", in: C2.place(view, width: 393, height: 400)).map(\.frame).sorted { $0.minY < $1.minY }
    // Header, row, header, row.
    return [texts[0], texts[2]]
  }

  @Test func standardHeadersAreFootnoteSized() {
    let frames = Self.headers(Self.list())
    #expect(frames.map(\.height) == [15.5, 15.5])
  }

  @Test func sectionProminenceEnlargesOnlyThatHeader() {
    let frames = Self.headers(Self.list(onFirstSection: .increased))
    #expect(frames.map(\.height) == [24, 15.5])
  }

  @Test func listProminenceEnlargesEveryHeader() {
    let frames = Self.headers(Self.list(onList: .increased))
    #expect(frames.map(\.height) == [24, 23.5])
  }

  @Test func sectionStandardWinsOverTheList() {
    let frames = Self.headers(Self.list(onList: .increased, onFirstSection: .standard))
    #expect(frames.map(\.height) == [15.5, 24])
  }
}
