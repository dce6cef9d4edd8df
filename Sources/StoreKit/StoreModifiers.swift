import Foundation

/// A button a store view can show: restore purchases, redeem a code, the policies, cancel, sign in.
public struct StoreButtonKind: Hashable, Sendable {
  let name: String
  /// Cancels (closes) the store.
  public static let cancellation = StoreButtonKind(name: "cancellation")
  /// Restores purchases.
  public static let restorePurchases = StoreButtonKind(name: "restorePurchases")
  /// Redeems an offer code.
  public static let redeemCode = StoreButtonKind(name: "redeemCode")
  /// Signs in.
  public static let signIn = StoreButtonKind(name: "signIn")
  /// Shows the terms of service and privacy policy.
  public static let policies = StoreButtonKind(name: "policies")
}

/// A policy a subscription store links to.
public struct SubscriptionStorePolicyKind: Hashable, Sendable {
  let name: String
  /// The privacy policy.
  public static let privacyPolicy = SubscriptionStorePolicyKind(name: "privacyPolicy")
  /// The terms of service.
  public static let termsOfService = SubscriptionStorePolicyKind(name: "termsOfService")
}

/// What a subscription store's button says.
public struct SubscriptionStoreButtonLabel: Hashable, Sendable {
  let parts: [String]
  /// The system's choice.
  public static let automatic = SubscriptionStoreButtonLabel(parts: ["automatic"])
  /// Several lines.
  public static let multiline = SubscriptionStoreButtonLabel(parts: ["multiline"])
  /// One line.
  public static let singleLine = SubscriptionStoreButtonLabel(parts: ["singleLine"])
  /// The action ("Subscribe").
  public static let action = SubscriptionStoreButtonLabel(parts: ["action"])
  /// The subscription's name.
  public static let displayName = SubscriptionStoreButtonLabel(parts: ["displayName"])
  /// The price.
  public static let price = SubscriptionStoreButtonLabel(parts: ["price"])
  /// This label with the action.
  public var action: SubscriptionStoreButtonLabel { SubscriptionStoreButtonLabel(parts: parts + ["action"]) }
  /// This label with the name.
  public var displayName: SubscriptionStoreButtonLabel { SubscriptionStoreButtonLabel(parts: parts + ["displayName"]) }
  /// This label with the price.
  public var price: SubscriptionStoreButtonLabel { SubscriptionStoreButtonLabel(parts: parts + ["price"]) }
  /// This label on several lines.
  public var multiline: SubscriptionStoreButtonLabel { SubscriptionStoreButtonLabel(parts: parts + ["multiline"]) }
  /// This label on one line.
  public var singleLine: SubscriptionStoreButtonLabel { SubscriptionStoreButtonLabel(parts: parts + ["singleLine"]) }
}

/// Where an entitlement or status task is: what its action receives (`.loading`, then a failure: no App Store).
public enum EntitlementTaskState<Value: Sendable>: Sendable {
  /// Loading.
  case loading
  /// Loading failed.
  case failure(any Error)
  /// Loaded.
  case success(Value)

  /// The value, once loaded.
  public var value: Value? { if case .success(let value) = self { value } else { nil } }
}

extension EntitlementTaskState where Value == VerificationResult<Transaction>? {
  /// The transaction of a loaded, verified entitlement.
  public var transaction: Transaction? {
    if case .success(let value) = self, case .verified(let transaction) = value { transaction } else { nil }
  }
}

extension ContainerBackgroundPlacement {
  /// The background of a subscription store, where the store's context puts it: its full height on an iPhone.
  public static let subscriptionStore = ContainerBackgroundPlacement(name: "subscriptionStore", isDrawnByContainer: true)
  /// The background of a subscription store's full height, behind its marketing content and controls, to the screen's edges.
  public static let subscriptionStoreFullHeight = ContainerBackgroundPlacement(name: "subscriptionStoreFullHeight", isDrawnByContainer: true)
  /// The background of a subscription store's header: its marketing content's area.
  public static let subscriptionStoreHeader = ContainerBackgroundPlacement(name: "subscriptionStoreHeader", isDrawnByContainer: true)
}

