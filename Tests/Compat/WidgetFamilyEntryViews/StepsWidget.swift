import SwiftUI
import WidgetKit

struct StepsEntry: TimelineEntry {
    let date: Date
    let steps: Int
    let goal: Int

    var progress: Double { goal > 0 ? min(Double(steps) / Double(goal), 1) : 0 }

    static let preview = StepsEntry(date: Date(timeIntervalSinceReferenceDate: 190_000_000), steps: 6_420, goal: 10_000)
}

struct StepsProvider: TimelineProvider {
    func placeholder(in context: Context) -> StepsEntry {
        .preview
    }

    func getSnapshot(in context: Context, completion: @escaping (StepsEntry) -> ()) {
        completion(.preview)
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<StepsEntry>) -> ()) {
        let next = Calendar.current.date(byAdding: .minute, value: 30, to: .now) ?? .now
        completion(Timeline(entries: [.preview], policy: .after(next)))
    }
}

struct StepsWidgetEntryView: View {
    var entry: StepsProvider.Entry
    @Environment(\.widgetFamily) var family
    @Environment(\.widgetRenderingMode) var renderingMode

    var body: some View {
        switch family {
        case .accessoryCircular:
            Gauge(value: entry.progress) {
                Image(systemName: "figure.walk")
            }
            .gaugeStyle(.accessoryCircularCapacity)
        case .systemMedium:
            HStack(spacing: 16) {
                ring
                VStack(alignment: .leading, spacing: 4) {
                    Text("Steps")
                        .font(.headline)
                    Text(entry.steps, format: .number)
                        .font(.title2.bold())
                        .widgetAccentable()
                    Text("of \(entry.goal.formatted()) goal")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
                Spacer(minLength: 0)
            }
        default:
            VStack(alignment: .leading) {
                ring
                Spacer(minLength: 0)
                Text(entry.steps, format: .number)
                    .font(.headline)
            }
        }
    }

    private var ring: some View {
        ZStack {
            Circle()
                .stroke(.green.opacity(0.25), lineWidth: 8)
            Circle()
                .trim(from: 0, to: entry.progress)
                .stroke(renderingMode == .fullColor ? Color.green : Color.white, style: StrokeStyle(lineWidth: 8, lineCap: .round))
                .rotationEffect(.degrees(-90))
        }
        .frame(width: 56, height: 56)
    }
}

struct StepsWidget: Widget {
    let kind = "StepsWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: StepsProvider()) { entry in
            StepsWidgetEntryView(entry: entry)
                .containerBackground(.fill.tertiary, for: .widget)
                .widgetURL(URL(string: "steps://today"))
        }
        .configurationDisplayName("Steps")
        .description("Today's steps toward your goal.")
        .supportedFamilies([.systemSmall, .systemMedium, .accessoryCircular])
        .contentMarginsDisabled()
    }
}
