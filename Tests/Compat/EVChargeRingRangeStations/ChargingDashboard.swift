import SwiftUI

struct ChargingStation: Identifiable {
    let id = UUID()
    let name: String
    let power: String
    let status: String
}

struct ChargeRing: View {
    let level: Int

    private var ringColor: Color {
        level < 20 ? .red : level < 50 ? .orange : .green
    }

    var body: some View {
        ZStack {
            Circle()
                .stroke(Color(.systemGray5), lineWidth: 12)
            Circle()
                .trim(from: 0, to: CGFloat(level) / 100)
                .stroke(ringColor, style: StrokeStyle(lineWidth: 12, lineCap: .round))
                .rotationEffect(.degrees(-90))
            VStack(spacing: 0) {
                Image(systemName: "bolt.fill")
                    .foregroundColor(ringColor)
                Text("\(level)%")
                    .font(.title2.bold())
                    .monospacedDigit()
            }
        }
        .frame(width: 120, height: 120)
    }
}

struct RangeBar: View {
    let range: Double
    let maxRange: Double

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack {
                Text("Range")
                    .font(.caption)
                    .foregroundColor(.secondary)
                Spacer()
                Text("\(Int(range)) km")
                    .font(.caption.bold())
            }
            GeometryReader { proxy in
                ZStack(alignment: .leading) {
                    Capsule().fill(Color(.systemGray5))
                    Capsule().fill(Color.green)
                        .frame(width: proxy.size.width * range / maxRange)
                }
            }
            .frame(height: 6)
        }
    }
}

struct ClimateStepper: View {
    let temperature: Double

    private func stepButton(_ symbol: String, tint: Color) -> some View {
        Button {
        } label: {
            Image(systemName: symbol)
                .font(.system(size: 16, weight: .bold))
                .foregroundColor(tint)
                .frame(width: 36, height: 36)
                .background(tint.opacity(0.12), in: Circle())
        }
    }

    var body: some View {
        HStack {
            stepButton("chevron.down", tint: .blue)
            Spacer()
            Text(String(format: "%.1f°", temperature))
                .font(.title3.weight(.semibold))
            Spacer()
            stepButton("chevron.up", tint: .red)
        }
    }
}

struct StationStatusRow: View {
    let station: ChargingStation

    private var statusColor: Color {
        switch station.status {
        case "Available": return .green
        case "Occupied": return .orange
        default: return .red
        }
    }

    var body: some View {
        HStack {
            VStack(alignment: .leading, spacing: 2) {
                Text(station.name)
                    .font(.subheadline.weight(.semibold))
                Text(station.power)
                    .font(.caption)
                    .foregroundColor(.secondary)
            }
            Spacer()
            Text(station.status)
                .font(.caption.weight(.medium))
                .foregroundColor(statusColor)
                .padding(.horizontal, 8)
                .padding(.vertical, 4)
                .background(statusColor.opacity(0.12))
                .clipShape(.capsule)
        }
    }
}

struct ChargingDashboard: View {
    let level: Int
    let range: Double
    let temperature: Double
    let stations: [ChargingStation]

    var body: some View {
        VStack(spacing: 14) {
            HStack(spacing: 16) {
                ChargeRing(level: level)
                VStack(alignment: .leading, spacing: 10) {
                    Text("Charging")
                        .font(.headline)
                    Text("1h 20m to 80%")
                        .font(.caption)
                        .foregroundColor(.secondary)
                    RangeBar(range: range, maxRange: 500)
                }
            }
            ClimateStepper(temperature: temperature)
                .padding(12)
                .background(Color(.secondarySystemBackground))
                .clipShape(.rect(cornerRadius: 16))
            VStack(spacing: 10) {
                ForEach(stations) { station in
                    StationStatusRow(station: station)
                }
            }
        }
        .padding(16)
    }
}
