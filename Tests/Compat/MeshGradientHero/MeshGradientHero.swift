import SwiftUI

// An iOS 18 hero background: a 2×2 mesh behind a title, with an older fallback.
struct HeroBackground: View {
    var body: some View {
        if #available(iOS 18.0, *) {
            MeshGradient(
                width: 2,
                height: 2,
                points: [
                    [0.0, 0.0], [1.0, 0.0],
                    [0.0, 1.0], [1.0, 1.0]
                ],
                colors: [
                    .red, .blue,
                    .green, .yellow
                ]
            )
        } else {
            LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
        }
    }
}

struct HeroCard: View {
    var body: some View {
        RoundedRectangle(cornerRadius: 12, style: .continuous)
            .fill(.clear)
            .frame(width: 100, height: 60)
            .background { HeroBackground() }
    }
}

struct MeshStyledBadge: View {
    var body: some View {
        Circle()
            .fill(MeshGradient(width: 2, height: 2,
                               points: [.init(0, 0), .init(1, 0), .init(0, 1), .init(1, 1)],
                               colors: [.black, .black, .black, .black]))
            .frame(width: 20, height: 20)
    }
}
