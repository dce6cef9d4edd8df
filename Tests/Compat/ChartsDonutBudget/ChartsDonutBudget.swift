import SwiftUI
import Charts

enum SpendingCategory: String, CaseIterable, Plottable {
    case housing = "Housing"
    case food = "Food"
    case transport = "Transport"
    case fun = "Fun"

    var tint: Color {
        switch self {
        case .housing: return .blue
        case .food: return .green
        case .transport: return .orange
        case .fun: return .pink
        }
    }
}

struct BudgetSlice: Identifiable {
    let category: SpendingCategory
    let amount: Double
    var id: String { category.rawValue }
}

struct BudgetDonut: View {
    let slices: [BudgetSlice] = [
        BudgetSlice(category: .housing, amount: 1200),
        BudgetSlice(category: .food, amount: 600),
        BudgetSlice(category: .transport, amount: 300),
        BudgetSlice(category: .fun, amount: 300),
    ]

    var body: some View {
        Chart(slices) { slice in
            SectorMark(
                angle: .value("Amount", slice.amount),
                innerRadius: .ratio(0.6),
                angularInset: 1.5
            )
            .cornerRadius(4)
            .foregroundStyle(by: .value("Category", slice.category))
        }
        .chartForegroundStyleScale(domain: SpendingCategory.allCases, range: SpendingCategory.allCases.map(\.tint))
        .chartLegend(.hidden)
        .chartBackground { proxy in
            GeometryReader { geometry in
                if let plotFrame = proxy.plotFrame {
                    let frame = geometry[plotFrame]
                    VStack(spacing: 2) {
                        Text("Spent")
                            .font(.caption)
                            .foregroundStyle(.secondary)
                        Text("$2,400")
                            .font(.title3.bold())
                    }
                    .position(x: frame.midX, y: frame.midY)
                }
            }
        }
        .frame(width: 200, height: 200)
    }
}
