import Foundation
import Specimen
@testable import StoreKit
import Testing

/// A subscription store's container backgrounds and its custom-control-style parts: a full-height
/// background fills the whole store (the controls over it, no panel), a header background the
/// marketing area, and neither draws outside a store; options read their product's properties.
@Suite struct SubscriptionStoreBackgroundTests {
  let size = ProposedViewSize(width: 320, height: 480)
  /// #3319A0 and #FF8000: colours no store part draws.
  let indigo = Color(red: 0.2, green: 0.1, blue: 0.627)
  let orange = Color(red: 1, green: 0.5, blue: 0)

  func render<V: View>(_ view: V) throws -> RasterImage {
    try ViewRenderer(scale: 1).rasterize(view.frame(width: 320, height: 480), in: size)
  }

  @Test func aFullHeightBackgroundFillsTheStoreBehindItsControls() throws {
    let image = try render(SubscriptionStoreView(groupID: "g") {
      Text("Go Pro").containerBackground(for: .subscriptionStoreFullHeight) { indigo }
    })
    // The corners of the marketing area, then the controls' area (the bottom 140 pt), where the panel was.
    for (x, y) in [(4, 4), (315, 300), (10, 470), (310, 475)] {
      let p = image.pixel(x: x, y: y)
      #expect(p.r == 51 && p.g == 25 && p.b == 160, "(\(x), \(y)): \(p)")
    }
  }

  @Test func withoutOneTheControlsSitOnTheirPanel() throws {
    let image = try render(SubscriptionStoreView(groupID: "g") { Text("Go Pro") })
    let panel = image.pixel(x: 10, y: 470), top = image.pixel(x: 4, y: 4)
    #expect(panel.r == 242 && panel.g == 242 && panel.b == 247, "the secondary system background: \(panel)")
    #expect(top.r == 255 && top.g == 255 && top.b == 255, "\(top)")
  }

  @Test func aHeaderBackgroundFillsTheMarketingAreaOnly() throws {
    let image = try render(SubscriptionStoreView(productIDs: ["m", "y"]) {
      Text("Go Pro").containerBackground(orange, for: .subscriptionStoreHeader)
    })
    // The marketing area is the store's height less the 140-pt controls: y 0 to 340.
    for (x, y) in [(4, 4), (315, 335)] {
      let p = image.pixel(x: x, y: y)
      #expect(p.r == 255 && p.g == 128 && p.b == 0, "(\(x), \(y)): \(p)")
    }
    let panel = image.pixel(x: 10, y: 470)
    #expect(panel.r == 242 && panel.b == 247, "the panel stays: \(panel)")
  }

  @Test func aStoreBackgroundOutsideAStoreDrawsNothing() throws {
    let image = try render(Text("Go Pro").padding(40).containerBackground(indigo, for: .subscriptionStoreFullHeight))
    let p = image.pixel(x: 150, y: 200)
    #expect(p.r == 255 && p.g == 255 && p.b == 255, "\(p)")
  }

  @Test func aWidgetBackgroundIsStillDrawnBehindItsView() throws {
    let image = try ViewRenderer(scale: 1).rasterize(Color.clear.frame(width: 40, height: 40).containerBackground(orange, for: .widget),
                                                     in: .unspecified)
    let p = image.pixel(x: 20, y: 20)
    #expect(p.r == 255 && p.g == 128 && p.b == 0, "\(p)")
  }

  func yearly() -> Product {
    Product(id: "pro.yearly", type: .autoRenewable, displayName: "Pro Yearly", description: "All features", displayPrice: "$29.99",
            price: 29.99, subscription: .init(subscriptionGroupID: "g", subscriptionPeriod: .init(value: 1, unit: .year),
                                               introductoryOffer: nil, promotionalOffers: []),
            isFamilyShareable: true)
  }

  @Test func optionsReadTheirProductAndSubscription() throws {
    let option = try #require(SubscriptionStoreControlStyleConfiguration.Option(yearly()))
    #expect(option.displayName == "Pro Yearly" && option.isFamilyShareable && option.subscriptionPeriod.unit == .year)
    let picked = SubscriptionStoreControlStyleConfiguration.PickerOption(option: option, isSelected: true)
    #expect(picked.displayPrice == "$29.99" && picked.subscriptionGroupID == "g")
    let consumable = Product(id: "coins", type: .consumable, displayName: "Coins", description: "", displayPrice: "$1",
                             price: 1, subscription: nil, isFamilyShareable: false)
    #expect(SubscriptionStoreControlStyleConfiguration.Option(consumable) == nil, "only subscriptions are options")
  }

  @Test func aPickerDrawsARowPerOptionThenTheSelectedOnesConfirmation() throws {
    let option = try #require(SubscriptionStoreControlStyleConfiguration.Option(yearly()))
    let configuration = SubscriptionStoreControlStyleConfiguration(options: [option])
    let picker = SubscriptionStorePicker(configuration) { row in
      (row.isSelected ? orange : indigo).frame(width: 100, height: 30)
    } confirmation: { _ in
      indigo.frame(width: 100, height: 20)
    }
    let image = try ViewRenderer(scale: 1).rasterize(picker, in: .unspecified)
    // The selected row (the first option, with no binding), 12 pt of spacing, then the confirmation.
    #expect(image.width == 100 && image.height == 62)
    #expect(image.pixel(x: 50, y: 15).g == 128, "the row, selected: \(image.pixel(x: 50, y: 15))")
    #expect(image.pixel(x: 50, y: 52).b == 160, "the confirmation: \(image.pixel(x: 50, y: 52))")
    let empty = try ViewRenderer(scale: 1).rasterize(
      SubscriptionStorePicker(SubscriptionStoreControlStyleConfiguration()) { _ in orange } confirmation: { _ in orange }
        .frame(width: 100, height: 62), in: .unspecified)
    let p = empty.pixel(x: 50, y: 31)
    #expect(p.r == 255 && p.g == 255 && p.b == 255, "no options (a render's store): nothing drawn: \(p)")
  }
}
