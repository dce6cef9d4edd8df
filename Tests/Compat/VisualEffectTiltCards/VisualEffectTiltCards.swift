import SwiftUI

// A "cover flow" shelf: each card tilts away about its vertical axis by an angle read from its
// own position in the global space, so cards further along the row turn further.
struct TiltCard: View {
    var color: Color

    var body: some View {
        RoundedRectangle(cornerRadius: 4)
            .fill(color)
            .frame(width: 60, height: 60)
            .visualEffect { content, proxy in
                content
                    .rotation3DEffect(
                        .degrees(-proxy.frame(in: .global).minX / 2),
                        axis: (x: 0, y: 1, z: 0)
                    )
            }
    }
}

struct TiltShelf: View {
    var body: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            HStack(spacing: 0) {
                TiltCard(color: .red)
                TiltCard(color: .green)
                TiltCard(color: .blue)
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(.viewAligned)
    }
}
