import SwiftUI

/// The wind arrow: a long shaft with a head at the top, drawn pointing north in its rect.
struct WindArrow: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        let midX = rect.midX
        path.move(to: CGPoint(x: midX, y: rect.minY))
        path.addLine(to: CGPoint(x: midX + 8, y: rect.minY + 16))
        path.addLine(to: CGPoint(x: midX + 2, y: rect.minY + 14))
        path.addLine(to: CGPoint(x: midX + 2, y: rect.maxY))
        path.addLine(to: CGPoint(x: midX - 2, y: rect.maxY))
        path.addLine(to: CGPoint(x: midX - 2, y: rect.minY + 14))
        path.addLine(to: CGPoint(x: midX - 8, y: rect.minY + 16))
        path.closeSubpath()
        return path
    }
}

struct CompassTicks: View {
    var body: some View {
        ZStack {
            ForEach(0..<72, id: \.self) { tick in
                Rectangle()
                    .fill(tick % 18 == 0 ? .white : .white.opacity(0.35))
                    .frame(width: tick % 18 == 0 ? 3 : 1, height: tick % 18 == 0 ? 10 : 6)
                    .offset(y: -70)
                    .rotationEffect(.degrees(Double(tick) * 5))
            }
        }
    }
}

struct WindCompass: View {
    let degrees: Double
    let speed: Int

    var body: some View {
        ZStack {
            CompassTicks()
            ForEach(Array(["N", "E", "S", "W"].enumerated()), id: \.offset) { index, letter in
                Text(letter)
                    .font(.caption.bold())
                    .foregroundStyle(letter == "N" ? .red : .white.opacity(0.7))
                    .rotationEffect(.degrees(Double(index) * -90))
                    .offset(y: -52)
                    .rotationEffect(.degrees(Double(index) * 90))
            }
            WindArrow()
                .fill(.white)
                .frame(width: 16, height: 120)
                .rotationEffect(.degrees(degrees))
            Circle()
                .fill(Color(red: 0.12, green: 0.2, blue: 0.36))
                .frame(width: 54, height: 54)
            VStack(spacing: 0) {
                Text("\(speed)")
                    .font(.title3.bold())
                Text("km/h")
                    .font(.caption2)
            }
            .foregroundStyle(.white)
        }
        .frame(width: 160, height: 160)
    }
}

struct WindCard: View {
    let degrees: Double
    let speed: Int

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Label("WIND", systemImage: "wind")
                .font(.caption.weight(.semibold))
                .foregroundStyle(.white.opacity(0.6))
            WindCompass(degrees: degrees, speed: speed)
                .frame(maxWidth: .infinity)
        }
        .padding(16)
        .background(Color(red: 0.12, green: 0.2, blue: 0.36), in: RoundedRectangle(cornerRadius: 18))
    }
}
