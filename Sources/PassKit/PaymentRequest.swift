import Foundation

/// The payment networks a request supports.
public struct PKPaymentNetwork: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }
  public static let amex = PKPaymentNetwork("AmEx")
  public static let discover = PKPaymentNetwork("Discover")
  public static let masterCard = PKPaymentNetwork("MasterCard")
  public static let visa = PKPaymentNetwork("Visa")
  public static let maestro = PKPaymentNetwork("Maestro")
  public static let JCB = PKPaymentNetwork("JCB")
  public static let chinaUnionPay = PKPaymentNetwork("ChinaUnionPay")
  public static let interac = PKPaymentNetwork("Interac")
  public static let eftpos = PKPaymentNetwork("Eftpos")
  public static let electron = PKPaymentNetwork("Electron")
  public static let vPay = PKPaymentNetwork("VPay")
  public static let cartesBancaires = PKPaymentNetwork("CartesBancaires")
}

/// The payment processing protocols and card types a merchant supports.
public struct PKMerchantCapability: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// Support for the 3-D Secure protocol.
  public static let threeDSecure = PKMerchantCapability(rawValue: 1 << 0)
  /// Support for the EMV protocol.
  public static let emv = PKMerchantCapability(rawValue: 1 << 1)
  /// Support for credit cards.
  public static let credit = PKMerchantCapability(rawValue: 1 << 2)
  /// Support for debit cards.
  public static let debit = PKMerchantCapability(rawValue: 1 << 3)
  /// Support for instant fund-out transfers.
  public static let instantFundsOut = PKMerchantCapability(rawValue: 1 << 7)
  /// The Objective-C name of `threeDSecure`.
  public static let capability3DS = threeDSecure
  /// The Objective-C name of `emv`.
  public static let capabilityEMV = emv
  /// The Objective-C name of `credit`.
  public static let capabilityCredit = credit
  /// The Objective-C name of `debit`.
  public static let capabilityDebit = debit
}

/// The contact fields a request asks for.
public struct PKContactField: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let postalAddress = PKContactField(rawValue: "post")
  public static let emailAddress = PKContactField(rawValue: "email")
  public static let phoneNumber = PKContactField(rawValue: "phone")
  public static let name = PKContactField(rawValue: "name")
  public static let phoneticName = PKContactField(rawValue: "phoneticName")
}

/// The type of a summary item: final, or pending (an amount not yet known).
public enum PKPaymentSummaryItemType: UInt, Sendable {
  case final = 0, pending = 1
}

/// An object that defines a summary item in a payment request, such as total, tax, discount, or grand total.
open class PKPaymentSummaryItem: NSObject, @unchecked Sendable {
  /// A short description of the item.
  open var label: String
  /// The summary item's amount.
  open var amount: NSDecimalNumber
  /// A value that indicates whether the amount is final or pending.
  open var type: PKPaymentSummaryItemType

  /// Creates a summary item with a label and amount (a final amount).
  public convenience init(label: String, amount: NSDecimalNumber) {
    self.init(label: label, amount: amount, type: .final)
  }

  /// Creates a summary item with a label, amount and type.
  public init(label: String, amount: NSDecimalNumber, type: PKPaymentSummaryItemType) {
    self.label = label
    self.amount = amount
    self.type = type
    super.init()
  }
}

/// A shipping method a request offers.
open class PKShippingMethod: PKPaymentSummaryItem, @unchecked Sendable {
  /// A unique identifier for the shipping method.
  open var identifier: String?
  /// A user-readable description of the shipping method.
  open var detail: String?
}

/// A summary item for a recurring payment.
open class PKRecurringPaymentSummaryItem: PKPaymentSummaryItem, @unchecked Sendable {
  /// The date of the first payment.
  open var startDate: Date?
  /// The date of the final payment.
  open var endDate: Date?
  /// The number of calendar units between payments.
  open var intervalCount: Int = 1
}

/// A request for a recurring payment.
open class PKRecurringPaymentRequest: NSObject, @unchecked Sendable {
  /// A description of the recurring payment that Apple Pay shows.
  open var paymentDescription: String
  /// The regular billing cycle.
  open var regularBilling: PKRecurringPaymentSummaryItem
  /// The URL of a web page where the user can update or delete the payment method.
  open var managementURL: URL
  /// An optional trial billing cycle.
  open var trialBilling: PKRecurringPaymentSummaryItem?
  /// An optional description of the billing agreement.
  open var billingAgreement: String?

  /// Creates a recurring payment request.
  public init(paymentDescription: String, regularBilling: PKRecurringPaymentSummaryItem, managementURL: URL) {
    self.paymentDescription = paymentDescription
    self.regularBilling = regularBilling
    self.managementURL = managementURL
    super.init()
  }
}

/// A request for payment that includes information about payment-processing capabilities, the
/// payment amount, and shipping information.
open class PKPaymentRequest: NSObject, @unchecked Sendable {
  /// The merchant identifier registered for Apple Pay.
  open var merchantIdentifier: String = ""
  /// The two-letter ISO 3166 country code.
  open var countryCode: String = ""
  /// The three-letter ISO 4217 currency code.
  open var currencyCode: String = ""
  /// The payment networks the merchant supports.
  open var supportedNetworks: [PKPaymentNetwork] = []
  /// The payment processing protocols and card types the merchant supports.
  open var merchantCapabilities: PKMerchantCapability = []
  /// The items that summarize the amount of the payment.
  open var paymentSummaryItems: [PKPaymentSummaryItem] = []
  /// The shipping methods the user can choose from.
  open var shippingMethods: [PKShippingMethod]?
  /// The billing contact fields the user must provide.
  open var requiredBillingContactFields: Set<PKContactField> = []
  /// The shipping contact fields the user must provide.
  open var requiredShippingContactFields: Set<PKContactField> = []
  /// Application-specific data the payment's token includes.
  open var applicationData: Data?
  /// A recurring payment the request asks for.
  open var recurringPaymentRequest: PKRecurringPaymentRequest?

  /// Creates an empty payment request.
  public override init() { super.init() }
}