nonisolated extension View {
  /// Shows or hides store buttons (kept: the loading store draws none).
  public func storeButton(_ visibility: Visibility, for buttonKinds: StoreButtonKind...) -> some View { self }
  /// Sets how subscription stores lay out their options.
  public func subscriptionStoreControlStyle<S: SubscriptionStoreControlStyle>(_ style: S) -> some View { self }
  /// Sets how subscription stores lay out their options, and where the controls go (iOS 18).
  public func subscriptionStoreControlStyle<S: SubscriptionStoreControlStyle>(_ style: S, placement: S.Placement) -> some View { self }
  /// Sets what subscription stores' buttons say.
  public func subscriptionStoreButtonLabel(_ label: SubscriptionStoreButtonLabel) -> some View { self }
  /// Links a policy to a URL.
  public func subscriptionStorePolicyDestination(url: URL, for policy: SubscriptionStorePolicyKind) -> some View { self }
  /// Links a policy to a view.
  public func subscriptionStorePolicyDestination<Destination: View>(for policy: SubscriptionStorePolicyKind,
                                                                    @ViewBuilder destination: () -> Destination) -> some View { self }
  /// Sets the style of the policy links.
  public func subscriptionStorePolicyForegroundStyle<S: ShapeStyle>(_ style: S) -> some View { self }
  /// Sets the styles of the policy links.
  public func subscriptionStorePolicyForegroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View { self }
  /// Sets the icon of each subscription option.
  public func subscriptionStoreControlIcon<Icon: View>(@ViewBuilder icon: @escaping (Product, Product.SubscriptionInfo) -> Icon) -> some View { self }
  /// Sets the picker's item background (iOS 18).
  public func subscriptionStorePickerItemBackground<S: ShapeStyle>(_ backgroundStyle: S) -> some View { self }
  /// Sets the background of the subscription store's controls (iOS 18).
  public func subscriptionStoreControlBackground<S: ShapeStyle>(_ style: S) -> some View { self }
  /// Sets a standard effect behind the subscription store's controls (iOS 17).
  public func subscriptionStoreControlBackground(_ backgroundStyle: SubscriptionStoreControlBackground) -> some View { self }
  /// Sets the options of purchases made in this view.
  public func inAppPurchaseOptions(_ options: ((Product) async -> Set<Product.PurchaseOption>)?) -> some View { self }
  /// Called when a purchase starts (never: nothing is bought).
  public func onInAppPurchaseStart(perform action: ((Product) async -> Void)?) -> some View { self }
  /// Called when a purchase completes (never: nothing is bought).
  public func onInAppPurchaseCompletion(perform action: ((Product, Result<Product.PurchaseResult, any Error>) async -> Void)?) -> some View { self }
  /// Draws a border around product icons.
  public func productIconBorder() -> some View { self }
  /// Loads products while the view shows (none load; the action is not called).
  public func storeProductsTask<C: Collection>(for ids: C, priority: TaskPriority = .medium,
                                               action: @escaping (Product.CollectionTaskState) async -> Void) -> some View
  where C.Element == String { self }
  /// Loads a product's entitlement while the view shows (the action is not called).
  public func currentEntitlementTask(for productID: String, priority: TaskPriority = .medium,
                                     action: @escaping (EntitlementTaskState<VerificationResult<Transaction>?>) async -> Void) -> some View { self }
  /// Loads a subscription group's statuses while the view shows (the action is not called).
  public func subscriptionStatusTask(for groupID: String, priority: TaskPriority = .medium,
                                     action: @escaping (EntitlementTaskState<[Product.SubscriptionInfo.Status]>) async -> Void) -> some View { self }
  /// Presents the subscription management sheet (not drawn: it lives in another window).
  public func manageSubscriptionsSheet(isPresented: Binding<Bool>) -> some View { self }
  /// Presents the subscription management sheet for one subscription group (iOS 17; not drawn).
  public func manageSubscriptionsSheet(isPresented: Binding<Bool>, subscriptionGroupID: String) -> some View { self }
  /// Presents the offer code sheet (not drawn).
  public func offerCodeRedemption(isPresented: Binding<Bool>, onCompletion: @escaping (Result<Void, any Error>) -> Void = { _ in }) -> some View { self }
  /// Presents the refund request sheet (not drawn).
  public func refundRequestSheet(for transactionID: UInt64, isPresented: Binding<Bool>,
                                 onDismiss: ((Result<Transaction.RefundRequestStatus, Transaction.RefundRequestError>) -> Void)? = nil) -> some View { self }
}

extension Product {
  /// Where loading a collection of products is.
  public enum CollectionTaskState: Sendable {
    case loading
    case failure(any Error)
    case success([Product], unavailable: [String])
  }
}

extension Transaction {
  /// How a refund request ended.
  public enum RefundRequestStatus: Sendable { case success, userCancelled }
  /// Why a refund request failed.
  public enum RefundRequestError: Error, Sendable { case duplicateRequest, failed }
}
