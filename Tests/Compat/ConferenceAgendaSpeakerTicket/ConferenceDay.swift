import SwiftUI

enum SessionTrack: String {
    case design = "Design"
    case swift = "Swift"
    case workshop = "Workshop"

    var color: Color {
        switch self {
        case .design: return .pink
        case .swift: return .orange
        case .workshop: return .purple
        }
    }
}

struct AgendaSession: Identifiable {
    let id = UUID()
    let start: String
    let title: String
    let room: String
    let track: SessionTrack
}

struct AgendaRow: View {
    let session: AgendaSession

    var body: some View {
        HStack(alignment: .top, spacing: 10) {
            Text(session.start)
                .font(.caption.monospacedDigit())
                .foregroundColor(.secondary)
                .frame(width: 40, alignment: .leading)
            RoundedRectangle(cornerRadius: 2)
                .fill(session.track.color)
                .frame(width: 4)
            VStack(alignment: .leading, spacing: 4) {
                Text(session.title)
                    .font(.subheadline.weight(.semibold))
                    .lineLimit(1)
                HStack(spacing: 6) {
                    Text(session.track.rawValue.uppercased())
                        .font(.system(size: 9, weight: .bold))
                        .foregroundColor(session.track.color)
                        .padding(.horizontal, 6)
                        .padding(.vertical, 2)
                        .background(session.track.color.opacity(0.15), in: Capsule())
                    Text(session.room)
                        .font(.caption2)
                        .foregroundColor(.secondary)
                }
            }
            Spacer(minLength: 0)
        }
        .fixedSize(horizontal: false, vertical: true)
    }
}

struct SpeakerBadge: View {
    let name: String
    let role: String

    private var initials: String {
        name.split(separator: " ").compactMap { $0.first }.map(String.init).joined()
    }

    var body: some View {
        HStack(spacing: 10) {
            Text(initials)
                .font(.system(size: 15, weight: .semibold, design: .rounded))
                .foregroundColor(.white)
                .frame(width: 40, height: 40)
                .background(LinearGradient(colors: [.orange, .pink], startPoint: .top, endPoint: .bottom))
                .clipShape(Circle())
            VStack(alignment: .leading, spacing: 1) {
                Text(name).font(.subheadline.weight(.semibold))
                Text(role).font(.caption).foregroundColor(.secondary)
            }
            Spacer()
        }
    }
}

struct NotchedTicketShape: Shape {
    var notchRadius: CGFloat = 10

    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.minX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - notchRadius))
        path.addArc(center: CGPoint(x: rect.maxX, y: rect.maxY), radius: notchRadius,
                    startAngle: .degrees(270), endAngle: .degrees(180), clockwise: true)
        path.addLine(to: CGPoint(x: rect.minX + notchRadius, y: rect.maxY))
        path.addArc(center: CGPoint(x: rect.minX, y: rect.maxY), radius: notchRadius,
                    startAngle: .degrees(0), endAngle: .degrees(270), clockwise: true)
        path.closeSubpath()
        return path
    }
}

struct PerforationLine: Shape {
    func path(in rect: CGRect) -> Path {
        Path { line in
            line.addLines([CGPoint(x: rect.minX, y: rect.midY), CGPoint(x: rect.maxX, y: rect.midY)])
        }
    }
}

struct EventTicket: View {
    let event: String
    let seat: String

    var body: some View {
        VStack(spacing: 0) {
            VStack(alignment: .leading, spacing: 2) {
                Text(event)
                    .font(.headline)
                    .foregroundColor(.white)
                Text(seat)
                    .font(.caption)
                    .foregroundColor(.white.opacity(0.8))
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(14)
            .background(Color.indigo)
            .clipShape(NotchedTicketShape())

            PerforationLine()
                .stroke(Color.indigo, style: StrokeStyle(lineWidth: 2, dash: [6, 6], dashPhase: 3))
                .frame(height: 2)
                .padding(.horizontal, 12)
                .background(Color.indigo.opacity(0.15))

            HStack {
                Image(systemName: "qrcode")
                    .resizable()
                    .frame(width: 44, height: 44)
                Text("Show at the door")
                    .font(.caption)
                    .foregroundColor(.secondary)
                Spacer()
            }
            .padding(14)
            .background(Color.indigo.opacity(0.15))
            .clipShape(NotchedTicketShape().rotation(.degrees(180)))
        }
    }
}

struct ConferenceDayScreen: View {
    let sessions: [AgendaSession]

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Day 2 · Thursday")
                .font(.title3.bold())
            ForEach(sessions) { session in
                AgendaRow(session: session)
            }
            Divider()
            SpeakerBadge(name: "Maya Lindqvist", role: "Keynote · Swift")
            EventTicket(event: "SwiftFjord 2026", seat: "Full pass · Row F")
        }
        .padding(16)
    }
}
