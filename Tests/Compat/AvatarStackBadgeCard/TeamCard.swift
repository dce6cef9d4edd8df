import SwiftUI

/// A team card: a title that keeps room for two lines, overlapping member avatars (later ones on top,
/// each ringed in white) and an unread badge hung over the card's top trailing corner.
struct TeamCard: View {
    let members: [Color] = [.red, .green, .blue]
    let unread = 2

    var body: some View {
        HStack(spacing: 12) {
            VStack(alignment: .leading, spacing: 4) {
                Text("Review")
                    .font(.headline)
                    .lineLimit(2, reservesSpace: true)
                Text("3 members")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            Spacer(minLength: 0)
            HStack(spacing: -10) {
                ForEach(members.indices, id: \.self) { index in
                    Circle()
                        .fill(members[index])
                        .frame(width: 30, height: 30)
                        .overlay(Circle().stroke(Color.white, lineWidth: 2))
                }
            }
        }
        .padding(12)
        .background(Color(white: 0.93), in: .rect(cornerRadius: 14))
        .overlay(alignment: .topTrailing) {
            if unread > 0 {
                Text("\(unread)")
                    .font(.caption2.bold())
                    .foregroundStyle(.white)
                    .frame(width: 18, height: 18)
                    .background(Circle().fill(Color.orange))
                    .offset(x: 6, y: -6)
            }
        }
        .padding(10)
    }
}
