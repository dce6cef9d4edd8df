import SwiftUI

/// A spelling game for young children: a row of stars for the level, drop slots for the word being
/// built, a tray of chunky letter tiles to drag, and a big check button.
struct LetterTile: View {
    let letter: Character
    let color: Color

    var body: some View {
        Text(String(letter))
            .font(.system(size: 34, weight: .heavy, design: .rounded))
            .foregroundStyle(.white)
            .frame(width: 56, height: 56)
            .background(
                RoundedRectangle(cornerRadius: 14, style: .continuous)
                    .fill(color)
            )
            .background(
                RoundedRectangle(cornerRadius: 14, style: .continuous)
                    .fill(color.opacity(0.55))
                    .offset(y: 5)
            )
    }
}

struct StarMeter: View {
    let earned: Int
    let total: Int

    var body: some View {
        HStack(spacing: 6) {
            ForEach(0..<total, id: \.self) { index in
                Image(systemName: index < earned ? "star.fill" : "star")
                    .font(.title2)
                    .foregroundStyle(index < earned ? Color.yellow : Color.gray.opacity(0.5))
            }
        }
    }
}

struct SpellingBoard: View {
    let word: [Character]
    @State private var placed: [Character?]
    let tray: [Character]
    let palette: [Color] = [.pink, .orange, .green, .blue, .purple]

    init(word: String, placed: [Character?], tray: String) {
        self.word = Array(word)
        _placed = State(initialValue: placed)
        self.tray = Array(tray)
    }

    var body: some View {
        VStack(spacing: 22) {
            StarMeter(earned: 3, total: 5)

            HStack(spacing: 10) {
                ForEach(word.indices, id: \.self) { index in
                    slot(at: index)
                }
            }

            HStack(spacing: 10) {
                ForEach(tray.indices, id: \.self) { index in
                    LetterTile(letter: tray[index], color: palette[index % palette.count])
                        .draggable(String(tray[index]))
                }
            }

            Button {
            } label: {
                Label("Check", systemImage: "checkmark")
                    .font(.system(.title2, design: .rounded).bold())
                    .foregroundStyle(.white)
                    .padding(.horizontal, 36)
                    .padding(.vertical, 14)
                    .background(Capsule().fill(Color.green))
                    .shadow(color: .green.opacity(0.4), radius: 0, x: 0, y: 5)
            }
            .buttonStyle(.plain)
        }
        .padding(20)
        .frame(maxWidth: .infinity)
        .background(Color.yellow.opacity(0.12))
    }

    @ViewBuilder private func slot(at index: Int) -> some View {
        ZStack {
            RoundedRectangle(cornerRadius: 14, style: .continuous)
                .strokeBorder(Color.teal, style: StrokeStyle(lineWidth: 3, dash: [8, 6]))
                .frame(width: 60, height: 60)
            if let letter = placed[index] {
                LetterTile(letter: letter, color: .teal)
            }
        }
        .dropDestination(for: String.self) { letters, _ in
            guard let first = letters.first?.first else { return false }
            placed[index] = first
            return true
        }
    }
}
