import Foundation
import StoreKit

@MainActor
final class StoreModel: ObservableObject {
    static let proMonthly = "com.example.notes.pro.monthly"
    static let proYearly = "com.example.notes.pro.yearly"
    static let tipJar = "com.example.notes.tip"

    @Published private(set) var products: [Product] = []
    @Published private(set) var purchasedIDs: Set<String> = []
    @Published var errorMessage: String?
    private var updatesTask: Task<Void, Never>?

    init() {
        updatesTask = Task { [weak self] in
            for await result in StoreKit.Transaction.updates {
                await self?.handle(result)
            }
        }
    }

    deinit {
        updatesTask?.cancel()
    }

    var isPro: Bool { !purchasedIDs.isDisjoint(with: [Self.proMonthly, Self.proYearly]) }

    func load() async {
        do {
            products = try await Product.products(for: [Self.proMonthly, Self.proYearly, Self.tipJar])
                .sorted { $0.price < $1.price }
        } catch {
            errorMessage = error.localizedDescription
        }
        await refreshEntitlements()
    }

    func buy(_ product: Product) async throws {
        switch try await product.purchase() {
        case .success(let verification):
            await handle(verification)
        case .userCancelled, .pending:
            break
        @unknown default:
            break
        }
    }

    func restore() async {
        try? await AppStore.sync()
        await refreshEntitlements()
    }

    private func refreshEntitlements() async {
        var ids: Set<String> = []
        for await result in StoreKit.Transaction.currentEntitlements {
            if case .verified(let transaction) = result, transaction.revocationDate == nil {
                ids.insert(transaction.productID)
            }
        }
        purchasedIDs = ids
    }

    private func handle(_ result: VerificationResult<StoreKit.Transaction>) async {
        guard case .verified(let transaction) = result else { return }
        purchasedIDs.insert(transaction.productID)
        await transaction.finish()
    }
}
