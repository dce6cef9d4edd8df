import Foundation

/// The status of a payment authorization.
public enum PKPaymentAuthorizationStatus: Int, Sendable {
  case success = 0, failure = 1
}

/// A payment the user authorized (a render never has one).
open class PKPayment: NSObject, @unchecked Sendable {
  /// The payment's encrypted token.
  public let token = PKPaymentToken()
}

/// The token of an authorized payment.
open class PKPaymentToken: NSObject, @unchecked Sendable {
  /// The encrypted payment data.
  open var paymentData = Data()
  /// A unique identifier for the transaction.
  open var transactionIdentifier = ""
}

/// The result of a payment authorization an app reports back.
open class PKPaymentAuthorizationResult: NSObject, @unchecked Sendable {
  /// The authorization's status.
  open var status: PKPaymentAuthorizationStatus
  /// The errors that caused a failure.
  open var errors: [any Error]?

  /// Creates a result with a status and errors.
  public init(status: PKPaymentAuthorizationStatus, errors: [any Error]?) {
    self.status = status
    self.errors = errors
    super.init()
  }
}

/// A controller that presents the payment sheet. A render has no wallet: it cannot make payments
/// and `present` reports that nothing was presented.
open class PKPaymentAuthorizationController: NSObject, @unchecked Sendable {
  /// The payment request the controller presents.
  public let paymentRequest: PKPaymentRequest

  /// Creates a controller for a payment request.
  public init(paymentRequest request: PKPaymentRequest) {
    paymentRequest = request
    super.init()
  }

  /// Whether the device supports Apple Pay: a render has no wallet, so `false`.
  open class func canMakePayments() -> Bool { false }
  /// Whether the user can make payments through these networks: a render has no wallet, so `false`.
  open class func canMakePayments(usingNetworks supportedNetworks: [PKPaymentNetwork]) -> Bool { false }
  /// Whether the user can make payments through these networks with these capabilities: `false` in a render.
  open class func canMakePayments(usingNetworks supportedNetworks: [PKPaymentNetwork], capabilities: PKMerchantCapability) -> Bool {
    false
  }

  /// Presents the payment sheet: in a render nothing is presented, and the completion says so.
  open func present(completion: (@Sendable (Bool) -> Void)? = nil) { completion?(false) }
  /// Presents the payment sheet: in a render nothing is presented.
  open func present() async -> Bool { false }
  /// Dismisses the payment sheet.
  open func dismiss(completion: (@Sendable () -> Void)? = nil) { completion?() }
}

/// The user's library of Wallet passes.
open class PKPassLibrary: NSObject, @unchecked Sendable {
  /// Creates the pass library.
  public override init() { super.init() }
  /// Whether the pass library is available: not in a render.
  open class func isPassLibraryAvailable() -> Bool { false }
  /// Opens the interface to set up credit cards for Apple Pay (nothing opens in a render).
  open func openPaymentSetup() {}
}
