import SwiftUI

struct Dish: Identifiable {
    let id = UUID()
    let name: String
    let detail: String
    let price: Decimal
    let tint: Color
    var quantity: Int = 0
}

/// Five stars for a rating out of five, the last one halved when the rating is.
struct RatingStars: View {
    let rating: Double

    var body: some View {
        HStack(spacing: 2) {
            ForEach(0..<5, id: \.self) { index in
                Image(systemName: symbolName(at: index))
            }
        }
        .font(.caption)
        .foregroundStyle(.orange)
    }

    private func symbolName(at index: Int) -> String {
        let remainder = rating - Double(index)
        if remainder >= 1 { return "star.fill" }
        if remainder >= 0.5 { return "star.leadinghalf.filled" }
        return "star"
    }
}

struct DeliveryTimeChip: View {
    let minutes: ClosedRange<Int>

    var body: some View {
        Label("\(minutes.lowerBound)–\(minutes.upperBound) min", systemImage: "bicycle")
            .font(.caption.weight(.semibold))
            .padding(.horizontal, 10)
            .padding(.vertical, 5)
            .background(Color(.systemGray6), in: Capsule())
    }
}

struct CategoryBar: View {
    let categories: [String]
    @Binding var selection: String

    var body: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            HStack(spacing: 8) {
                ForEach(categories, id: \.self) { category in
                    let isSelected = category == selection
                    Button(category) { selection = category }
                        .buttonStyle(.plain)
                        .font(.subheadline.weight(.medium))
                        .foregroundStyle(isSelected ? Color.white : Color.primary)
                        .padding(.horizontal, 14)
                        .padding(.vertical, 7)
                        .background(isSelected ? Color.black : Color(.systemGray6), in: Capsule())
                }
            }
            .padding(.horizontal)
        }
        .padding(.vertical, 8)
        .background(.background)
    }
}

struct DishRow: View {
    @Binding var dish: Dish

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            VStack(alignment: .leading, spacing: 4) {
                Text(dish.name)
                    .font(.headline)
                Text(dish.detail)
                    .font(.footnote)
                    .foregroundStyle(.secondary)
                    .lineLimit(2)
                Text(dish.price, format: .currency(code: "EUR"))
                    .font(.subheadline.weight(.semibold))
            }
            Spacer(minLength: 0)
            RoundedRectangle(cornerRadius: 12, style: .continuous)
                .fill(dish.tint.gradient)
                .frame(width: 84, height: 84)
                .overlay(alignment: .bottomTrailing) {
                    Button {
                        dish.quantity += 1
                    } label: {
                        Image(systemName: "plus")
                            .font(.subheadline.bold())
                            .foregroundStyle(.black)
                            .frame(width: 30, height: 30)
                            .background(.white, in: Circle())
                            .shadow(color: .black.opacity(0.2), radius: 2, y: 1)
                    }
                    .buttonStyle(.plain)
                    .offset(x: 6, y: 6)
                }
                .overlay(alignment: .topTrailing) {
                    if dish.quantity > 0 {
                        Text("\(dish.quantity)")
                            .font(.caption2.bold())
                            .foregroundStyle(.white)
                            .frame(minWidth: 20, minHeight: 20)
                            .background(Color.red, in: Circle())
                            .offset(x: 8, y: -8)
                    }
                }
        }
        .padding(.vertical, 12)
    }
}

struct RestaurantMenuScreen: View {
    let name: String
    let rating: Double
    @State var dishes: [Dish]
    @State private var category = "Popular"

    private let categories = ["Popular", "Bowls", "Sides", "Drinks"]

    private var itemCount: Int {
        dishes.reduce(0) { $0 + $1.quantity }
    }

    private var total: Decimal {
        dishes.reduce(Decimal(0)) { $0 + $1.price * Decimal($1.quantity) }
    }

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 6) {
                Text(name)
                    .font(.title2.bold())
                HStack(spacing: 6) {
                    RatingStars(rating: rating)
                    Text(rating, format: .number.precision(.fractionLength(1)))
                        .font(.caption)
                        .foregroundStyle(.secondary)
                    Spacer()
                    DeliveryTimeChip(minutes: 20...30)
                }
            }
            .padding(.horizontal)

            LazyVStack(alignment: .leading, spacing: 0, pinnedViews: [.sectionHeaders]) {
                Section {
                    ForEach($dishes) { $dish in
                        DishRow(dish: $dish)
                            .padding(.horizontal)
                        Divider()
                            .padding(.leading)
                    }
                } header: {
                    CategoryBar(categories: categories, selection: $category)
                }
            }
        }
        .safeAreaInset(edge: .bottom) {
            if itemCount > 0 {
                HStack {
                    Text("\(itemCount) items")
                    Spacer()
                    Text("View basket")
                        .font(.headline)
                    Spacer()
                    Text(total, format: .currency(code: "EUR"))
                }
                .font(.subheadline.weight(.semibold))
                .foregroundStyle(.white)
                .padding()
                .background(Color.green, in: RoundedRectangle(cornerRadius: 14, style: .continuous))
                .padding(.horizontal)
            }
        }
    }
}
