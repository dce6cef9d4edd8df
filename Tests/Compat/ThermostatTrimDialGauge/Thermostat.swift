import SwiftUI

enum ClimateMode: String {
    case heat = "Heating"
    case cool = "Cooling"

    var tint: Color { self == .heat ? .orange : .cyan }
    var symbol: String { self == .heat ? "flame.fill" : "snowflake" }
}

/// A thermostat dial: a three-quarter track open at the bottom, the set point's share of it in the mode's
/// colour, a knob at its end, the target in the middle.
struct ThermostatDial: View {
    var target: Double
    var mode: ClimateMode
    var range: ClosedRange<Double> = 10...30

    private let sweep = 0.75
    private let lineWidth: CGFloat = 16

    private var fraction: Double {
        min(max((target - range.lowerBound) / (range.upperBound - range.lowerBound), 0), 1)
    }

    var body: some View {
        GeometryReader { proxy in
            let side = min(proxy.size.width, proxy.size.height)
            ZStack {
                Circle()
                    .trim(from: 0, to: sweep)
                    .stroke(Color(.systemGray5), style: StrokeStyle(lineWidth: lineWidth, lineCap: .round))
                    .rotationEffect(.degrees(135))

                Circle()
                    .trim(from: 0, to: sweep * fraction)
                    .stroke(mode.tint, style: StrokeStyle(lineWidth: lineWidth, lineCap: .round))
                    .rotationEffect(.degrees(135))

                Circle()
                    .fill(.white)
                    .frame(width: lineWidth + 6, height: lineWidth + 6)
                    .shadow(color: .black.opacity(0.25), radius: 2, y: 1)
                    .offset(x: side / 2)
                    .rotationEffect(.degrees(135 + 360 * sweep * fraction))

                VStack(spacing: 2) {
                    Text("\(Int(target))°")
                        .font(.system(size: 44, weight: .light, design: .rounded))
                    Label(mode.rawValue, systemImage: mode.symbol)
                        .font(.caption.weight(.semibold))
                        .foregroundStyle(mode.tint)
                }
            }
            .frame(width: side, height: side)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
        }
    }
}

/// The living room's climate card: the dial and today's energy use as a capacity bar.
struct ClimateCard: View {
    var target: Double
    var mode: ClimateMode
    var kilowattHours: Double

    var body: some View {
        VStack(spacing: 20) {
            ThermostatDial(target: target, mode: mode)
                .frame(height: 180)

            Gauge(value: kilowattHours, in: 0...8) {
                Label("Energy today", systemImage: "bolt.fill")
            } currentValueLabel: {
                Text(kilowattHours, format: .number.precision(.fractionLength(1)))
            }
            .gaugeStyle(.linearCapacity)
            .tint(.green)
        }
        .padding(20)
    }
}
