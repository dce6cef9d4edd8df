import SwiftUI

struct BudgetSlice: Identifiable {
    let id = UUID()
    var name: String
    var spent: Double
    var limit: Double
    var color: Color
}

/// Spending so far drawn as one arc per category over the top half of a ring, with a gap between arcs.
struct BudgetHalfRing: View {
    let budget: Double
    let slices: [BudgetSlice]
    var gapDegrees: Double = 6

    private var arcs: [(from: Double, to: Double, color: Color)] {
        var start = 0.5
        var arcs: [(from: Double, to: Double, color: Color)] = []
        for slice in slices {
            let length = slice.spent / budget * 0.5
            arcs.append((from: start, to: min(start + length, 1), color: slice.color))
            start = min(start + length + gapDegrees / 360, 1)
        }
        return arcs
    }

    var body: some View {
        ZStack {
            Circle()
                .trim(from: 0.5, to: 1)
                .stroke(Color.gray.opacity(0.25), style: StrokeStyle(lineWidth: 10, lineCap: .round))
            ForEach(Array(arcs.enumerated()), id: \.offset) { _, arc in
                Circle()
                    .trim(from: arc.from, to: arc.to)
                    .stroke(arc.color, style: StrokeStyle(lineWidth: 14, lineCap: .butt))
            }
            VStack(spacing: 2) {
                Text(slices.reduce(0) { $0 + $1.spent }, format: .currency(code: "USD").precision(.fractionLength(0)))
                    .font(.title3.bold())
                Text("of \(budget, format: .currency(code: "USD").precision(.fractionLength(0)))")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            .offset(y: -20)
        }
        .frame(width: 180, height: 180)
    }
}

/// Each category's share of its own limit, as the capacity gauges of a complication.
struct CategoryCapacityRow: View {
    let slices: [BudgetSlice]

    var body: some View {
        HStack(spacing: 16) {
            ForEach(slices) { slice in
                VStack(spacing: 6) {
                    Gauge(value: slice.spent, in: 0...slice.limit) {
                        Text(slice.name)
                    } currentValueLabel: {
                        Text(slice.spent / slice.limit, format: .percent.precision(.fractionLength(0)))
                    }
                    .gaugeStyle(.accessoryCircularCapacity)
                    .tint(slice.color)
                    Text(slice.name).font(.caption2)
                }
            }
        }
    }
}
