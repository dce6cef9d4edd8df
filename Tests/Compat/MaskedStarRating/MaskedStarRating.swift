import SwiftUI

struct RatingStars: View {
    var rating: Double
    var maximum: Int = 5
    var tint: Color = .yellow

    private var stars: some View {
        HStack(spacing: 4) {
            ForEach(0..<maximum, id: \.self) { _ in
                Image(systemName: "star.fill")
                    .font(.system(size: 24))
            }
        }
    }

    var body: some View {
        stars
            .foregroundStyle(Color(.systemGray4))
            .overlay(alignment: .leading) {
                GeometryReader { proxy in
                    Rectangle()
                        .fill(tint)
                        .frame(width: proxy.size.width * min(max(rating / Double(maximum), 0), 1))
                }
                .allowsHitTesting(false)
                .mask(stars)
            }
            .accessibilityElement(children: .ignore)
            .accessibilityLabel("\(rating, specifier: "%.1f") of \(maximum) stars")
    }
}

#Preview {
    VStack(alignment: .leading, spacing: 12) {
        RatingStars(rating: 3)
        RatingStars(rating: 4.5, tint: .orange)
    }
    .padding()
}
