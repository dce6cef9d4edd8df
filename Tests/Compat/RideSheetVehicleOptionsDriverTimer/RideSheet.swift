import SwiftUI

struct VehicleOption: Identifiable {
    let id: String
    let name: String
    let seats: Int
    let etaMinutes: Int
    let price: Decimal
    let symbol: String
}

struct VehicleOptionRow: View {
    let option: VehicleOption
    let isSelected: Bool

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: option.symbol)
                .font(.title2)
                .frame(width: 44)
            VStack(alignment: .leading, spacing: 2) {
                HStack(spacing: 4) {
                    Text(option.name).font(.headline)
                    Image(systemName: "person.fill").font(.caption2)
                    Text("\(option.seats)").font(.caption)
                }
                Text("\(option.etaMinutes) min away")
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            Text(option.price, format: .currency(code: "USD"))
                .font(.headline)
                .monospacedDigit()
        }
        .padding(10)
        .background(isSelected ? Color(.systemGray6) : .clear, in: RoundedRectangle(cornerRadius: 12))
        .overlay(RoundedRectangle(cornerRadius: 12).strokeBorder(isSelected ? Color.black : .clear, lineWidth: 2))
    }
}

struct DriverCard: View {
    let name: String
    let rating: Double
    let car: String
    let plate: String

    var body: some View {
        HStack(spacing: 12) {
            Circle()
                .fill(Color.indigo.gradient)
                .frame(width: 40, height: 40)
                .overlay(Text(String(name.prefix(1))).font(.headline).foregroundStyle(.white))
            VStack(alignment: .leading, spacing: 2) {
                Text(name).font(.subheadline.weight(.semibold))
                Label(String(format: "%.1f", rating), systemImage: "star.fill")
                    .font(.caption)
                    .foregroundStyle(.orange)
            }
            Spacer()
            VStack(alignment: .trailing, spacing: 4) {
                Text(car).font(.caption).foregroundStyle(.secondary)
                Text(plate)
                    .font(.caption.weight(.bold))
                    .monospaced()
                    .padding(.horizontal, 6)
                    .padding(.vertical, 2)
                    .background(Color.yellow, in: RoundedRectangle(cornerRadius: 4))
                    .overlay(RoundedRectangle(cornerRadius: 4).stroke(.black, lineWidth: 1))
            }
        }
    }
}

// The parking meter's time left: a ring trimmed to the share remaining, starting at twelve o'clock.
struct ParkingTimerRing: View {
    let remaining: Double
    let label: String

    var body: some View {
        ZStack {
            Circle().stroke(Color(.systemGray5), lineWidth: 6)
            Circle()
                .trim(from: 0, to: remaining)
                .stroke(.blue, style: StrokeStyle(lineWidth: 6, lineCap: .round))
                .rotationEffect(.degrees(-90))
            Text(label)
                .font(.caption.weight(.semibold))
                .monospacedDigit()
        }
        .frame(width: 56, height: 56)
    }
}

// A bottom sheet over the map: only its top corners are rounded; the grabber is a still capsule.
struct RideSheet: View {
    let options: [VehicleOption]
    let selectedID: String

    var body: some View {
        VStack(spacing: 10) {
            Capsule()
                .fill(Color(.systemGray3))
                .frame(width: 36, height: 5)
                .padding(.top, 8)
            ForEach(options) { option in
                VehicleOptionRow(option: option, isSelected: option.id == selectedID)
            }
            Divider()
            DriverCard(name: "Marta", rating: 4.9, car: "Grey Prius", plate: "KX 482")
        }
        .padding(.horizontal)
        .padding(.bottom, 12)
        .background(.white, in: UnevenRoundedRectangle(topLeadingRadius: 22, topTrailingRadius: 22))
        .shadow(color: .black.opacity(0.15), radius: 8, y: -2)
    }
}

struct RideHomeScreen: View {
    let options: [VehicleOption]
    let selectedID: String

    var body: some View {
        ZStack(alignment: .bottom) {
            LinearGradient(colors: [Color(red: 0.85, green: 0.93, blue: 0.85), Color(red: 0.78, green: 0.88, blue: 0.95)],
                           startPoint: .top, endPoint: .bottom)
            ParkingTimerRing(remaining: 0.25, label: "42m")
                .padding(8)
                .background(.white, in: Circle())
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topTrailing)
                .padding(12)
            RideSheet(options: options, selectedID: selectedID)
        }
    }
}
