import SwiftUI

struct ShopProduct {
    let name: String
    let swatches: [Color]
    let price: Decimal
    let originalPrice: Decimal?
    let rating: Double
    let reviewCount: Int
}

struct RatingStars: View {
    let rating: Double

    var body: some View {
        HStack(spacing: 2) {
            ForEach(1...5, id: \.self) { index in
                Image(systemName: Double(index) <= rating ? "star.fill"
                      : Double(index) - rating < 1 ? "star.leadinghalf.filled" : "star")
            }
        }
        .font(.caption)
        .foregroundStyle(.orange)
    }
}

struct ProductDetailPage: View {
    let product: ShopProduct
    @State private var page = 0
    @State private var quantity = 1

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 12) {
                TabView(selection: $page) {
                    ForEach(product.swatches.indices, id: \.self) { index in
                        product.swatches[index]
                            .overlay(Image(systemName: "bag.fill").font(.system(size: 44)).foregroundStyle(.white.opacity(0.8)))
                            .tag(index)
                    }
                }
                .tabViewStyle(.page)
                .indexViewStyle(.page(backgroundDisplayMode: .always))
                .frame(height: 200)

                VStack(alignment: .leading, spacing: 6) {
                    Text(product.name).font(.title3.weight(.semibold))
                    HStack(spacing: 6) {
                        RatingStars(rating: product.rating)
                        Text("(\(product.reviewCount))").font(.caption).foregroundStyle(.secondary)
                    }
                    HStack(alignment: .firstTextBaseline, spacing: 8) {
                        Text(product.price, format: .currency(code: "EUR"))
                            .font(.title2.bold())
                            .foregroundStyle(.red)
                        if let original = product.originalPrice {
                            Text(original, format: .currency(code: "EUR"))
                                .strikethrough(true, color: .secondary)
                                .foregroundStyle(.secondary)
                        }
                    }
                    Stepper("Quantity: \(quantity)", value: $quantity, in: 1...9)
                }
                .padding(.horizontal, 16)
            }
        }
        .safeAreaInset(edge: .bottom) {
            Button {
            } label: {
                Label("Add \(quantity) to Cart", systemImage: "cart.badge.plus")
                    .frame(maxWidth: .infinity)
            }
            .buttonStyle(.borderedProminent)
            .controlSize(.large)
            .tint(.indigo)
            .padding(.horizontal, 16)
            .padding(.bottom, 8)
        }
    }
}
