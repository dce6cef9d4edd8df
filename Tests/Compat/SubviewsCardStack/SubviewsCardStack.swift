import SwiftUI

private struct CardRankKey: ContainerValueKey { static let defaultValue = 0 }

extension ContainerValues {
    var cardRank: Int {
        get { self[CardRankKey.self] }
        set { self[CardRankKey.self] = newValue }
    }
}

/// An iOS 18 container: the first three subviews fanned out, the first on top, and a count of the rest.
struct CardStack<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        ZStack(alignment: .topLeading) {
            Group(subviews: content) { subviews in
                ForEach(subviews.prefix(3)) { subview in
                    let rank = subview.containerValues.cardRank
                    subview
                        .offset(x: CGFloat(rank) * 20)
                        .zIndex(Double(-rank))
                }
                if subviews.count > 3 {
                    Text("+\(subviews.count - 3)")
                        .font(.caption2)
                        .offset(x: 90)
                }
            }
        }
    }
}

struct CardStackDemo: View {
    var body: some View {
        CardStack {
            RoundedRectangle(cornerRadius: 6).fill(Color.red).frame(width: 40, height: 40).containerValue(\.cardRank, 0)
            RoundedRectangle(cornerRadius: 6).fill(Color.green).frame(width: 40, height: 40).containerValue(\.cardRank, 1)
            RoundedRectangle(cornerRadius: 6).fill(Color.blue).frame(width: 40, height: 40).containerValue(\.cardRank, 2)
            Color.orange.frame(width: 40, height: 40)
        }
    }
}
