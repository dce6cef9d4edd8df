import SwiftUI

struct DailyForecast: Identifiable {
    let id = UUID()
    let weekday: String
    let symbol: String
    let low: Double
    let high: Double
}

/// The day's span of the week's temperatures: a faint track, the day's low-to-high part in a warm gradient,
/// and a dot for the current temperature on today's row.
struct TemperatureRangeBar: View {
    let day: DailyForecast
    let weekRange: ClosedRange<Double>
    var current: Double? = nil

    private let gradient = LinearGradient(colors: [.cyan, .green, .yellow, .orange],
                                          startPoint: .leading, endPoint: .trailing)

    var body: some View {
        GeometryReader { proxy in
            let span = weekRange.upperBound - weekRange.lowerBound
            let scale = proxy.size.width / span
            ZStack(alignment: .leading) {
                Capsule()
                    .fill(.white.opacity(0.2))
                Capsule()
                    .fill(gradient)
                    .frame(width: (day.high - day.low) * scale)
                    .offset(x: (day.low - weekRange.lowerBound) * scale)
                if let current {
                    Circle()
                        .fill(.white)
                        .frame(width: 6, height: 6)
                        .offset(x: (current - weekRange.lowerBound) * scale - 3)
                }
            }
        }
        .frame(height: 5)
    }
}

struct TenDayForecastView: View {
    let days: [DailyForecast]
    let currentTemperature: Double

    private var weekRange: ClosedRange<Double> {
        (days.map(\.low).min() ?? 0)...(days.map(\.high).max() ?? 1)
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Label("10-DAY FORECAST", systemImage: "calendar")
                .font(.caption.weight(.medium))
                .foregroundStyle(.white.opacity(0.6))
                .padding(.bottom, 8)
            ForEach(Array(days.enumerated()), id: \.element.id) { index, day in
                Divider()
                    .overlay(.white.opacity(0.3))
                HStack(spacing: 10) {
                    Text(index == 0 ? "Today" : day.weekday)
                        .fontWeight(.medium)
                        .frame(width: 56, alignment: .leading)
                    Image(systemName: day.symbol)
                        .frame(width: 28)
                    Text("\(Int(day.low))°")
                        .foregroundStyle(.white.opacity(0.6))
                        .frame(width: 32, alignment: .trailing)
                    TemperatureRangeBar(day: day, weekRange: weekRange,
                                        current: index == 0 ? currentTemperature : nil)
                    Text("\(Int(day.high))°")
                        .frame(width: 32, alignment: .trailing)
                }
                .foregroundStyle(.white)
                .frame(height: 44)
            }
        }
        .padding(.horizontal, 14)
        .padding(.top, 12)
        .background(.white.opacity(0.15), in: .rect(cornerRadius: 16))
    }
}

struct ForecastScreen: View {
    let days: [DailyForecast]

    var body: some View {
        TenDayForecastView(days: days, currentTemperature: 14)
            .padding(16)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
            .background(
                LinearGradient(colors: [Color(red: 0.16, green: 0.38, blue: 0.74), Color(red: 0.35, green: 0.62, blue: 0.90)],
                               startPoint: .top, endPoint: .bottom)
            )
    }
}
