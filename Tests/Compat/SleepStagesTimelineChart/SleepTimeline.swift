import SwiftUI
import Charts

enum SleepStage: String, CaseIterable, Plottable {
    case awake = "Awake", rem = "REM", core = "Core", deep = "Deep"

    var color: Color {
        switch self {
        case .awake: return .orange
        case .rem: return .cyan
        case .core: return .blue
        case .deep: return .indigo
        }
    }
}

struct SleepSegment: Identifiable {
    let id = UUID()
    var stage: SleepStage
    var start: Date
    var end: Date
}

/// A night's hypnogram: one bar per stretch of a stage, on its stage's row, and the time asleep above it.
struct SleepTimelineCard: View {
    let segments: [SleepSegment]

    private var asleep: TimeInterval {
        segments.filter { $0.stage != .awake }.reduce(0) { $0 + $1.end.timeIntervalSince($1.start) }
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Label("Sleep", systemImage: "bed.double.fill")
                .font(.subheadline.weight(.semibold))
                .foregroundStyle(.indigo)
            Text(Duration.seconds(asleep), format: .units(allowed: [.hours, .minutes], width: .abbreviated))
                .font(.title2.bold())
            Chart(segments) { segment in
                RectangleMark(
                    xStart: .value("Start", segment.start),
                    xEnd: .value("End", segment.end),
                    y: .value("Stage", segment.stage),
                    height: .ratio(0.8)
                )
                .foregroundStyle(by: .value("Stage", segment.stage))
                .cornerRadius(3)
            }
            .chartForegroundStyleScale(domain: SleepStage.allCases, range: SleepStage.allCases.map(\.color))
            .chartYScale(domain: SleepStage.allCases)
            .chartLegend(.hidden)
            .chartXAxis {
                AxisMarks(values: .stride(by: .hour, count: 2)) { _ in
                    AxisGridLine()
                    AxisValueLabel(format: .dateTime.hour())
                }
            }
            .frame(height: 150)
        }
        .padding()
        .background(Color(.secondarySystemGroupedBackground), in: .rect(cornerRadius: 16))
    }
}
