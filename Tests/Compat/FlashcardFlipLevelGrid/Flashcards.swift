import SwiftUI

struct Flashcard {
    let term: String
    let definition: String
}

/// A card that turns about its vertical axis. The card itself (its colour and the strip down its bound edge)
/// turns with it, so the strip shows on the other side once it is over; the definition is turned a half-turn
/// of its own so it reads the right way round then, and each text shows only on its own side.
struct FlashcardView: View {
    let card: Flashcard
    var isFlipped: Bool

    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 20, style: .continuous)
                .fill(isFlipped ? Color.teal : Color.indigo)
                .overlay(alignment: .leading) {
                    Rectangle()
                        .fill(.yellow)
                        .frame(width: 12)
                        .padding(.vertical, 24)
                }
            Text(card.term)
                .font(.title2.bold())
                .opacity(isFlipped ? 0 : 1)
            Text(card.definition)
                .font(.headline)
                .multilineTextAlignment(.center)
                .padding(.horizontal, 28)
                .rotation3DEffect(.degrees(180), axis: (x: 0, y: 1, z: 0))
                .opacity(isFlipped ? 1 : 0)
        }
        .foregroundStyle(.white)
        .frame(width: 240, height: 150)
        .rotation3DEffect(.degrees(isFlipped ? 180 : 0), axis: (x: 0, y: 1, z: 0))
    }
}

struct LevelTile: View {
    let number: Int
    let stars: Int
    let isLocked: Bool

    var body: some View {
        VStack(spacing: 4) {
            if isLocked {
                Image(systemName: "lock.fill")
                    .font(.title3)
            } else {
                Text("\(number)")
                    .font(.title3.bold())
            }
            HStack(spacing: 1) {
                ForEach(0..<3, id: \.self) { index in
                    Image(systemName: index < stars ? "star.fill" : "star")
                        .font(.system(size: 8))
                        .foregroundStyle(.yellow)
                }
            }
        }
        .foregroundStyle(.white)
        .frame(width: 56, height: 56)
        .background(Color.orange, in: RoundedRectangle(cornerRadius: 12))
        .grayscale(isLocked ? 1 : 0)
        .opacity(isLocked ? 0.6 : 1)
    }
}

struct StudyScreen: View {
    let card: Flashcard
    let levels: [(stars: Int, isLocked: Bool)]

    private let columns = Array(repeating: GridItem(.fixed(56), spacing: 12), count: 4)

    var body: some View {
        VStack(spacing: 20) {
            FlashcardView(card: card, isFlipped: true)
            LazyVGrid(columns: columns, spacing: 12) {
                ForEach(levels.indices, id: \.self) { index in
                    LevelTile(number: index + 1, stars: levels[index].stars, isLocked: levels[index].isLocked)
                }
            }
        }
        .padding(.vertical, 20)
    }
}
