import SwiftUI

struct PriceTag: View {
    let price: Decimal
    var body: some View {
        Text(price, format: .currency(code: "USD"))
            .font(.headline)
            .padding(.horizontal, 8)
            .frame(height: 30)
            .background(Color.yellow)
    }
}
