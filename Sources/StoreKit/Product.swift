import Foundation

/// An in-app purchase from the App Store. A render has no App Store, so none is ever loaded:
/// `Product.products(for:)` returns no products.
public struct Product: Identifiable, Hashable, Sendable {
  /// The product's identifier.
  public let id: String
  /// What kind of purchase it is.
  public let type: ProductType
  /// The localized name.
  public let displayName: String
  /// The localized description.
  public let description: String
  /// The localized price.
  public let displayPrice: String
  /// The price in the storefront's currency.
  public let price: Decimal
  /// The subscription's details, for auto-renewable subscriptions.
  public let subscription: SubscriptionInfo?
  /// Whether family members share the purchase.
  public let isFamilyShareable: Bool

  /// Loads the products with these identifiers from the App Store (there is none: no products).
  public static func products<Identifiers: Collection>(for identifiers: Identifiers) async throws -> [Product]
  where Identifiers.Element == String {
    []
  }

  /// Buys the product (never reached: no product loads).
  public func purchase(options: Set<PurchaseOption> = []) async throws -> PurchaseResult { .userCancelled }

  /// The latest transaction for the product, if any (none).
  public var latestTransaction: VerificationResult<Transaction>? { get async { nil } }
  /// The current entitlement to the product, if any (none).
  public var currentEntitlement: VerificationResult<Transaction>? { get async { nil } }

  /// The kind of an in-app purchase.
  public struct ProductType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Used up once bought (coins).
    public static let consumable = ProductType(rawValue: "Consumable")
    /// Bought once, kept (a pro unlock).
    public static let nonConsumable = ProductType(rawValue: "Non-Consumable")
    /// A subscription that renews itself.
    public static let autoRenewable = ProductType(rawValue: "Auto-Renewable Subscription")
    /// A subscription that does not renew.
    public static let nonRenewable = ProductType(rawValue: "Non-Renewing Subscription")
  }

  /// An option of a purchase.
  public struct PurchaseOption: Hashable, Sendable {
    let name: String
    /// Ties the purchase to an account of the app's.
    public static func appAccountToken(_ token: UUID) -> PurchaseOption { PurchaseOption(name: token.uuidString) }
    /// How many to buy.
    public static func quantity(_ quantity: Int) -> PurchaseOption { PurchaseOption(name: "quantity \(quantity)") }
    /// Simulates Ask to Buy in the sandbox.
    public static func simulatesAskToBuyInSandbox(_ simulatesAskToBuy: Bool) -> PurchaseOption { PurchaseOption(name: "askToBuy") }
  }

  /// How a purchase ended.
  public enum PurchaseResult: Sendable {
    /// Bought: the transaction, verified or not.
    case success(VerificationResult<Transaction>)
    /// The person cancelled.
    case userCancelled
    /// Waiting for approval (Ask to Buy).
    case pending
  }

  /// Where a product's loading is: the state a `ProductView` style draws.
  public enum TaskState: Sendable {
    /// Loading (what a render shows: there is no App Store).
    case loading
    /// The product does not exist.
    case unavailable
    /// Loaded.
    case success(Product)
    /// Loading failed.
    case failure(any Error)

    /// The product, once loaded.
    public var product: Product? { if case .success(let product) = self { product } else { nil } }
  }

  /// An auto-renewable subscription's group, period and offers.
  public struct SubscriptionInfo: Hashable, Sendable {
    /// The subscription group.
    public let subscriptionGroupID: String
    /// How long a period lasts.
    public let subscriptionPeriod: SubscriptionPeriod
    /// The introductory offer, if any.
    public let introductoryOffer: SubscriptionOffer?
    /// The promotional offers.
    public let promotionalOffers: [SubscriptionOffer]

    /// Whether the person may take the introductory offer (false: there is no account).
    public var isEligibleForIntroOffer: Bool { get async { false } }
    /// The statuses of the subscription group (none).
    public var status: [Status] { get async throws { [] } }
    /// The statuses of a subscription group (none).
    public static func status(for groupID: String) async throws -> [Status] { [] }

    /// A subscription's state and its latest transaction.
    public struct Status: Hashable, Sendable {
      /// The renewal state.
      public let state: RenewalState
      /// The latest transaction.
      public let transaction: VerificationResult<Transaction>
      /// The renewal details.
      public let renewalInfo: VerificationResult<RenewalInfo>
    }

    /// The state of a subscription.
    public struct RenewalState: RawRepresentable, Hashable, Sendable {
      public let rawValue: Int
      public init(rawValue: Int) { self.rawValue = rawValue }
      public static let subscribed = RenewalState(rawValue: 1)
      public static let expired = RenewalState(rawValue: 2)
      public static let inBillingRetryPeriod = RenewalState(rawValue: 3)
      public static let inGracePeriod = RenewalState(rawValue: 4)
      public static let revoked = RenewalState(rawValue: 5)
    }

    /// A subscription's renewal details.
    public struct RenewalInfo: Hashable, Sendable {
      /// Whether it renews.
      public let willAutoRenew: Bool
      /// The product it renews as.
      public let autoRenewPreference: String?
      /// The product it is.
      public let currentProductID: String
    }
  }

  /// A length of time a subscription lasts.
  public struct SubscriptionPeriod: Hashable, Sendable {
    /// How many units.
    public let value: Int
    /// The unit.
    public let unit: Unit
    /// A unit of a period.
    public enum Unit: Hashable, Sendable { case day, week, month, year }
  }

  /// A subscription offer: its price and period.
  public struct SubscriptionOffer: Hashable, Sendable {
    /// The offer's identifier (nil for an introductory offer).
    public let id: String?
    /// The localized price.
    public let displayPrice: String
    /// The price.
    public let price: Decimal
    /// The period.
    public let period: SubscriptionPeriod
    /// How many periods.
    public let periodCount: Int
  }
}

