import Foundation
import SpecimenCairo
import SpecimenUI
import Testing
@testable import Specimen

/// Controls with thousands of options. A segmented picker or control group draws its first `SideBySideLimit.limit`
/// (100) options with a warning (10 000 segments took 6.4 s in a debug build, each laid out at its own sub-point width);
/// a tab bar shows four tabs and UIKit's More item when there are more than five, as on an iPhone (10 000 tabs
/// took 13.8 s).
@Suite struct ManyOptionsTests {
  static func picker(_ count: Int, selection: Int = 5) -> some View {
    Picker("P", selection: .constant(selection)) { ForEach(0..<count, id: \.self) { Text("S\($0)").tag($0) } }
      .pickerStyle(.segmented).frame(width: 361)
  }

  static func tabs(_ count: Int, selection: Int = 0) -> some View {
    TabView(selection: .constant(selection)) {
      ForEach(0..<count, id: \.self) { i in Color.white.tabItem { Label("T\(i)", systemImage: "star") }.tag(i) }
    }
    .frame(width: 390, height: 200)
  }

  static func render(_ view: some View) throws -> RasterImage { try ViewRenderer(scale: 2).rasterize(view, in: .unspecified) }

  static func save(_ image: RasterImage, _ name: String) {
    guard ProcessInfo.processInfo.environment["SPECIMEN_SAVE_RENDERS"] != nil else { return }
    let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("specimen-render")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try? image.pngData().write(to: folder.appendingPathComponent("\(name).png"))
  }

  @Test func aSegmentedPickerOfTenThousandSegmentsDrawsItsFirstHundredAndSaysSo() throws {
    let many = try Self.render(Self.picker(10_000))
    let hundred = try Self.render(Self.picker(100))
    Self.save(many, "picker-10000")
    #expect(many.rgbaBytes() == hundred.rgbaBytes())
    #expect(hundred.diagnostics.warnings.isEmpty)
    #expect(many.diagnostics.warnings.map(\.message) == ["Picker (.segmented) has 10000 options side by side, more than SideBySideLimit.limit (100), "
      + "each narrower than a point; the first 100 are drawn. Show a long list of options with .pickerStyle(.menu) or .pickerStyle(.navigationLink)"])
    // A million options (listed up to the view-count limit) draw the same first hundred; the count is not a number a ForEach lists.
    let million = try Self.render(Self.picker(1_000_000))
    #expect(million.rgbaBytes() == hundred.rgbaBytes())
    #expect(million.diagnostics.warnings.first?.message.hasPrefix("Picker (.segmented) has more than 100000 options side by side") == true)
    let palette = try Self.render(Picker("P", selection: .constant(5)) { ForEach(0..<10_000, id: \.self) { Text("S\($0)").tag($0) } }
      .pickerStyle(.palette).frame(width: 361))
    #expect(palette.rgbaBytes() == hundred.rgbaBytes())
  }

  @Test func aControlGroupOfThousandsOfControlsDrawsItsFirstHundred() throws {
    func group(_ count: Int) -> some View {
      ControlGroup { ForEach(0..<count, id: \.self) { Button("B\($0)") {} } }.frame(width: 361)
    }
    let many = try Self.render(group(2_000))
    #expect(many.rgbaBytes() == (try Self.render(group(100))).rgbaBytes())
    #expect(many.diagnostics.warnings.map(\.message) == ["ControlGroup has 2000 options side by side, more than SideBySideLimit.limit (100), "
      + "each narrower than a point; the first 100 are drawn. Put the controls that do not fit in a Menu, as iOS's toolbars do"])
    for (style, name) in [(AnyView(group(2_000).controlGroupStyle(.palette)), "ControlGroup (.palette)"),
                          (AnyView(group(2_000).controlGroupStyle(.navigation)), "ControlGroup (.navigation)")] {
      let warnings = try Self.render(style).diagnostics.warnings.map(\.message)
      #expect(warnings.count == 1 && warnings[0].hasPrefix("\(name) has 2000 options side by side"), "\(warnings)")
    }
  }

  /// The tab bar's items are centred in fifths of the width; the More item is the fifth, its title "More".
  @Test func aTabBarOfMoreThanFiveTabsShowsFourAndMore() throws {
    let five = try Self.render(Self.tabs(5))
    let six = try Self.render(Self.tabs(6))
    let many = try Self.render(Self.tabs(10_000))
    Self.save(six, "tabs-6")
    Self.save(many, "tabs-10000")
    #expect(many.rgbaBytes() == six.rgbaBytes(), "10 000 tabs draw as six: four and More")
    let million = try Self.render(Self.tabs(1_000_000))
    #expect(million.rgbaBytes() == six.rgbaBytes() && million.diagnostics.warnings.isEmpty, "a million tabs too (listed up to the view-count limit)")
    #expect(six.rgbaBytes() != five.rgbaBytes())
    #expect(six.diagnostics.warnings.isEmpty && many.diagnostics.warnings.isEmpty)
    // The fifth item: a star for five tabs, three dots for more. The bar starts 49 pt above the bottom; the symbol row is 32 pt.
    func ink(_ image: RasterImage, column: Int) -> [Int] {
      let x0 = (390 * column / 5) * 2, x1 = (390 * (column + 1) / 5) * 2
      var tinted = 0, gray = 0
      for y in (151 * 2)..<(200 * 2) {
        for x in x0..<x1 {
          let p = image.pixel(x: x, y: y)
          if p.b > 200 && p.r < 80 { tinted += 1 } else if abs(Int(p.r) - Int(p.b)) < 8 && p.r < 200 { gray += 1 }
        }
      }
      return [tinted, gray]
    }
    #expect(ink(six, column: 0)[0] > 0, "the first tab is selected: tinted")
    #expect(ink(six, column: 4)[0] == 0 && ink(six, column: 4)[1] > 0, "More is gray while a shown tab is selected")
    let moreSelected = try Self.render(Self.tabs(6, selection: 5))
    Self.save(moreSelected, "tabs-6-more-selected")
    #expect(ink(moreSelected, column: 4)[0] > 0, "More is tinted when a tab behind it is selected")
    #expect(ink(moreSelected, column: 0)[0] == 0)
    #expect(ink(five, column: 4) != ink(six, column: 4), "the fifth item differs: a star, then three dots")
  }
}

