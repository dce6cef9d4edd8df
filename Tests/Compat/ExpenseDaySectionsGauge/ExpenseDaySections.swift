import SwiftUI

enum SpendCategory: String, CaseIterable {
    case groceries, transport, dining

    var symbol: String {
        switch self {
        case .groceries: "cart.fill"
        case .transport: "tram.fill"
        case .dining: "fork.knife"
        }
    }

    var tint: Color {
        switch self {
        case .groceries: .green
        case .transport: .blue
        case .dining: .orange
        }
    }
}

struct Spend: Identifiable {
    let id = UUID()
    var title: String
    var amount: Double
    var day: Date
    var category: SpendCategory
}

/// The month's spending: a budget gauge, then the expenses in one section per day, newest first.
struct ExpenseDaySectionsView: View {
    let spends: [Spend]
    let budget: Double
    var currency = "EUR"

    private var spent: Double { spends.reduce(0) { $0 + $1.amount } }

    private var days: [(Date, [Spend])] {
        let calendar = Calendar(identifier: .gregorian)
        let grouped = Dictionary(grouping: spends) { calendar.startOfDay(for: $0.day) }
        return grouped.keys.sorted(by: >).map { ($0, grouped[$0] ?? []) }
    }

    var body: some View {
        List {
            Section {
                Gauge(value: min(spent, budget), in: 0...budget) {
                    Text("May budget")
                } currentValueLabel: {
                    Text(spent, format: .currency(code: currency).presentation(.narrow))
                }
                .gaugeStyle(.accessoryLinearCapacity)
                .tint(spent > budget * 0.8 ? .red : .orange)
            }
            ForEach(days, id: \.0) { day, items in
                Section {
                    ForEach(items) { spend in
                        HStack(spacing: 12) {
                            Image(systemName: spend.category.symbol)
                                .font(.footnote)
                                .foregroundStyle(.white)
                                .frame(width: 28, height: 28)
                                .background(spend.category.tint, in: Circle())
                            Text(spend.title)
                            Spacer()
                            Text(-spend.amount, format: .currency(code: currency).presentation(.narrow))
                                .monospacedDigit()
                        }
                        .swipeActions(edge: .trailing) {
                            Button("Delete", systemImage: "trash", role: .destructive) {}
                        }
                        .swipeActions(edge: .leading) {
                            Button("Split", systemImage: "person.2") {}.tint(.indigo)
                        }
                    }
                } header: {
                    Text(day, format: .dateTime.weekday(.wide).day().month(.wide))
                }
            }
        }
        .listStyle(.insetGrouped)
    }
}