/// A value signed by the App Store, verified or not.
public enum VerificationResult<SignedType: Sendable>: Sendable {
  /// The signature did not verify.
  case unverified(SignedType, VerificationError)
  /// The signature verified.
  case verified(SignedType)

  /// The value, verified or not.
  public var unsafePayloadValue: SignedType {
    switch self {
    case .unverified(let value, _), .verified(let value): value
    }
  }

  /// The value when verified; throws the error when not.
  public var payloadValue: SignedType {
    get throws {
      switch self {
      case .verified(let value): return value
      case .unverified(_, let error): throw error
      }
    }
  }

  /// The date the App Store signed the value: a render has no App Store, so no value is ever signed
  /// and this is the reference date renders use for "now" (2007-01-01, UTC).
  public var signedDate: Date { Date(timeIntervalSinceReferenceDate: 0) }

  /// The JSON Web Signature the value came in: empty, as nothing is signed in a render.
  public var jwsRepresentation: String { "" }

  /// The signed data's header, payload and signature: empty, as nothing is signed in a render.
  public var headerData: Data { Data() }
  /// The signed payload data: empty, as nothing is signed in a render.
  public var payloadData: Data { Data() }
  /// The header and payload that were signed: empty, as nothing is signed in a render.
  public var signedData: Data { Data() }
  /// The device verification value: empty, as nothing is signed in a render.
  public var deviceVerification: Data { Data() }
  /// The device verification nonce: the nil UUID, as nothing is signed in a render.
  public var deviceVerificationNonce: UUID { UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)) }

  /// Why a signature did not verify.
  public enum VerificationError: Error, Hashable, Sendable {
    case revokedCertificate, invalidCertificateChain, invalidDeviceVerification, invalidEncoding, invalidSignature, missingRequiredProperties
  }
}

extension VerificationResult: Equatable where SignedType: Equatable {}
extension VerificationResult: Hashable where SignedType: Hashable {}

/// Errors StoreKit throws.
public enum StoreKitError: Error, Sendable {
  case unknown, userCancelled, networkError(URLError), systemError(any Error), notAvailableInStorefront, notEntitled
}
