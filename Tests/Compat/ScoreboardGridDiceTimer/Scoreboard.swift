import SwiftUI

struct PlayerScore: Identifiable {
    let id = UUID()
    let name: String
    let rounds: [Int]
    var total: Int { rounds.reduce(0, +) }
}

struct RankBadge: View {
    let rank: Int

    private var color: Color {
        switch rank {
        case 1: return Color(red: 1.0, green: 0.78, blue: 0.0)
        case 2: return Color(white: 0.7)
        case 3: return Color(red: 0.8, green: 0.5, blue: 0.2)
        default: return Color.gray.opacity(0.25)
        }
    }

    var body: some View {
        Text("\(rank)")
            .font(.caption.bold())
            .foregroundStyle(rank <= 3 ? .white : .secondary)
            .frame(width: 24, height: 24)
            .background(Circle().fill(color))
    }
}

/// One die drawn with shapes: a rounded square and its pips on a 3×3 lattice.
struct DieFace: View {
    let value: Int
    var size: CGFloat = 44

    private var pips: [(Int, Int)] {
        switch value {
        case 1: return [(1, 1)]
        case 2: return [(0, 0), (2, 2)]
        case 3: return [(0, 0), (1, 1), (2, 2)]
        case 4: return [(0, 0), (2, 0), (0, 2), (2, 2)]
        case 5: return [(0, 0), (2, 0), (1, 1), (0, 2), (2, 2)]
        default: return [(0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2)]
        }
    }

    var body: some View {
        ZStack(alignment: .topLeading) {
            RoundedRectangle(cornerRadius: size * 0.2, style: .continuous)
                .fill(.white)
                .shadow(color: .black.opacity(0.2), radius: 2, y: 1)
            ForEach(Array(pips.enumerated()), id: \.offset) { _, pip in
                Circle()
                    .fill(.black)
                    .frame(width: size * 0.18, height: size * 0.18)
                    .position(x: size * (0.25 + 0.25 * CGFloat(pip.0)), y: size * (0.25 + 0.25 * CGFloat(pip.1)))
            }
        }
        .frame(width: size, height: size)
    }
}

struct GameScoreboard: View {
    let players: [PlayerScore]
    let dice: [Int]
    let secondsLeft: Int

    private var ranked: [PlayerScore] { players.sorted { $0.total > $1.total } }

    var body: some View {
        VStack(spacing: 16) {
            HStack {
                Text("Round 3").font(.headline)
                Spacer()
                Label(String(format: "%d:%02d", secondsLeft / 60, secondsLeft % 60), systemImage: "timer")
                    .font(.subheadline.weight(.semibold))
                    .monospacedDigit()
                    .padding(.horizontal, 10)
                    .padding(.vertical, 4)
                    .background(secondsLeft < 30 ? Color.red.opacity(0.15) : Color.gray.opacity(0.12), in: Capsule())
                    .foregroundStyle(secondsLeft < 30 ? .red : .primary)
            }

            Grid(alignment: .leading, horizontalSpacing: 12, verticalSpacing: 8) {
                GridRow {
                    Text("#")
                    Text("Player")
                    ForEach(1...3, id: \.self) { round in
                        Text("R\(round)").gridColumnAlignment(.trailing)
                    }
                    Text("Total").gridColumnAlignment(.trailing)
                }
                .font(.caption.weight(.semibold))
                .foregroundStyle(.secondary)

                Divider().gridCellUnsizedAxes(.horizontal)

                ForEach(Array(ranked.enumerated()), id: \.element.id) { index, player in
                    GridRow {
                        RankBadge(rank: index + 1)
                        Text(player.name).lineLimit(1)
                        ForEach(player.rounds.indices, id: \.self) { round in
                            Text("\(player.rounds[round])").monospacedDigit()
                        }
                        Text("\(player.total)")
                            .fontWeight(.bold)
                            .monospacedDigit()
                            .foregroundStyle(index == 0 ? Color.orange : Color.primary)
                    }
                }
            }
            .font(.subheadline)

            HStack(spacing: 12) {
                ForEach(Array(dice.enumerated()), id: \.offset) { _, value in
                    DieFace(value: value)
                }
            }
            .padding(12)
            .frame(maxWidth: .infinity)
            .background(Color.green.opacity(0.8), in: RoundedRectangle(cornerRadius: 14))
        }
        .padding()
    }
}
