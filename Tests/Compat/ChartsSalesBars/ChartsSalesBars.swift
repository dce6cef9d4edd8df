import SwiftUI
import Charts

struct QuarterRevenue: Identifiable {
    let id = UUID()
    let quarter: String
    let region: String
    let revenue: Double
}

enum RevenueSamples {
    static let all: [QuarterRevenue] = [
        .init(quarter: "Q1", region: "North", revenue: 12),
        .init(quarter: "Q1", region: "South", revenue: 8),
        .init(quarter: "Q2", region: "North", revenue: 15),
        .init(quarter: "Q2", region: "South", revenue: 9),
        .init(quarter: "Q3", region: "North", revenue: 11),
        .init(quarter: "Q3", region: "South", revenue: 14),
        .init(quarter: "Q4", region: "North", revenue: 18),
        .init(quarter: "Q4", region: "South", revenue: 12),
    ]
}

struct RevenueCard: View {
    var data: [QuarterRevenue] = RevenueSamples.all

    private var total: Double { data.reduce(0) { $0 + $1.revenue } }

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Revenue")
                .font(.headline)
            Text("\(Int(total))k this year")
                .font(.subheadline)
                .foregroundStyle(.secondary)
            Chart {
                ForEach(data) { row in
                    BarMark(
                        x: .value("Quarter", row.quarter),
                        y: .value("Revenue", row.revenue)
                    )
                    .foregroundStyle(by: .value("Region", row.region))
                    .cornerRadius(3)
                }
            }
            .chartForegroundStyleScale([
                "North": Color.indigo,
                "South": Color.mint
            ])
            .chartYAxis {
                AxisMarks(position: .leading) { value in
                    AxisGridLine()
                    AxisValueLabel {
                        if let amount = value.as(Double.self) {
                            Text("\(Int(amount))k")
                        }
                    }
                }
            }
            .chartLegend(position: .bottom, alignment: .leading)
            .frame(height: 180)
        }
        .padding()
        .background(Color(.systemBackground))
    }
}
