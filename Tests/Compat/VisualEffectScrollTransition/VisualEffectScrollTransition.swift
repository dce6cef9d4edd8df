import SwiftUI

// Cards in a carousel that fade and shrink as they scroll out, and a header whose tint follows
// its position; at rest every card is in the identity phase.
struct CarouselCard: View {
    var color: Color
    var body: some View {
        RoundedRectangle(cornerRadius: 6)
            .fill(color)
            .frame(width: 40, height: 30)
            .scrollTransition(.animated.threshold(.visible(0.9))) { content, phase in
                content
                    .opacity(phase.isIdentity ? 1 : 0.3)
                    .scaleEffect(phase.isIdentity ? 1 : 0.75)
            }
    }
}

struct Carousel: View {
    var body: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            LazyHStack(spacing: 4) {
                CarouselCard(color: .blue)
                CarouselCard(color: .green)
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(.viewAligned)
        .frame(width: 90, height: 30)
    }
}

struct ShiftedHeader: View {
    var body: some View {
        Rectangle()
            .fill(.red)
            .frame(width: 20, height: 20)
            .visualEffect { content, proxy in
                content.offset(x: proxy.frame(in: .global).minX > 50 ? 10 : 0)
            }
    }
}
