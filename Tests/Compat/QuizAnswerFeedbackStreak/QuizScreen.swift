import SwiftUI

struct QuizQuestion {
    let prompt: String
    let answers: [String]
    let correctIndex: Int
}

/// The score header: question count, a streak badge with a flame, the points.
struct QuizHeader: View {
    let index: Int
    let total: Int
    let streak: Int
    let score: Int

    var body: some View {
        VStack(spacing: 10) {
            HStack {
                Text("Question \(index + 1) of \(total)")
                    .font(.subheadline.weight(.semibold))
                    .foregroundStyle(.secondary)
                Spacer()
                Label("\(streak)", systemImage: "flame.fill")
                    .font(.subheadline.bold())
                    .foregroundStyle(.orange)
                    .padding(.horizontal, 10)
                    .padding(.vertical, 4)
                    .background(Color.orange.opacity(0.15), in: Capsule())
                Text("\(score) pts")
                    .font(.subheadline.monospacedDigit())
            }
            ProgressView(value: Double(index + 1), total: Double(total))
                .tint(.indigo)
        }
    }
}

/// One answer: plain until something is picked, then the right answer green and a wrong pick red.
struct AnswerButton: View {
    let title: String
    let isCorrect: Bool
    let isPicked: Bool
    let isRevealed: Bool
    let action: () -> Void

    private var fill: Color {
        guard isRevealed else { return Color(.secondarySystemBackground) }
        if isCorrect { return .green }
        return isPicked ? .red : Color(.secondarySystemBackground)
    }

    private var symbol: String? {
        guard isRevealed else { return nil }
        if isCorrect { return "checkmark.circle.fill" }
        return isPicked ? "xmark.circle.fill" : nil
    }

    var body: some View {
        Button(action: action) {
            HStack {
                Text(title)
                    .fontWeight(.medium)
                Spacer()
                if let symbol {
                    Image(systemName: symbol)
                }
            }
            .foregroundStyle(isRevealed && (isCorrect || isPicked) ? .white : .primary)
            .padding(.horizontal, 16)
            .frame(height: 50)
            .background(fill, in: RoundedRectangle(cornerRadius: 12, style: .continuous))
        }
        .buttonStyle(.plain)
        .disabled(isRevealed)
    }
}

struct QuizScreen: View {
    let questions: [QuizQuestion]
    @State private var index = 0
    @State private var picked: Int?
    @State private var streak: Int
    @State private var score: Int

    init(questions: [QuizQuestion], picked: Int? = nil, streak: Int = 0, score: Int = 0) {
        self.questions = questions
        _picked = State(initialValue: picked)
        _streak = State(initialValue: streak)
        _score = State(initialValue: score)
    }

    var body: some View {
        let question = questions[index]
        VStack(alignment: .leading, spacing: 20) {
            QuizHeader(index: index, total: questions.count, streak: streak, score: score)
            Text(question.prompt)
                .font(.title3.bold())
            VStack(spacing: 10) {
                ForEach(question.answers.indices, id: \.self) { answer in
                    AnswerButton(title: question.answers[answer],
                                 isCorrect: answer == question.correctIndex,
                                 isPicked: answer == picked,
                                 isRevealed: picked != nil) {
                        picked = answer
                        if answer == question.correctIndex {
                            streak += 1
                            score += 10
                        } else {
                            streak = 0
                        }
                    }
                }
            }
            Spacer()
        }
        .padding(20)
    }
}
