import SwiftUI

enum TaskPriority: Int, Comparable {
    case low, medium, high

    static func < (lhs: TaskPriority, rhs: TaskPriority) -> Bool { lhs.rawValue < rhs.rawValue }

    var title: String {
        switch self {
        case .low: "Low"
        case .medium: "Medium"
        case .high: "High"
        }
    }

    var color: Color {
        switch self {
        case .low: .blue
        case .medium: .orange
        case .high: .red
        }
    }
}

struct BoardCard: Identifiable {
    var id: String { title }
    let title: String
    let priority: TaskPriority
}

struct BoardColumn: Identifiable {
    var id: String { title }
    let title: String
    var cards: [BoardCard]
}

enum CardSort: String, CaseIterable {
    case priority = "Priority"
    case title = "Title"
}

struct PriorityBadge: View {
    let priority: TaskPriority

    var body: some View {
        Text(priority.title.uppercased())
            .font(.system(size: 10, weight: .heavy))
            .foregroundStyle(.white)
            .padding(.horizontal, 8)
            .padding(.vertical, 3)
            .background(priority.color, in: Capsule())
    }
}

struct BoardCardView: View {
    let card: BoardCard

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            PriorityBadge(priority: card.priority)
            Text(card.title)
                .font(.subheadline)
                .frame(maxWidth: .infinity, alignment: .leading)
        }
        .padding(10)
        .background(.white, in: RoundedRectangle(cornerRadius: 10))
        .shadow(color: .black.opacity(0.08), radius: 2, y: 1)
    }
}

/// A column: its title and count, a sort menu, then its cards, highest priority first.
struct BoardColumnView: View {
    let column: BoardColumn
    @Binding var sort: CardSort

    private var sortedCards: [BoardCard] {
        switch sort {
        case .priority: column.cards.sorted { $0.priority > $1.priority }
        case .title: column.cards.sorted { $0.title < $1.title }
        }
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            HStack {
                Text(column.title)
                    .font(.headline)
                Text("\(column.cards.count)")
                    .font(.caption.bold())
                    .foregroundStyle(.secondary)
                Spacer()
                Menu {
                    Picker("Sort by", selection: $sort) {
                        ForEach(CardSort.allCases, id: \.self) { Text($0.rawValue) }
                    }
                } label: {
                    Image(systemName: "arrow.up.arrow.down")
                }
            }
            ForEach(sortedCards) { card in
                BoardCardView(card: card)
            }
        }
        .padding(10)
        .frame(width: 200, alignment: .top)
        .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 14))
    }
}

struct KanbanBoardView: View {
    let columns: [BoardColumn]
    @State private var sort: CardSort = .priority

    var body: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            HStack(alignment: .top, spacing: 12) {
                ForEach(columns) { column in
                    BoardColumnView(column: column, sort: $sort)
                }
            }
        }
        .contentMargins(.horizontal, 16, for: .scrollContent)
    }
}
