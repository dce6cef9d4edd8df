import SwiftUI

/// A boarding pass's outline: a rounded card with a half-circle bite out of each side where the stub
/// tears off, traced with `addArc` so each bite turns into the card.
struct NotchedTicketShape: Shape {
    var cornerRadius: CGFloat = 16
    var notchRadius: CGFloat = 12
    /// How far down the card the tear line runs, as a fraction of its height.
    var tearLine: CGFloat = 0.7

    func path(in rect: CGRect) -> Path {
        let tearY = rect.minY + rect.height * tearLine
        var path = Path()
        path.move(to: CGPoint(x: rect.minX + cornerRadius, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX - cornerRadius, y: rect.minY))
        path.addArc(center: CGPoint(x: rect.maxX - cornerRadius, y: rect.minY + cornerRadius), radius: cornerRadius,
                    startAngle: .degrees(-90), endAngle: .degrees(0), clockwise: false)
        path.addLine(to: CGPoint(x: rect.maxX, y: tearY - notchRadius))
        path.addArc(center: CGPoint(x: rect.maxX, y: tearY), radius: notchRadius,
                    startAngle: .degrees(270), endAngle: .degrees(90), clockwise: true)
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - cornerRadius))
        path.addArc(center: CGPoint(x: rect.maxX - cornerRadius, y: rect.maxY - cornerRadius), radius: cornerRadius,
                    startAngle: .degrees(0), endAngle: .degrees(90), clockwise: false)
        path.addLine(to: CGPoint(x: rect.minX + cornerRadius, y: rect.maxY))
        path.addArc(center: CGPoint(x: rect.minX + cornerRadius, y: rect.maxY - cornerRadius), radius: cornerRadius,
                    startAngle: .degrees(90), endAngle: .degrees(180), clockwise: false)
        path.addLine(to: CGPoint(x: rect.minX, y: tearY + notchRadius))
        path.addArc(center: CGPoint(x: rect.minX, y: tearY), radius: notchRadius,
                    startAngle: .degrees(90), endAngle: .degrees(270), clockwise: true)
        path.addLine(to: CGPoint(x: rect.minX, y: rect.minY + cornerRadius))
        path.addArc(center: CGPoint(x: rect.minX + cornerRadius, y: rect.minY + cornerRadius), radius: cornerRadius,
                    startAngle: .degrees(180), endAngle: .degrees(270), clockwise: false)
        path.closeSubpath()
        return path
    }
}

/// The tear line: one horizontal stroke through the middle of its frame, dashed by the caller.
struct TearLine: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.minX, y: rect.midY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
        return path
    }
}

struct Flight {
    var number: String
    var from: String
    var fromCity: String
    var to: String
    var toCity: String
    var boards: String
    var gate: String
    var seat: String
    var group: Int
}

/// One labelled value on the pass ("GATE" over "B22").
private struct PassField: View {
    let title: LocalizedStringKey
    let value: String
    var alignment: HorizontalAlignment = .leading

    var body: some View {
        VStack(alignment: alignment, spacing: 2) {
            Text(title)
                .font(.caption2.weight(.semibold))
                .foregroundStyle(.secondary)
            Text(value)
                .font(.headline.monospacedDigit())
        }
    }
}

/// A boarding pass card: route, times and seat above the tear line, boarding group on the stub.
struct BoardingPassCard: View {
    let flight: Flight
    var accent: Color = .indigo

    private let tearLine: CGFloat = 0.7

    var body: some View {
        GeometryReader { proxy in
            VStack(spacing: 0) {
                VStack(alignment: .leading, spacing: 14) {
                    HStack {
                        Label(flight.number, systemImage: "airplane.departure")
                            .font(.subheadline.weight(.semibold))
                            .foregroundStyle(accent)
                        Spacer()
                        Text("BOARDING PASS")
                            .font(.caption2.weight(.bold))
                            .tracking(1.2)
                            .foregroundStyle(.secondary)
                    }
                    HStack(alignment: .firstTextBaseline) {
                        PassField(title: LocalizedStringKey(flight.fromCity), value: flight.from)
                        Spacer()
                        Image(systemName: "airplane")
                            .font(.title3)
                            .foregroundStyle(accent)
                        Spacer()
                        PassField(title: LocalizedStringKey(flight.toCity), value: flight.to, alignment: .trailing)
                    }
                    HStack {
                        PassField(title: "BOARDS", value: flight.boards)
                        Spacer()
                        PassField(title: "GATE", value: flight.gate)
                        Spacer()
                        PassField(title: "SEAT", value: flight.seat, alignment: .trailing)
                    }
                }
                .padding(.horizontal, 20)
                .frame(height: proxy.size.height * tearLine)

                TearLine()
                    .stroke(Color(.systemGray3), style: StrokeStyle(lineWidth: 2, lineCap: .butt, dash: [6, 4], dashPhase: 3))
                    .frame(height: 2)
                    .padding(.horizontal, 16)
                    .offset(y: -1)

                HStack {
                    Text("GROUP")
                        .font(.caption2.weight(.semibold))
                        .foregroundStyle(.secondary)
                    Text("\(flight.group)")
                        .font(.title2.bold())
                        .foregroundStyle(.white)
                        .frame(width: 36, height: 36)
                        .background(accent, in: .circle)
                    Spacer()
                }
                .padding(.horizontal, 20)
                .frame(maxHeight: .infinity)
            }
            .background(.white, in: NotchedTicketShape(tearLine: tearLine))
            .shadow(color: .black.opacity(0.15), radius: 8, y: 4)
        }
    }
}
