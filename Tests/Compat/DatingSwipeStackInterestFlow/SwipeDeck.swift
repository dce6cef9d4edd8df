import SwiftUI

struct Profile: Identifiable {
    let id = UUID()
    let name: String
    let age: Int
    let colors: [Color]
    let interests: [String]
}

struct InterestFlow: Layout {
    var spacing: CGFloat = 6

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        positions(for: subviews, width: proposal.width ?? .infinity).size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let layout = positions(for: subviews, width: bounds.width)
        for (subview, point) in zip(subviews, layout.points) {
            subview.place(at: CGPoint(x: bounds.minX + point.x, y: bounds.minY + point.y), proposal: .unspecified)
        }
    }

    private func positions(for subviews: Subviews, width: CGFloat) -> (points: [CGPoint], size: CGSize) {
        var points: [CGPoint] = []
        var cursor = CGPoint.zero
        var lineHeight: CGFloat = 0
        var widest: CGFloat = 0
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            if cursor.x > 0, cursor.x + size.width > width {
                cursor = CGPoint(x: 0, y: cursor.y + lineHeight + spacing)
                lineHeight = 0
            }
            points.append(cursor)
            cursor.x += size.width + spacing
            lineHeight = max(lineHeight, size.height)
            widest = max(widest, cursor.x - spacing)
        }
        return (points, CGSize(width: widest, height: cursor.y + lineHeight))
    }
}

struct StampLabel: View {
    let text: String
    let color: Color

    var body: some View {
        Text(text)
            .font(.system(size: 28, weight: .heavy))
            .foregroundStyle(color)
            .padding(.horizontal, 8)
            .overlay(RoundedRectangle(cornerRadius: 6).stroke(color, lineWidth: 4))
    }
}

struct ProfileCard: View {
    let profile: Profile
    var dragX: CGFloat = 0

    var body: some View {
        ZStack(alignment: .bottomLeading) {
            RoundedRectangle(cornerRadius: 18, style: .continuous)
                .fill(LinearGradient(colors: profile.colors, startPoint: .top, endPoint: .bottom))
            VStack(alignment: .leading, spacing: 8) {
                Text("\(profile.name), \(profile.age)")
                    .font(.title2.bold())
                    .foregroundStyle(.white)
                InterestFlow {
                    ForEach(profile.interests, id: \.self) { interest in
                        Text(interest)
                            .font(.caption.weight(.medium))
                            .padding(.horizontal, 9)
                            .padding(.vertical, 4)
                            .background(.white.opacity(0.9), in: Capsule())
                    }
                }
            }
            .padding(14)
        }
        .overlay(alignment: .topLeading) {
            StampLabel(text: "LIKE", color: .green)
                .rotationEffect(.degrees(-20))
                .padding(22)
                .opacity(dragX > 0 ? 1 : 0)
        }
        .overlay(alignment: .topTrailing) {
            StampLabel(text: "NOPE", color: .red)
                .rotationEffect(.degrees(20))
                .padding(22)
                .opacity(dragX < 0 ? 1 : 0)
        }
    }
}

struct SwipeDeck: View {
    let profiles: [Profile]
    var dragX: CGFloat = 60

    var body: some View {
        VStack(spacing: 18) {
            ZStack {
                ForEach(Array(profiles.enumerated().reversed()), id: \.element.id) { index, profile in
                    if index == 0 {
                        ProfileCard(profile: profile, dragX: dragX)
                            .offset(x: dragX)
                            .rotationEffect(.degrees(Double(dragX / 12)), anchor: .bottom)
                    } else {
                        ProfileCard(profile: profile)
                            .scaleEffect(1 - CGFloat(index) * 0.06, anchor: .top)
                            .offset(y: CGFloat(index) * -14)
                    }
                }
            }
            .frame(width: 240, height: 320)
            HStack(spacing: 28) {
                Image(systemName: "xmark")
                    .font(.title2.bold())
                    .foregroundStyle(.red)
                    .frame(width: 56, height: 56)
                    .background(Circle().fill(.white).shadow(color: .black.opacity(0.15), radius: 6))
                Image(systemName: "heart.fill")
                    .font(.title2)
                    .foregroundStyle(.white)
                    .frame(width: 56, height: 56)
                    .background(Circle().fill(Color.pink))
            }
        }
    }
}
