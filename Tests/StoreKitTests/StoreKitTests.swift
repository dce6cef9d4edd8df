import Foundation
import Specimen
import StoreKit
import Testing

/// StoreKit without an App Store: nothing loads and every transaction sequence ends, so a view
/// that awaits them finishes; product views draw their loading state, in a custom style too.
@Suite struct StoreKitTests {
  @Test func noProductLoadsAndEverySequenceEnds() async throws {
    #expect(try await Product.products(for: ["a", "b"]).isEmpty)
    var count = 0
    for await _ in StoreKit.Transaction.updates { count += 1 }
    for await _ in StoreKit.Transaction.currentEntitlements { count += 1 }
    #expect(count == 0)
    let entitlement = await StoreKit.Transaction.currentEntitlement(for: "a")
    #expect(entitlement.map { _ in true } == nil)
    try await AppStore.sync()
  }

  /// A style that draws a 30-pt square: red while loading, green once loaded.
  struct StateStyle: ProductViewStyle {
    func makeBody(configuration: Configuration) -> some View {
      switch configuration.state {
      case .loading: Rectangle().fill(.red).frame(width: 30, height: 30)
      default: Rectangle().fill(.green).frame(width: 30, height: 30)
      }
    }
  }

  @Test func aProductViewStyleIsAskedForTheLoadingState() throws {
    let image = try ViewRenderer(scale: 1).rasterize(ProductView(id: "pro").productViewStyle(StateStyle()), in: .unspecified)
    #expect(image.width == 30 && image.height == 30)
    let p = image.pixel(x: 15, y: 15)
    #expect(p.r > 240 && p.g < 80, "red: loading: \(p)")
  }

  @Test func theSystemStylesDrawPlaceholders() throws {
    let renderer = ViewRenderer(scale: 1)
    let compact = try renderer.rasterize(ProductView(id: "pro").productViewStyle(.compact).frame(width: 320), in: .unspecified)
    let regular = try renderer.rasterize(ProductView(id: "pro").productViewStyle(.regular).frame(width: 320), in: .unspecified)
    let large = try renderer.rasterize(ProductView(id: "pro").productViewStyle(.large).frame(width: 320), in: .unspecified)
    // The icon placeholder sets each row's height: 40 and 60 pt; the large card stacks 100 + 15 + 13 + 44 and 3 × 12 of spacing.
    #expect([compact.height, regular.height, large.height] == [40, 60, 208] as [Int])
    let icon = compact.pixel(x: 20, y: 20)
    #expect(icon.r == 219 && icon.b == 221, "the quaternary fill: \(icon)")
  }

  @Test func aStoreDrawsAPlaceholderRowPerProduct() throws {
    let image = try ViewRenderer(scale: 1).rasterize(StoreView(ids: ["a", "b", "c"]).frame(width: 320, height: 400), in: ProposedViewSize(width: 320, height: 400))
    // Rows of 40 pt with 10-pt padding above and below, and a divider between: icons at 30, 91, 152.
    for y in [30, 91, 152] {
      let p = image.pixel(x: 36, y: y)
      #expect(p.r == 219, "row at \(y): \(p)")
    }
    #expect(image.pixel(x: 36, y: 213).r == 255, "no fourth row")
  }
}
