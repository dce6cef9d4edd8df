import SwiftUI
import StoreKit

struct PaywallView: View {
    @StateObject private var store = StoreModel()
    @Environment(\.requestReview) private var requestReview

    var body: some View {
        SubscriptionStoreView(groupID: "21345678") {
            VStack(spacing: 8) {
                Image(systemName: "star.fill")
                    .font(.system(size: 40))
                    .foregroundStyle(.yellow)
                Text("Notes Pro")
                    .font(.title2.bold())
                Text("Unlimited notebooks and sync")
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            }
        }
        .subscriptionStoreControlStyle(.prominentPicker)
        .subscriptionStoreButtonLabel(.multiline.price)
        .storeButton(.visible, for: .restorePurchases)
        .storeButton(.hidden, for: .cancellation)
        .subscriptionStorePolicyDestination(url: URL(string: "https://example.com/terms")!, for: .termsOfService)
        .subscriptionStorePolicyDestination(url: URL(string: "https://example.com/privacy")!, for: .privacyPolicy)
        .onInAppPurchaseCompletion { _, result in
            if case .success(.success) = result {
                requestReview()
            }
        }
        .task { await store.load() }
    }
}

struct TipProductStyle: ProductViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        switch configuration.state {
        case .loading:
            RoundedRectangle(cornerRadius: 10)
                .fill(.orange.opacity(0.25))
                .frame(height: 60)
        case .success(let product):
            HStack {
                configuration.icon
                Text(product.displayName)
                Spacer()
                Button(product.displayPrice) { configuration.purchase() }
                    .buttonStyle(.borderedProminent)
            }
        default:
            ProductView(configuration)
        }
    }
}

struct TipJarView: View {
    var body: some View {
        VStack(spacing: 16) {
            ProductView(id: StoreModel.tipJar) {
                Image(systemName: "cup.and.saucer.fill")
                    .foregroundStyle(.brown)
            }
            .productViewStyle(TipProductStyle())
            ProductView(id: StoreModel.proYearly)
                .productViewStyle(.compact)
            Button("Rate the app") {
                SKStoreReviewController.requestReview()
            }
        }
        .padding()
    }
}
