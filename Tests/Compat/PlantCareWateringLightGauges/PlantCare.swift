import SwiftUI

struct HousePlant {
    let name: String
    let species: String
    let wateringInterval: Int
    let wateredDays: Set<Int>
    let today: Int
    let light: Double
    let humidity: Double
}

struct ArcGauge: View {
    let value: Double
    let tint: Color
    let symbol: String
    let caption: String

    var body: some View {
        VStack(spacing: 6) {
            ZStack {
                Circle()
                    .trim(from: 0.125, to: 0.875)
                    .stroke(tint.opacity(0.2), style: StrokeStyle(lineWidth: 8, lineCap: .butt))
                    .rotationEffect(.degrees(90))
                Circle()
                    .trim(from: 0.125, to: 0.125 + 0.75 * value)
                    .stroke(tint, style: StrokeStyle(lineWidth: 8, lineCap: .butt))
                    .rotationEffect(.degrees(90))
                Image(systemName: symbol)
                    .font(.system(size: 18, weight: .semibold))
                    .foregroundColor(tint)
            }
            .frame(width: 64, height: 64)
            Text(caption)
                .font(.caption)
                .foregroundColor(.secondary)
        }
    }
}

struct WateringWeek: View {
    let watered: Set<Int>
    let today: Int
    private let letters = ["M", "T", "W", "T", "F", "S", "S"]

    var body: some View {
        HStack(spacing: 8) {
            ForEach(0..<7, id: \.self) { day in
                VStack(spacing: 4) {
                    ZStack {
                        Circle()
                            .fill(watered.contains(day) ? Color.blue : Color.blue.opacity(0.08))
                        if day == today {
                            Circle()
                                .strokeBorder(Color.blue, lineWidth: 2)
                        }
                    }
                    .frame(width: 26, height: 26)
                    Text(letters[day])
                        .font(.caption2)
                        .foregroundColor(day == today ? .blue : .secondary)
                }
            }
        }
    }
}

struct PlantCareCard: View {
    let plant: HousePlant

    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            HStack(spacing: 12) {
                Image(systemName: "leaf.fill")
                    .font(.title2)
                    .foregroundColor(.white)
                    .frame(width: 48, height: 48)
                    .background(Color.green, in: Circle())
                VStack(alignment: .leading, spacing: 2) {
                    Text(plant.name)
                        .font(.headline)
                    Text(plant.species)
                        .font(.subheadline)
                        .italic()
                        .foregroundColor(.secondary)
                }
            }
            Text("\(Image(systemName: "drop.fill")) Every \(plant.wateringInterval) days")
                .font(.subheadline.weight(.medium))
                .foregroundColor(.blue)
            WateringWeek(watered: plant.wateredDays, today: plant.today)
            HStack(spacing: 24) {
                ArcGauge(value: plant.light, tint: .orange, symbol: "sun.max.fill", caption: "Light")
                ArcGauge(value: plant.humidity, tint: .teal, symbol: "humidity.fill", caption: "Humidity")
            }
            .frame(maxWidth: .infinity)
        }
        .padding(16)
        .background(Color.white)
        .clipShape(RoundedRectangle(cornerRadius: 20, style: .continuous))
        .shadow(color: .black.opacity(0.08), radius: 8, x: 0, y: 4)
    }
}

struct PlantCareScreen: View {
    let plant: HousePlant

    var body: some View {
        PlantCareCard(plant: plant)
            .padding(16)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
            .background(Color.green.opacity(0.08))
    }
}
