import Foundation

/// A purchase the App Store recorded. A render has none: every sequence of transactions ends at once.
public struct Transaction: Identifiable, Hashable, Sendable {
  /// The transaction's identifier.
  public let id: UInt64
  /// The identifier of the original purchase.
  public let originalID: UInt64
  /// The product bought.
  public let productID: String
  /// The kind of product.
  public let productType: Product.ProductType
  /// When it was bought.
  public let purchaseDate: Date
  /// When the original purchase was made.
  public let originalPurchaseDate: Date
  /// When a subscription expires.
  public let expirationDate: Date?
  /// When the App Store refunded or revoked it.
  public let revocationDate: Date?
  /// Whether a later purchase upgraded it.
  public let isUpgraded: Bool
  /// The subscription group, for subscriptions.
  public let subscriptionGroupID: String?
  /// The token the app attached to the purchase.
  public let appAccountToken: UUID?
  /// How many were bought.
  public let purchasedQuantity: Int
  /// Whether the person bought it or a family member shares it.
  public let ownershipType: OwnershipType

  /// Tells the App Store the app delivered the purchase.
  public func finish() async {}

  /// The transactions that entitle the person now (none).
  public static var currentEntitlements: Transactions { Transactions() }
  /// Transactions as they arrive (none arrive: the sequence ends at once).
  public static var updates: Transactions { Transactions() }
  /// Every transaction (none).
  public static var all: Transactions { Transactions() }
  /// Transactions not yet finished (none).
  public static var unfinished: Transactions { Transactions() }
  /// The transaction entitling the person to a product (none).
  public static func currentEntitlement(for productID: String) async -> VerificationResult<Transaction>? { nil }
  /// The latest transaction for a product (none).
  public static func latest(for productID: String) async -> VerificationResult<Transaction>? { nil }

  /// Who owns a purchase.
  public struct OwnershipType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The person bought it.
    public static let purchased = OwnershipType(rawValue: "PURCHASED")
    /// A family member shares it.
    public static let familyShared = OwnershipType(rawValue: "FAMILY_SHARED")
  }

  /// An asynchronous sequence of transactions; empty in a render.
  public struct Transactions: AsyncSequence, Sendable {
    public typealias Element = VerificationResult<Transaction>
    /// The sequence's iterator: it ends at once.
    public struct AsyncIterator: AsyncIteratorProtocol {
      public mutating func next() async -> VerificationResult<Transaction>? { nil }
    }
    public func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }
  }
}

/// The App Store: syncing purchases, and the sheets it presents (none present in a render).
public enum AppStore {
  /// Whether the person may make payments (false: there is no App Store).
  public static var canMakePayments: Bool { false }
  /// Syncs the person's purchases with the App Store (nothing to sync).
  public static func sync() async throws {}
  /// Presents the subscription management sheet (nothing is presented).
  public static func showManageSubscriptions(in scene: UIWindowScene) async throws {}
  /// Asks for a review (nothing is presented).
  public static func requestReview(in scene: UIWindowScene) {}
  /// Presents the offer code redemption sheet (nothing is presented).
  public static func presentOfferCodeRedeemSheet(in scene: UIWindowScene) async throws {}
}

/// An action that asks the person to rate the app (`@Environment(\.requestReview)`); a render asks nobody.
public struct RequestReviewAction: Sendable {
  /// Asks for a review.
  public func callAsFunction() {}
}

private struct RequestReviewKey: EnvironmentKey { static let defaultValue = RequestReviewAction() }

/// An action that buys a product (`@Environment(\.purchase)`; iOS 17). There is no App Store in a render, so every
/// purchase ends as `Product.purchase(options:)` does: cancelled by the user.
public struct PurchaseAction: Sendable {
  /// Buys `product`.
  public func callAsFunction(_ product: Product, options: Set<Product.PurchaseOption> = []) async throws -> Product.PurchaseResult {
    try await product.purchase(options: options)
  }
}

extension EnvironmentValues {
  /// The action that asks for a review.
  public var requestReview: RequestReviewAction { self[RequestReviewKey.self] }
  /// The action that buys a product (iOS 17).
  public var purchase: PurchaseAction { PurchaseAction() }
}

/// The iOS 10–17 review prompt (a render asks nobody).
open class SKStoreReviewController: NSObject {
  /// Asks for a review in a scene.
  open class func requestReview(in windowScene: UIWindowScene) {}
  /// Asks for a review (deprecated in iOS 14).
  open class func requestReview() {}
}
