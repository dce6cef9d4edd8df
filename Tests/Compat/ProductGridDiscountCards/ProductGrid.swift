import SwiftUI

struct GridProduct: Identifiable {
    let id: Int
    let name: String
    let tint: Color
    let price: Double
    let discountPercent: Int
    let rating: Double
    var isFavorite: Bool
}

struct DiscountProductCard: View {
    @Binding var product: GridProduct

    private var originalPrice: Double {
        product.price / (1 - Double(product.discountPercent) / 100)
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            RoundedRectangle(cornerRadius: 12)
                .fill(product.tint.gradient)
                .frame(height: 110)
                .overlay(alignment: .topLeading) {
                    if product.discountPercent > 0 {
                        Text("-\(product.discountPercent)%")
                            .font(.caption2.bold())
                            .foregroundStyle(.white)
                            .padding(.horizontal, 6)
                            .padding(.vertical, 3)
                            .background(.red, in: Capsule())
                            .padding(8)
                    }
                }
                .overlay(alignment: .topTrailing) {
                    Button {
                        product.isFavorite.toggle()
                    } label: {
                        Image(systemName: product.isFavorite ? "heart.fill" : "heart")
                            .foregroundStyle(product.isFavorite ? .pink : .secondary)
                            .padding(7)
                            .background(.white, in: Circle())
                    }
                    .padding(6)
                }
            Text(product.name).font(.subheadline.weight(.medium)).lineLimit(1)
            HStack(spacing: 4) {
                Text(product.price, format: .currency(code: "USD")).font(.subheadline.bold())
                if product.discountPercent > 0 {
                    Text(originalPrice, format: .currency(code: "USD"))
                        .font(.caption)
                        .strikethrough()
                        .foregroundStyle(.secondary)
                }
            }
            Label(product.rating.formatted(.number.precision(.fractionLength(1))), systemImage: "star.fill")
                .font(.caption)
                .foregroundStyle(.orange)
        }
    }
}

struct ProductGridScreen: View {
    @State var products: [GridProduct]
    private let columns = Array(repeating: GridItem(.flexible(), spacing: 12), count: 2)

    var body: some View {
        ScrollView {
            LazyVGrid(columns: columns, spacing: 16) {
                ForEach($products) { $product in
                    DiscountProductCard(product: $product)
                }
            }
            .padding(12)
        }
    }
}
