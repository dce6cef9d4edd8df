import SwiftUI

// A theme object in the environment (its own key), read by a gauge style that trims a ring to
// the gauge's value and shows the current value label in the middle.
struct AppTheme {
    var surface: Color
    var accent: Color

    static let standard = AppTheme(surface: Color(.systemGray5), accent: .orange)
    static let ocean = AppTheme(surface: Color(red: 0.85, green: 0.93, blue: 1.0), accent: .blue)
}

private struct AppThemeKey: EnvironmentKey {
    static let defaultValue: AppTheme = .standard
}

extension EnvironmentValues {
    var appTheme: AppTheme {
        get { self[AppThemeKey.self] }
        set { self[AppThemeKey.self] = newValue }
    }
}

struct RingGaugeStyle: GaugeStyle {
    @Environment(\.appTheme) private var theme

    func makeBody(configuration: Configuration) -> some View {
        ZStack {
            Circle()
                .stroke(theme.surface, lineWidth: 10)
            Circle()
                .trim(from: 0, to: configuration.value)
                .stroke(theme.accent, style: StrokeStyle(lineWidth: 10, lineCap: .butt))
                .rotationEffect(.degrees(-90))
            configuration.currentValueLabel
                .font(.system(.caption, design: .rounded))
                .bold()
        }
        .frame(width: 60, height: 60)
    }
}

extension GaugeStyle where Self == RingGaugeStyle {
    static var ring: RingGaugeStyle { .init() }
}

struct CalorieGauges: View {
    var body: some View {
        HStack(spacing: 20) {
            Gauge(value: 60, in: 0...240) {
                Text("Burned")
            } currentValueLabel: {
                Text("60")
            }
            Gauge(value: 900, in: 600...1800) {
                Text("Eaten")
            } currentValueLabel: {
                Text("900")
            }
            .environment(\.appTheme, .ocean)
        }
        .gaugeStyle(.ring)
        .padding(10)
    }
}
