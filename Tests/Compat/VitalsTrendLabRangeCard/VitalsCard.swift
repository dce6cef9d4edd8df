import SwiftUI
import Charts

struct PressureReading: Identifiable {
    let id = UUID()
    let day: Int
    let systolic: Double
}

struct LabResult: Identifiable {
    let id = UUID()
    let name: String
    let unit: String
    let value: Double
    let normal: ClosedRange<Double>
    let scale: ClosedRange<Double>

    var isInRange: Bool { normal.contains(value) }
}

struct BloodPressureTrend: View {
    let readings: [PressureReading]
    let goal: Double

    var body: some View {
        Chart {
            ForEach(readings) { reading in
                AreaMark(x: .value("Day", reading.day), yStart: .value("Floor", 100), yEnd: .value("Systolic", reading.systolic))
                    .foregroundStyle(LinearGradient(colors: [.red.opacity(0.35), .red.opacity(0.02)], startPoint: .top, endPoint: .bottom))
                LineMark(x: .value("Day", reading.day), y: .value("Systolic", reading.systolic))
                    .foregroundStyle(.red)
                    .lineStyle(StrokeStyle(lineWidth: 2))
            }
            RuleMark(y: .value("Goal", goal))
                .foregroundStyle(.green)
                .lineStyle(StrokeStyle(lineWidth: 1.5, dash: [5, 3]))
                .annotation(position: .top, alignment: .leading) {
                    Text("Goal \(Int(goal))")
                        .font(.caption2.bold())
                        .foregroundStyle(.green)
                }
        }
        .chartYScale(domain: 100...160)
        .chartXScale(domain: 1...7)
        .chartXAxis(.hidden)
        .chartYAxis {
            AxisMarks(position: .leading, values: [100, 130, 160])
        }
        .frame(height: 150)
    }
}

/// A reference-range bar: the scale as a grey capsule, the normal band in green, the value as a ringed dot.
struct LabRangeBar: View {
    let result: LabResult

    private func fraction(_ x: Double) -> CGFloat {
        CGFloat((x - result.scale.lowerBound) / (result.scale.upperBound - result.scale.lowerBound))
    }

    var body: some View {
        GeometryReader { proxy in
            let width = proxy.size.width
            ZStack(alignment: .leading) {
                Capsule().fill(Color(.systemGray5))
                Capsule()
                    .fill(Color.green.opacity(0.45))
                    .frame(width: (fraction(result.normal.upperBound) - fraction(result.normal.lowerBound)) * width)
                    .offset(x: fraction(result.normal.lowerBound) * width)
                Circle()
                    .fill(result.isInRange ? Color.green : Color.orange)
                    .overlay(Circle().stroke(.white, lineWidth: 2))
                    .frame(width: 14, height: 14)
                    .offset(x: fraction(result.value) * width - 7)
            }
        }
        .frame(height: 8)
    }
}

struct LabResultRow: View {
    let result: LabResult

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack(alignment: .firstTextBaseline) {
                Text(result.name).font(.subheadline.weight(.semibold))
                Spacer()
                Text("\(result.value, specifier: "%.1f") \(result.unit)")
                    .font(.subheadline.monospacedDigit())
                    .foregroundStyle(result.isInRange ? Color.primary : Color.orange)
            }
            LabRangeBar(result: result)
        }
    }
}

struct VitalsCard: View {
    let readings: [PressureReading]
    let results: [LabResult]

    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            Label("Blood pressure", systemImage: "heart.fill")
                .font(.headline)
                .foregroundStyle(.red)
            BloodPressureTrend(readings: readings, goal: 130)
            Divider()
            ForEach(results) { result in
                LabResultRow(result: result)
            }
        }
        .padding()
        .background(Color(.secondarySystemGroupedBackground), in: RoundedRectangle(cornerRadius: 16))
        .padding()
        .background(Color(.systemGroupedBackground))
    }
}
