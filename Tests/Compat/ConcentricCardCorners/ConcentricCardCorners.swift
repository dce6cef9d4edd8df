import SwiftUI

// iOS 26 concentric corners in a card component: a header band whose top corners follow the
// card's container shape and whose bottom corners are square, a badge with a uniform concentric
// style falling back to a minimum radius, and `.rect(corners:)` with an integer-literal radius.
struct ConcentricCard: View {
    var body: some View {
        VStack(spacing: 0) {
            Text("Weekly")
                .font(.caption.bold())
                .foregroundStyle(.white)
                .frame(maxWidth: .infinity, minHeight: 30)
                .background(.indigo, in: ConcentricRectangle(uniformTopCorners: .concentric, uniformBottomCorners: .fixed(0)))
            Spacer(minLength: 0)
        }
        .frame(width: 100, height: 70)
        .background(Color.indigo.opacity(0.15), in: .rect(cornerRadius: 24))
        .containerShape(.rect(cornerRadius: 24))
    }
}

struct MinimumBadge: View {
    var body: some View {
        Color.orange
            .frame(width: 40, height: 40)
            .clipShape(.rect(corners: .concentric(minimum: 12), isUniform: true))
    }
}

struct FixedTile: View {
    var body: some View {
        ConcentricRectangle(corners: 8)
            .fill(.mint)
            .frame(width: 40, height: 40)
    }
}