/// A grid row of 10 000 cells: each cell's column alignment was looked up among every cell (quadratic: 184 s for the
/// hostile run holding it, in debug); the first `GridLayout.maximumColumns` (1 000) columns are laid out, the cells past
/// them are not drawn, and the row is named.
@Suite struct GridColumnLimitTests {
  @Test func aRowPastTheColumnLimitDrawsItsFirstThousandCellsAndIsNamed() throws {
    func row(_ count: Int) -> some View {
      Grid(horizontalSpacing: 0) {
        GridRow {
          ForEach(0..<count, id: \.self) { _ in Color.blue.frame(width: 0.01, height: 10) }
          Color.red.frame(width: 10, height: 10)
        }
      }
    }
    let within = try ViewRenderer(scale: 1).rasterize(row(999), in: .unspecified)
    #expect(within.diagnostics.warnings.isEmpty)
    #expect(within.pixel(x: within.width - 5, y: 5).r == 255, "the 1 000th cell is drawn: \(within.pixel(x: within.width - 5, y: 5))")
    let past = try ViewRenderer(scale: 1).rasterize(row(10_000), in: .unspecified)
    #expect(past.diagnostics.warnings.map(\.message) == ["GridRow has 10001 cells, more than a Grid lays out (GridLayout.maximumColumns, 1000 columns); "
      + "the cells past the last column are not drawn. Show that many items in a LazyVGrid or LazyHGrid"])
    #expect(!(0..<past.width).contains { past.pixel(x: $0, y: 5).r == 255 && past.pixel(x: $0, y: 5).g < 100 }, "the red cell, past the limit, is not drawn")
  }

  /// The first single-column cell of a column that sets `gridColumnAlignment` sets it for the column.
  @Test func theFirstCellsColumnAlignmentWins() throws {
    let grid = Grid(horizontalSpacing: 0, verticalSpacing: 0) {
      GridRow { Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 40, height: 10) }
      GridRow { Color.clear.frame(width: 10, height: 10); Color.green.frame(width: 10, height: 10).gridColumnAlignment(.trailing) }
      GridRow { Color.clear.frame(width: 10, height: 10); Color.green.frame(width: 10, height: 10).gridColumnAlignment(.leading) }
    }
    let image = try ViewRenderer(scale: 1).rasterize(grid, in: .unspecified)
    #expect(image.width == 50 && image.height == 30)
    for y in [15, 25] {
      #expect(image.pixel(x: 45, y: y).g > 100 && image.pixel(x: 15, y: y).g == 255 && image.pixel(x: 15, y: y).r == 255,
              "row at \(y): trailing, from the first cell that sets it")
    }
  }
}
