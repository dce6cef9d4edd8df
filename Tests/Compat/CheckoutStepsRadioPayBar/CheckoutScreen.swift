import SwiftUI

struct CartLine: Identifiable {
    let id = UUID()
    let name: String
    let price: Decimal
    var quantity: Int
}

enum PaymentMethod: String, CaseIterable, Identifiable {
    case card = "Credit card"
    case applePay = "Apple Pay"
    case cash = "Cash on delivery"
    var id: Self { self }
    var symbol: String {
        switch self {
        case .card: "creditcard"
        case .applePay: "apple.logo"
        case .cash: "banknote"
        }
    }
}

/// Cart, shipping, payment: done steps filled, the current one ringed, joined by lines.
struct CheckoutSteps: View {
    let titles: [String]
    let current: Int

    var body: some View {
        HStack(spacing: 0) {
            ForEach(titles.indices, id: \.self) { index in
                VStack(spacing: 4) {
                    ZStack {
                        Circle()
                            .fill(index < current ? Color.green : Color.white)
                        Circle()
                            .strokeBorder(index <= current ? Color.green : Color(.systemGray4), lineWidth: 2)
                        if index < current {
                            Image(systemName: "checkmark")
                                .font(.caption2.weight(.heavy))
                                .foregroundStyle(.white)
                        }
                    }
                    .frame(width: 22, height: 22)
                    Text(titles[index])
                        .font(.caption2)
                        .foregroundStyle(index <= current ? .primary : .secondary)
                }
                if index < titles.count - 1 {
                    Rectangle()
                        .fill(index < current ? Color.green : Color(.systemGray4))
                        .frame(height: 2)
                        .padding(.bottom, 16)
                }
            }
        }
    }
}

struct RadioRow: View {
    let method: PaymentMethod
    @Binding var selection: PaymentMethod

    var body: some View {
        Button {
            selection = method
        } label: {
            HStack {
                Image(systemName: selection == method ? "largecircle.fill.circle" : "circle")
                    .foregroundStyle(selection == method ? Color.accentColor : Color.secondary)
                Label(method.rawValue, systemImage: method.symbol)
                Spacer()
            }
            .contentShape(Rectangle())
        }
        .buttonStyle(.plain)
    }
}

struct CheckoutView: View {
    @State var lines: [CartLine]
    @State var method: PaymentMethod
    @State var promo = "SPRING10"
    let shipping: Decimal

    private var subtotal: Decimal { lines.reduce(0) { $0 + $1.price * Decimal($1.quantity) } }

    var body: some View {
        Form {
            Section {
                CheckoutSteps(titles: ["Cart", "Shipping", "Payment"], current: 2)
                    .listRowBackground(Color.clear)
            }
            Section("Items") {
                ForEach($lines) { $line in
                    Stepper {
                        LabeledContent(line.name) {
                            Text("×\(line.quantity)")
                        }
                    } onIncrement: {
                        line.quantity += 1
                    } onDecrement: {
                        line.quantity = max(1, line.quantity - 1)
                    }
                }
            }
            Section("Payment") {
                ForEach(PaymentMethod.allCases) { option in
                    RadioRow(method: option, selection: $method)
                }
                HStack {
                    TextField("Promo code", text: $promo)
                        .textInputAutocapitalization(.characters)
                    Button("Apply") {}
                        .buttonStyle(.bordered)
                }
            }
            Section("Summary") {
                LabeledContent("Subtotal", value: subtotal, format: .currency(code: "USD"))
                LabeledContent("Shipping", value: shipping, format: .currency(code: "USD"))
                LabeledContent("Total") {
                    Text(subtotal + shipping, format: .currency(code: "USD"))
                        .fontWeight(.bold)
                        .foregroundStyle(.primary)
                }
            }
        }
        .safeAreaInset(edge: .bottom) {
            Button {} label: {
                Text("Pay \((subtotal + shipping).formatted(.currency(code: "USD")))")
                    .font(.headline)
                    .frame(maxWidth: .infinity)
                    .padding(.vertical, 14)
                    .background(Color.black, in: Capsule())
                    .foregroundStyle(.white)
            }
            .buttonStyle(.plain)
            .padding(.horizontal, 16)
            .padding(.vertical, 8)
            .background(.regularMaterial)
        }
    }
}
