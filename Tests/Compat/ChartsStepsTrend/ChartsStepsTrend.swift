import SwiftUI
import Charts

struct StepCount: Identifiable {
    var id: Date { day }
    let day: Date
    let steps: Int
}

extension StepCount {
    static func week(endingOn end: Date) -> [StepCount] {
        let counts = [6200, 8400, 7100, 10400, 9300, 4800, 11200]
        return counts.enumerated().map { offset, steps in
            StepCount(day: Calendar.current.date(byAdding: .day, value: offset - counts.count + 1, to: end)!, steps: steps)
        }
    }
}

struct StepsTrendChart: View {
    let entries: [StepCount]
    var goal = 8000

    var body: some View {
        Chart {
            ForEach(entries) { entry in
                AreaMark(
                    x: .value("Day", entry.day, unit: .day),
                    y: .value("Steps", entry.steps)
                )
                .foregroundStyle(
                    LinearGradient(colors: [.orange.opacity(0.4), .orange.opacity(0.05)], startPoint: .top, endPoint: .bottom)
                )
                .interpolationMethod(.catmullRom)

                LineMark(
                    x: .value("Day", entry.day, unit: .day),
                    y: .value("Steps", entry.steps)
                )
                .foregroundStyle(.orange)
                .lineStyle(StrokeStyle(lineWidth: 3, lineCap: .round))
                .interpolationMethod(.catmullRom)

                PointMark(
                    x: .value("Day", entry.day, unit: .day),
                    y: .value("Steps", entry.steps)
                )
                .foregroundStyle(.orange)
                .symbolSize(30)
            }

            RuleMark(y: .value("Goal", goal))
                .foregroundStyle(.gray)
                .lineStyle(StrokeStyle(lineWidth: 1, dash: [4, 4]))
                .annotation(position: .top, alignment: .trailing) {
                    Text("Goal")
                        .font(.caption2)
                        .foregroundStyle(.secondary)
                }
        }
        .chartYScale(domain: 0...12000)
        .chartXAxis {
            AxisMarks(values: .stride(by: .day)) { _ in
                AxisGridLine()
                AxisValueLabel(format: .dateTime.weekday(.narrow), centered: true)
            }
        }
        .chartYAxis {
            AxisMarks(values: [0, 4000, 8000, 12000]) { value in
                AxisGridLine(stroke: StrokeStyle(lineWidth: 0.5, dash: [2, 2]))
                AxisValueLabel()
            }
        }
        .chartOverlay { proxy in
            GeometryReader { geometry in
                if let goalY = proxy.position(forY: goal) {
                    Rectangle()
                        .fill(Color.green.opacity(0.08))
                        .frame(width: proxy.plotAreaSize.width, height: max(0, goalY))
                        .offset(x: geometry[proxy.plotAreaFrame].origin.x)
                }
            }
        }
    }
}
