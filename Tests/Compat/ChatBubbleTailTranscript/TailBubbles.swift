import SwiftUI

/// A bubble with a curled tail at its bottom corner: trailing for sent messages, leading for received.
struct TailBubble: Shape {
    var sent: Bool

    func path(in rect: CGRect) -> Path {
        var path = Path()
        let r: CGFloat = 16
        let body = rect.insetBy(dx: 5, dy: 0)
        path.addRoundedRect(in: body, cornerSize: CGSize(width: r, height: r), style: .continuous)
        // The tail: a curve from the bubble's side down to the outer corner and back under the body.
        let x = sent ? body.maxX : body.minX
        let outer = sent ? rect.maxX : rect.minX
        let inward: CGFloat = sent ? -1 : 1
        path.move(to: CGPoint(x: x, y: body.maxY - 14))
        path.addQuadCurve(to: CGPoint(x: outer, y: body.maxY), control: CGPoint(x: x, y: body.maxY - 2))
        path.addQuadCurve(to: CGPoint(x: x + inward * 10, y: body.maxY - 4), control: CGPoint(x: x + inward * 4, y: body.maxY))
        path.closeSubpath()
        return path
    }
}

struct TranscriptLine: Identifiable {
    let id: Int
    let text: String
    let sent: Bool
    let time: Date
}

struct TailTranscript: View {
    let lines: [TranscriptLine]
    let typing: Bool

    var body: some View {
        VStack(spacing: 4) {
            ForEach(lines) { line in
                HStack(alignment: .bottom) {
                    if line.sent { Spacer(minLength: 60) }
                    Text(line.text)
                        .padding(.horizontal, 14)
                        .padding(.vertical, 8)
                        .foregroundStyle(line.sent ? .white : .primary)
                        .background(TailBubble(sent: line.sent).fill(line.sent ? Color.blue : Color(.systemGray5)))
                    if !line.sent { Spacer(minLength: 60) }
                }
            }
            HStack {
                Spacer()
                Text(lines.last?.time ?? .now, style: .time)
                    .font(.caption2)
                    .foregroundStyle(.secondary)
            }
            if typing {
                HStack(spacing: 4) {
                    ForEach(0..<3, id: \.self) { dot in
                        Circle()
                            .fill(Color.secondary)
                            .frame(width: 7, height: 7)
                            .opacity(dot == 2 ? 0.4 : 1)
                    }
                }
                .padding(.horizontal, 14)
                .padding(.vertical, 11)
                .background(UnevenRoundedRectangle(topLeadingRadius: 18, bottomLeadingRadius: 4,
                                                   bottomTrailingRadius: 18, topTrailingRadius: 18)
                    .fill(Color(.systemGray5)))
                .frame(maxWidth: .infinity, alignment: .leading)
            }
        }
        .padding(.horizontal, 10)
    }
}
