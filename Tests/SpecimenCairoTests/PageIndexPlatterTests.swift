import Foundation
import SpecimenUI
import Testing

/// `.indexViewStyle(.page(backgroundDisplayMode: .always))` puts a paged `TabView`'s white dots on a
/// dark translucent capsule, so they show on a light page; the default keeps the dots alone, as iOS
/// does at rest.
@Suite struct PageIndexPlatterTests {
  private func pager(_ style: PageIndexViewStyle?) -> some View {
    let tabs = TabView {
      Text("One").tag(0)
      Text("Two").tag(1)
      Text("Three").tag(2)
    }
    .tabViewStyle(.page(indexDisplayMode: .always))
    return Group {
      if let style { tabs.indexViewStyle(style) } else { tabs }
    }
    .frame(width: 200, height: 120)
  }

  @Test func alwaysDrawsThePlatterBehindTheDots() throws {
    let image = try Render.image(pager(.page(backgroundDisplayMode: .always)), scale: 1)
    // Three 8 pt dots 8 pt apart are 40 pt wide, centred at x = 100, their centres 14 pt above the bottom.
    // Between the first two dots (x = 88) lies the platter: white under black at 25 % is 191.
    expectPixel(image, 88, 106, Pixel(191, 191, 191), tolerance: 2)
    // The platter reaches 12 pt past the dots (x = 68…132) and is 26 pt tall (y = 93…119).
    expectPixel(image, 72, 106, Pixel(191, 191, 191), tolerance: 2)
    expectPixel(image, 60, 106, Pixel(255, 255, 255))
    expectPixel(image, 100, 90, Pixel(255, 255, 255))
    // The current page's dot stays white on it.
    expectPixel(image, 84, 106, Pixel(255, 255, 255), tolerance: 2)
  }

  @Test func theDefaultDrawsNoPlatter() throws {
    for style in [nil, PageIndexViewStyle.page(backgroundDisplayMode: .interactive)] {
      let image = try Render.image(pager(style), scale: 1)
      expectPixel(image, 88, 106, Pixel(255, 255, 255))
    }
  }
}
