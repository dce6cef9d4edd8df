import SwiftUI

struct SmartDevice: Identifiable {
    let id = UUID()
    let name: String
    let room: String
    let symbol: String
    var isOn: Bool
}

/// A three-quarter dial open at the bottom: a grey track, and the setpoint's share of it stroked with an angular
/// gradient from cold to hot, both turned so the opening faces down.
struct ThermostatDial: View {
    let target: Double
    let range: ClosedRange<Double>

    private var fraction: Double { (target - range.lowerBound) / (range.upperBound - range.lowerBound) }

    var body: some View {
        ZStack {
            Circle()
                .trim(from: 0, to: 0.75)
                .stroke(Color(.systemGray5), style: StrokeStyle(lineWidth: 18, lineCap: .round))
            Circle()
                .trim(from: 0, to: 0.75 * fraction)
                .stroke(AngularGradient(colors: [.blue, .purple, .orange],
                                        center: .center,
                                        startAngle: .degrees(0),
                                        endAngle: .degrees(270)),
                        style: StrokeStyle(lineWidth: 18, lineCap: .round))
            VStack(spacing: 0) {
                Text("\(target, format: .number.precision(.fractionLength(1)))°")
                    .font(.system(size: 40, weight: .light, design: .rounded))
                    .rotationEffect(.degrees(-135))
            }
        }
        .rotationEffect(.degrees(135))
    }
}

/// A device switch drawn as a tile: filled in the accent when on, grey when off.
struct DeviceTileToggleStyle: ToggleStyle {
    var symbol: String

    func makeBody(configuration: Configuration) -> some View {
        Button {
            configuration.isOn.toggle()
        } label: {
            VStack(alignment: .leading, spacing: 10) {
                Image(systemName: symbol)
                    .font(.title2)
                    .foregroundStyle(configuration.isOn ? Color.orange : Color.secondary)
                configuration.label
                    .font(.footnote.weight(.semibold))
                Text(configuration.isOn ? "On" : "Off")
                    .font(.caption)
                    .foregroundStyle(configuration.isOn ? Color.primary : Color.secondary)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(12)
            .background(configuration.isOn ? Color.yellow.opacity(0.35) : Color(.systemGray6),
                        in: RoundedRectangle(cornerRadius: 16, style: .continuous))
        }
        .buttonStyle(.plain)
    }
}

/// A tall brightness bar: the level fills from the bottom.
struct BrightnessBar: View {
    let level: Double

    var body: some View {
        GeometryReader { proxy in
            ZStack(alignment: .bottom) {
                Rectangle().fill(Color(.systemGray5))
                Rectangle()
                    .fill(Color.yellow)
                    .frame(height: proxy.size.height * level)
            }
        }
        .clipShape(RoundedRectangle(cornerRadius: 18, style: .continuous))
        .overlay(alignment: .bottom) {
            Image(systemName: "sun.max.fill")
                .foregroundStyle(.white)
                .padding(.bottom, 10)
        }
    }
}

struct HomeControlsView: View {
    @State var devices: [SmartDevice]
    let target: Double
    let brightness: Double

    private let columns = [GridItem(.flexible(), spacing: 10), GridItem(.flexible(), spacing: 10)]

    var body: some View {
        VStack(spacing: 16) {
            HStack(spacing: 20) {
                ThermostatDial(target: target, range: 10...30)
                    .frame(width: 170, height: 170)
                BrightnessBar(level: brightness)
                    .frame(width: 64, height: 170)
            }
            LazyVGrid(columns: columns, spacing: 10) {
                ForEach($devices) { $device in
                    Toggle(device.name, isOn: $device.isOn)
                        .toggleStyle(DeviceTileToggleStyle(symbol: device.symbol))
                }
            }
        }
        .padding(16)
    }
}
