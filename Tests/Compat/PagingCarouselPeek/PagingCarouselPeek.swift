import SwiftUI

struct Destination: Identifiable, Hashable {
    let id: Int
    let name: String
    let color: Color
}

struct DestinationCarousel: View {
    let destinations: [Destination]
    @State private var selectedID: Int?

    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 10) {
                ForEach(destinations) { destination in
                    RoundedRectangle(cornerRadius: 16)
                        .fill(destination.color)
                        .overlay(alignment: .bottomLeading) {
                            Text(destination.name)
                                .font(.headline)
                                .foregroundStyle(.white)
                                .padding(12)
                        }
                        .containerRelativeFrame(.horizontal, count: 1, spacing: 10)
                        .scrollTransition { content, phase in
                            content
                                .opacity(phase.isIdentity ? 1 : 0.5)
                                .scaleEffect(phase.isIdentity ? 1 : 0.9)
                                .hueRotation(.degrees(45 * phase.value))
                        }
                }
            }
            .scrollTargetLayout()
        }
        .safeAreaPadding(.horizontal, 20)
        .scrollTargetBehavior(.paging)
        .scrollIndicators(.hidden)
        .scrollPosition(id: $selectedID)
    }
}
