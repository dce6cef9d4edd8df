import CompatSupport
import SpecimenUI
import StoreKit

// The header background fills the marketing area only (#D9F2E6 at its corners, 4, 4 and 316, 150),
// the teal book above the title; the plans still load (a store's controls need loaded products,
// so the custom style is not asked to draw), so the controls' panel keeps #F2F2F7 (10, 290).
public let compatCase = CompatCase("SubscriptionStoreCustomPickerStyle", width: 320, height: 300,
    probes: [.at(4, 4, "#D9F2E6"), .at(316, 150, "#D9F2E6"), .at(10, 290, "#F2F2F7")]) {
    JournalProStore()
}
