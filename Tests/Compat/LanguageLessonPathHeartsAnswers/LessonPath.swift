import SwiftUI

enum NodeState {
    case done, current, locked
}

struct LessonNode: Identifiable {
    let id: Int
    let icon: String
    let state: NodeState
}

// A round lesson button with a darker lip underneath, as language apps draw them.
struct LessonNodeButton: View {
    let node: LessonNode
    var size: CGFloat = 56

    private var face: Color {
        switch node.state {
        case .done: return Color(red: 1.0, green: 0.78, blue: 0.0)
        case .current: return Color(red: 0.35, green: 0.8, blue: 0.01)
        case .locked: return Color(.systemGray5)
        }
    }

    private var lip: Color {
        switch node.state {
        case .done: return Color(red: 0.9, green: 0.6, blue: 0.0)
        case .current: return Color(red: 0.27, green: 0.64, blue: 0.0)
        case .locked: return Color(.systemGray3)
        }
    }

    var body: some View {
        Circle()
            .fill(face)
            .frame(width: size, height: size)
            .background(Circle().fill(lip).offset(y: 5))
            .overlay {
                Image(systemName: node.state == .locked ? "lock.fill" : node.icon)
                    .font(.system(size: 22, weight: .bold))
                    .foregroundStyle(node.state == .locked ? Color(.systemGray2) : .white)
            }
    }
}

// Nodes snake left and right down the unit; a dashed trail joins their centres.
struct LessonPathView: View {
    let nodes: [LessonNode]
    var step: CGFloat = 78
    var swing: CGFloat = 60

    private func centre(_ index: Int, in width: CGFloat) -> CGPoint {
        let pattern: [CGFloat] = [0, 1, 0, -1]
        return CGPoint(x: width / 2 + pattern[index % 4] * swing, y: 40 + CGFloat(index) * step)
    }

    var body: some View {
        GeometryReader { proxy in
            ZStack {
                Path { path in
                    for index in nodes.indices {
                        let point = centre(index, in: proxy.size.width)
                        if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
                    }
                }
                .stroke(Color(.systemGray5), style: StrokeStyle(lineWidth: 6, lineCap: .round, dash: [2, 12]))

                ForEach(Array(nodes.enumerated()), id: \.element.id) { index, node in
                    LessonNodeButton(node: node)
                        .position(centre(index, in: proxy.size.width))
                }
            }
        }
        .frame(height: 40 + CGFloat(nodes.count - 1) * step + 40)
    }
}

struct LessonHeader: View {
    let progress: Double
    let lives: Int
    var maxLives = 5

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: "xmark")
                .font(.headline)
                .foregroundStyle(.secondary)
            ProgressView(value: progress)
                .tint(.green)
            HStack(spacing: 2) {
                ForEach(0..<maxLives, id: \.self) { index in
                    Image(systemName: "heart.fill")
                        .font(.caption)
                        .foregroundStyle(index < lives ? Color.red : Color(.systemGray4))
                }
            }
        }
    }
}

struct AnswerChoice: Identifiable {
    let id = UUID()
    let word: String
    var isCorrect = false
}

struct AnswerButton: View {
    let choice: AnswerChoice
    let picked: Bool
    let revealed: Bool

    private var tint: Color {
        guard revealed else { return Color(.systemGray4) }
        if choice.isCorrect { return .green }
        return picked ? .red : Color(.systemGray4)
    }

    var body: some View {
        Text(choice.word)
            .font(.body.weight(.semibold))
            .frame(maxWidth: .infinity)
            .padding(.vertical, 12)
            .background(revealed && (choice.isCorrect || picked) ? tint.opacity(0.15) : Color.white,
                        in: RoundedRectangle(cornerRadius: 12))
            .overlay(RoundedRectangle(cornerRadius: 12).strokeBorder(tint, lineWidth: 2))
    }
}

// A still of the speaking exercise's level meter: one capsule per sample, centred on the row.
struct SpeakingWaveform: View {
    let levels: [CGFloat]

    var body: some View {
        HStack(alignment: .center, spacing: 3) {
            ForEach(levels.indices, id: \.self) { index in
                Capsule()
                    .fill(.blue)
                    .frame(width: 4, height: 4 + levels[index] * 28)
            }
        }
        .frame(height: 32)
    }
}

struct LessonScreen: View {
    let nodes: [LessonNode]
    let choices: [AnswerChoice]
    let pickedIndex: Int
    let levels: [CGFloat]

    var body: some View {
        VStack(spacing: 16) {
            LessonHeader(progress: 0.6, lives: 3)
            HStack(alignment: .top, spacing: 16) {
                LessonPathView(nodes: nodes)
                    .frame(width: 170)
                VStack(alignment: .leading, spacing: 10) {
                    Text("Pick the word for “apple”")
                        .font(.subheadline.weight(.semibold))
                    ForEach(Array(choices.enumerated()), id: \.element.id) { index, choice in
                        AnswerButton(choice: choice, picked: index == pickedIndex, revealed: true)
                    }
                    SpeakingWaveform(levels: levels)
                }
            }
        }
        .padding()
    }
}
