import PassKit
import SwiftUI

struct CartLine: Identifiable {
    let id: Int
    let name: String
    let unitPrice: Decimal
    var quantity: Int
}

/// Builds the Apple Pay request from the cart, as a checkout model would.
struct ApplePayCheckout {
    let networks: [PKPaymentNetwork] = [.visa, .masterCard, .amex]

    var isAvailable: Bool {
        PKPaymentAuthorizationController.canMakePayments(usingNetworks: networks, capabilities: .threeDSecure)
    }

    func request(total: Decimal, lines: [CartLine]) -> PKPaymentRequest {
        let request = PKPaymentRequest()
        request.merchantIdentifier = "merchant.com.example.beans"
        request.countryCode = "US"
        request.currencyCode = "USD"
        request.supportedNetworks = networks
        request.merchantCapabilities = .threeDSecure
        request.requiredShippingContactFields = [.name, .postalAddress]
        let delivery = PKShippingMethod(label: "Courier", amount: 4.5)
        delivery.identifier = "courier"
        delivery.detail = "Tomorrow"
        request.shippingMethods = [delivery]
        request.paymentSummaryItems = lines.map {
            PKPaymentSummaryItem(label: $0.name, amount: NSDecimalNumber(decimal: $0.unitPrice * Decimal($0.quantity)))
        } + [PKPaymentSummaryItem(label: "Bean Club", amount: NSDecimalNumber(decimal: total), type: .final)]
        return request
    }
}

struct CheckoutSummaryView: View {
    @State var lines: [CartLine]
    @State private var couponCode = ""
    @State private var discount: Decimal = 0
    private let checkout = ApplePayCheckout()

    private var subtotal: Decimal { lines.reduce(0) { $0 + $1.unitPrice * Decimal($1.quantity) } }
    private var total: Decimal { subtotal - discount }

    var body: some View {
        VStack(spacing: 14) {
            VStack(spacing: 8) {
                ForEach($lines) { $line in
                    HStack {
                        Text("\(line.quantity)×").monospacedDigit().foregroundStyle(.secondary)
                        Text(line.name)
                        Spacer()
                        Text(line.unitPrice * Decimal(line.quantity), format: .currency(code: "USD"))
                    }
                    .font(.subheadline)
                }
                Divider()
                HStack {
                    Text("Total").font(.headline)
                    Spacer()
                    Text(total, format: .currency(code: "USD")).font(.headline)
                }
            }
            .padding(14)
            .background(.background, in: RoundedRectangle(cornerRadius: 14))

            HStack(spacing: 8) {
                TextField("Coupon code", text: $couponCode)
                    .textFieldStyle(.roundedBorder)
                    .textInputAutocapitalization(.characters)
                Button("Apply") { discount = couponCode == "BEANS10" ? subtotal / 10 : 0 }
                    .buttonStyle(.bordered)
                    .disabled(couponCode.isEmpty)
            }

            Group {
                if checkout.isAvailable {
                    PayWithApplePayButton(.checkout, request: checkout.request(total: total, lines: lines)) { phase in
                        if case .didAuthorize(_, let resultHandler) = phase {
                            resultHandler(PKPaymentAuthorizationResult(status: .success, errors: nil))
                        }
                    }
                } else {
                    PayWithApplePayButton(.setUp) {
                        PKPassLibrary().openPaymentSetup()
                    }
                }
            }
            .payWithApplePayButtonStyle(.whiteOutline)
            .frame(height: 48)
        }
        .padding(16)
        .frame(maxHeight: .infinity, alignment: .top)
        .background(Color(.systemGroupedBackground))
    }
}
