import SwiftUI

struct Airport {
    let code: String
    let city: String
    let time: String
}

struct FareOption: Identifiable {
    let id = UUID()
    let cabin: String
    let perks: String
    let price: Double
}

/// A horizontal line across the middle of its frame, stroked dashed between the two airports.
struct RouteLine: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.minX, y: rect.midY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
        return path
    }
}

struct AirportColumn: View {
    let airport: Airport
    var alignment: HorizontalAlignment = .leading

    var body: some View {
        VStack(alignment: alignment, spacing: 2) {
            Text(airport.code)
                .font(.system(size: 28, weight: .heavy, design: .rounded))
            Text(airport.city)
                .font(.caption)
                .foregroundStyle(.secondary)
            Text(airport.time)
                .font(.subheadline.weight(.semibold))
                .monospacedDigit()
        }
    }
}

struct FlightRouteCard: View {
    let from: Airport
    let to: Airport
    let duration: String

    var body: some View {
        HStack(alignment: .top, spacing: 10) {
            AirportColumn(airport: from)
            VStack(spacing: 4) {
                ZStack {
                    RouteLine()
                        .stroke(Color.indigo, style: StrokeStyle(lineWidth: 2, lineCap: .butt, dash: [6, 4]))
                        .frame(height: 2)
                    Image(systemName: "airplane")
                        .font(.system(size: 14, weight: .bold))
                        .foregroundStyle(.indigo)
                        .padding(4)
                        .background(Circle().fill(.white))
                }
                Text(duration)
                    .font(.caption2)
                    .foregroundStyle(.secondary)
            }
            .padding(.top, 14)
            AirportColumn(airport: to, alignment: .trailing)
        }
        .padding(16)
        .background(.white, in: RoundedRectangle(cornerRadius: 18, style: .continuous))
    }
}

struct FareRow: View {
    let fare: FareOption
    let isSelected: Bool

    var body: some View {
        HStack {
            VStack(alignment: .leading, spacing: 2) {
                Text(fare.cabin).font(.headline)
                Text(fare.perks).font(.caption).foregroundStyle(.secondary)
            }
            Spacer()
            Text(fare.price, format: .currency(code: "USD").precision(.fractionLength(0)))
                .font(.headline)
            Image(systemName: isSelected ? "largecircle.fill.circle" : "circle")
                .foregroundStyle(isSelected ? Color.indigo : Color.secondary)
        }
        .padding(12)
        .background(
            RoundedRectangle(cornerRadius: 12)
                .strokeBorder(isSelected ? Color.indigo : Color.gray.opacity(0.3), lineWidth: isSelected ? 2 : 1)
        )
    }
}

struct FlightBookingScreen: View {
    let from: Airport
    let to: Airport
    let fares: [FareOption]
    @State var selectedCabin: String
    @State private var passengers = 2

    private var total: Double {
        (fares.first { $0.cabin == selectedCabin }?.price ?? 0) * Double(passengers)
    }

    var body: some View {
        ScrollView {
            VStack(spacing: 12) {
                FlightRouteCard(from: from, to: to, duration: "2h 35m")
                Stepper("Passengers: \(passengers)", value: $passengers, in: 1...9)
                    .font(.subheadline)
                ForEach(fares) { fare in
                    FareRow(fare: fare, isSelected: fare.cabin == selectedCabin)
                }
            }
            .padding(16)
        }
        .background(Color(.systemGroupedBackground))
        .safeAreaInset(edge: .bottom) {
            HStack {
                VStack(alignment: .leading, spacing: 0) {
                    Text("Total").font(.caption).foregroundStyle(.secondary)
                    Text(total, format: .currency(code: "USD").precision(.fractionLength(0)))
                        .font(.title3.bold())
                        .monospacedDigit()
                }
                Spacer()
                Button("Book") { }
                    .buttonStyle(.borderedProminent)
                    .tint(.pink)
                    .controlSize(.large)
            }
            .padding(.horizontal, 16)
            .padding(.vertical, 10)
            .background(.white)
        }
    }
}
