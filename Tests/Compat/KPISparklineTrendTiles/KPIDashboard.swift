import SwiftUI

enum StatsRange: String, CaseIterable, Identifiable {
    case week = "7D"
    case month = "30D"
    case quarter = "90D"

    var id: Self { self }
}

struct Metric: Identifiable {
    let id = UUID()
    let title: String
    let value: String
    let change: Double
    let history: [Double]
}

/// The change since the last period: an arrow and a percentage on a tinted capsule.
struct TrendBadge: View {
    let change: Double

    private var isUp: Bool { change >= 0 }

    var body: some View {
        HStack(spacing: 2) {
            Image(systemName: isUp ? "arrow.up.right" : "arrow.down.right")
            Text(abs(change), format: .percent.precision(.fractionLength(0)))
        }
        .font(.caption2.bold())
        .foregroundStyle(isUp ? .green : .red)
        .padding(.horizontal, 6)
        .padding(.vertical, 3)
        .background((isUp ? Color.green : Color.red).opacity(0.15), in: Capsule())
    }
}

/// A sparkline scaled to its own minimum and maximum, the area under it washed in the line's colour.
struct SparklineShape: Shape {
    let values: [Double]
    var closed = false

    func path(in rect: CGRect) -> Path {
        var path = Path()
        guard values.count > 1, let low = values.min(), let high = values.max(), high > low else { return path }
        let step = rect.width / CGFloat(values.count - 1)
        for (index, value) in values.enumerated() {
            let point = CGPoint(x: rect.minX + CGFloat(index) * step,
                                y: rect.maxY - CGFloat((value - low) / (high - low)) * rect.height)
            if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
        }
        if closed {
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
            path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
            path.closeSubpath()
        }
        return path
    }
}

struct MetricTile: View {
    let metric: Metric

    private var tint: Color { metric.change >= 0 ? .green : .red }

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack(alignment: .top) {
                Text(metric.title)
                    .font(.caption)
                    .foregroundStyle(.secondary)
                Spacer(minLength: 4)
                TrendBadge(change: metric.change)
            }
            Text(metric.value)
                .font(.title2.bold())
            ZStack {
                SparklineShape(values: metric.history, closed: true)
                    .fill(LinearGradient(colors: [tint.opacity(0.3), tint.opacity(0)], startPoint: .top, endPoint: .bottom))
                SparklineShape(values: metric.history)
                    .stroke(tint, style: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round))
            }
            .frame(height: 32)
        }
        .padding(12)
        .background(Color(.secondarySystemGroupedBackground), in: RoundedRectangle(cornerRadius: 14, style: .continuous))
    }
}

struct KPIDashboard: View {
    @State private var range: StatsRange = .month
    let metrics: [Metric]

    private let columns = [GridItem(.flexible(), spacing: 12), GridItem(.flexible(), spacing: 12)]

    var body: some View {
        VStack(spacing: 12) {
            Picker("Range", selection: $range) {
                ForEach(StatsRange.allCases) { range in
                    Text(range.rawValue).tag(range)
                }
            }
            .pickerStyle(.segmented)
            LazyVGrid(columns: columns, spacing: 12) {
                ForEach(metrics) { metric in
                    MetricTile(metric: metric)
                }
            }
            Spacer(minLength: 0)
        }
        .padding(16)
        .background(Color(.systemGroupedBackground))
    }
}
