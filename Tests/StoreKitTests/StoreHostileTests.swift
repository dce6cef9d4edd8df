import Foundation
import Specimen
import StoreKit
import Testing

/// StoreKit views over hostile collections and identifiers draw their loading state: a store of 100 000 product
/// identifiers draws its first `StoreView.maxShown` rows, a 100 000-character identifier and a subscription store of
/// 100 000 products draw as any other.
@Suite struct StoreHostileTests {
  @Test func aStoreOfAHundredThousandIdentifiersDrawsItsFirstRows() throws {
    let ids = (0..<100_000).map { "product.\($0)" }
    let proposal = ProposedViewSize(width: 320, height: 400)
    let many = try ViewRenderer(scale: 1).rasterize(StoreView(ids: ids).frame(width: 320, height: 400), in: proposal)
    let three = try ViewRenderer(scale: 1).rasterize(StoreView(ids: ids.prefix(3)).frame(width: 320, height: 400), in: proposal)
    #expect(many.width == 320 && many.height == 400)
    // The rows fill the store from the top: the 4th row's icon (at 213) is drawn, as with 200 rows laid out.
    #expect(many.pixel(x: 36, y: 213).r == 219 && three.pixel(x: 36, y: 213).r == 255)
    #expect(many.diagnostics.errors.isEmpty)
    #expect(many.diagnostics.warnings.map(\.message) == ["StoreView has 100000 products, more than StoreView.maxShown (200); the first 200 "
      + "are drawn. Give the store at most 200 products (a screen shows about 8), or split them into several stores"])
    #expect(three.diagnostics.warnings.isEmpty)
    let full = try ViewRenderer(scale: 1).rasterize(StoreView(ids: ids.prefix(200)).frame(width: 320, height: 400), in: proposal)
    #expect(full.diagnostics.warnings.isEmpty && full.rgbaBytes() == many.rgbaBytes(), "200 products are all drawn, silently")
  }

  @Test func hugeIdentifiersAndSubscriptionStoresDraw() throws {
    let renderer = ViewRenderer(scale: 1)
    let plain = try renderer.rasterize(ProductView(id: "pro").productViewStyle(.compact).frame(width: 320), in: .unspecified)
    let long = try renderer.rasterize(ProductView(id: String(repeating: "p", count: 100_000)).productViewStyle(.compact).frame(width: 320), in: .unspecified)
    #expect(long.rgbaBytes() == plain.rgbaBytes(), "an identifier is never drawn while its product loads")
    let store = try renderer.rasterize(SubscriptionStoreView(productIDs: (0..<100_000).map { "s\($0)" }).frame(width: 320, height: 400),
                                       in: ProposedViewSize(width: 320, height: 400))
    let group = try renderer.rasterize(SubscriptionStoreView(groupID: "").frame(width: 320, height: 400), in: ProposedViewSize(width: 320, height: 400))
    #expect(store.rgbaBytes() == group.rgbaBytes())
  }
}
