import SwiftUI
import Charts

struct MonthlyRain: Identifiable {
    let month: String
    let share: Decimal
    var id: String { month }
}

struct YearlyRain: Identifiable {
    let year: String
    let monthIndex: Int
    let millimetres: Double
    var id: String { "\(year)-\(monthIndex)" }
}

enum RainSamples {
    static let monthNames = ["January", "February", "March", "April", "May", "June",
                             "July", "August", "September", "October", "November", "December"]

    static var shares: [MonthlyRain] {
        let millimetres: [Double] = [98, 81, 60, 62, 45, 18, 5, 6, 31, 87, 110, 119]
        let total = millimetres.reduce(0, +)
        return zip(monthNames, millimetres).map { MonthlyRain(month: $0, share: Decimal($1 / total)) }
    }

    static var comparison: [YearlyRain] {
        let thisYear: [Double] = [90, 70, 65, 50, 40, 20, 8, 4, 25, 80, 120, 130]
        let lastYear: [Double] = [110, 95, 55, 70, 50, 15, 3, 10, 40, 95, 100, 105]
        return (0..<12).flatMap { index in
            [YearlyRain(year: "This year", monthIndex: index, millimetres: thisYear[index]),
             YearlyRain(year: "Last year", monthIndex: index, millimetres: lastYear[index])]
        }
    }
}

struct RainShareChart: View {
    let data: [MonthlyRain]

    var body: some View {
        Chart(data) { item in
            BarMark(
                x: .value("Month", item.month),
                y: .value("Share", item.share)
            )
            .foregroundStyle(.teal)
            .clipShape(.rect(cornerRadius: 3))
        }
        .chartYAxis {
            AxisMarks(format: Decimal.FormatStyle.Percent())
        }
    }
}

struct RainComparisonChart: View {
    let data: [YearlyRain]

    var body: some View {
        Chart(data) { item in
            LineMark(
                x: .value("Month", item.monthIndex),
                y: .value("Rain", item.millimetres),
                series: .value("Year", item.year)
            )
            .foregroundStyle(by: .value("Year", item.year))
            .lineStyle(by: .value("Year", item.year))
        }
        .chartLineStyleScale([
            "This year": StrokeStyle(lineWidth: 3),
            "Last year": StrokeStyle(lineWidth: 2, dash: [4, 4]),
        ])
        .chartXAxis {
            AxisMarks(values: .stride(by: 3)) { value in
                AxisGridLine()
                AxisValueLabel(collisionResolution: .greedy(minimumSpacing: 8)) {
                    if let index = value.as(Int.self), RainSamples.monthNames.indices.contains(index) {
                        Text(RainSamples.monthNames[index].prefix(3))
                    }
                }
            }
        }
        .chartLegend(position: .bottom, alignment: .center, spacing: 12)
    }
}

struct RainfallScreen: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 24) {
            RainShareChart(data: RainSamples.shares)
                .frame(height: 160)
            RainComparisonChart(data: RainSamples.comparison)
                .frame(height: 180)
        }
        .padding()
    }
}
