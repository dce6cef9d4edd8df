import CompatSupport
import SpecimenUI
import StoreKit

// Left: the full-height gradient fills the whole store, the marketing area's corner (#392694
// near its top, 4, 4) and the controls' area at the bottom (near black at 10, 296) where a store
// without one draws its #F2F2F7 panel. Right: a `.subscriptionStore` background (drawn as the
// full height) fills the store given loaded plans, to its bottom corner (orange at 190, 296).
public let compatCase = CompatCase("SubscriptionStoreFullHeightGradient", width: 400, height: 300,
    probes: [.at(4, 4, "#392694", tolerance: 4), .at(10, 296, "#04030A", tolerance: 4), .at(380, 296, "#FF9500", tolerance: 24)]) {
    HStack(spacing: 0) {
        OrbitPremiumStore().frame(width: 200, height: 300)
        LoadedPlansStore(plans: []).frame(width: 200, height: 300)
    }
}
