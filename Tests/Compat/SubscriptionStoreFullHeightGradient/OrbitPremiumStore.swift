import StoreKit
import SwiftUI

/// The premium screen: marketing copy over a gradient that runs the store's full height, the
/// plans in a compact picker inside the scroll view.
struct OrbitPremiumStore: View {
    @State private var isManaging = false
    private let groupID = "8F21C0DE"
    private let perks = ["Unlimited boards", "Offline sync", "Custom themes"]

    var body: some View {
        SubscriptionStoreView(groupID: groupID) {
            VStack(alignment: .leading, spacing: 10) {
                Label("Orbit Premium", systemImage: "sparkles")
                    .font(.title.bold())
                Text("Everything in Orbit, without limits.")
                    .font(.subheadline)
                    .foregroundStyle(.white.opacity(0.75))
                ForEach(perks, id: \.self) { perk in
                    Label(perk, systemImage: "checkmark.circle.fill")
                        .font(.callout)
                }
            }
            .foregroundStyle(.white)
            .padding(24)
            .frame(maxWidth: .infinity, alignment: .leading)
            .containerBackground(for: .subscriptionStoreFullHeight) {
                LinearGradient(colors: [Color(red: 0.24, green: 0.16, blue: 0.62), .black],
                               startPoint: .top, endPoint: .bottom)
            }
        }
        .backgroundStyle(.clear)
        .subscriptionStoreControlStyle(.compactPicker, placement: .scrollView)
        .subscriptionStoreControlBackground(.gradientMaterial)
        .subscriptionStoreButtonLabel(.multiline.price)
        .subscriptionStorePolicyForegroundStyle(.white)
        .storeButton(.visible, for: .restorePurchases)
        .manageSubscriptionsSheet(isPresented: $isManaging, subscriptionGroupID: groupID)
        .tint(.purple)
    }
}

/// Plans the app already loaded, handed to the store.
struct LoadedPlansStore: View {
    let plans: [Product]

    var body: some View {
        SubscriptionStoreView(subscriptions: plans) {
            Text("Pick a plan")
                .font(.headline)
                .containerBackground(Color.orange.gradient, for: .subscriptionStore)
        }
        .subscriptionStoreControlBackground(Color.white.opacity(0.2))
    }
}
