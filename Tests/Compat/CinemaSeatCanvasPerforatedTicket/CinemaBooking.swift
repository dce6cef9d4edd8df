import SwiftUI

enum SeatState {
    case free, taken, selected
}

struct Showtime: Identifiable, Hashable {
    let id = UUID()
    let time: String
    let format: String
}

// Seats drawn in one Canvas: free seats outlined, taken ones filled grey, picked ones in the accent.
struct SeatMapCanvas: View {
    let rows: [[SeatState]]
    var seat: CGFloat = 20
    var gap: CGFloat = 6
    var aisleAfter = 4
    var aisle: CGFloat = 16

    private var width: CGFloat {
        let count = CGFloat(rows.first?.count ?? 0)
        return count * seat + (count - 1) * gap + aisle
    }

    var body: some View {
        Canvas { context, size in
            for (r, row) in rows.enumerated() {
                for (c, state) in row.enumerated() {
                    let x = CGFloat(c) * (seat + gap) + (c >= aisleAfter ? aisle : 0)
                    let rect = CGRect(x: x, y: CGFloat(r) * (seat + gap), width: seat, height: seat)
                    let shape = Path(roundedRect: rect, cornerRadius: 5)
                    switch state {
                    case .free:
                        context.stroke(shape, with: .color(.secondary), lineWidth: 1.5)
                    case .taken:
                        context.fill(shape, with: .color(Color(.systemGray4)))
                    case .selected:
                        context.fill(shape, with: .color(.pink))
                    }
                }
            }
        }
        .frame(width: width, height: CGFloat(rows.count) * (seat + gap) - gap)
    }
}

struct ScreenArc: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.addQuadCurve(to: CGPoint(x: rect.maxX, y: rect.maxY), control: CGPoint(x: rect.midX, y: rect.minY))
        return path
    }
}

struct ShowtimeChip: View {
    let showtime: Showtime
    let isSelected: Bool

    var body: some View {
        VStack(spacing: 2) {
            Text(showtime.time).font(.subheadline.weight(.semibold))
            Text(showtime.format).font(.caption2)
        }
        .foregroundStyle(isSelected ? .white : .primary)
        .padding(.horizontal, 14)
        .padding(.vertical, 6)
        .background {
            if isSelected {
                Capsule().fill(.pink)
            } else {
                Capsule().strokeBorder(Color(.separator), lineWidth: 1)
            }
        }
    }
}

// A ticket whose tear line is punched out of the card: two discs cut with `.destinationOut`.
struct PerforatedTicket: View {
    let movie: String
    let seats: String
    var tearLine: CGFloat = 74
    var notch: CGFloat = 22

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack(alignment: .top) {
                VStack(alignment: .leading, spacing: 4) {
                    Text(movie).font(.headline)
                    Text("Hall 3 · Seats \(seats)").font(.caption).foregroundStyle(.secondary)
                }
                Spacer()
                Text("2d 4h")
                    .font(.caption2.bold())
                    .monospacedDigit()
                    .foregroundStyle(.white)
                    .padding(.horizontal, 8)
                    .padding(.vertical, 4)
                    .background(.orange, in: Capsule())
            }
            .frame(height: tearLine - 14, alignment: .top)
            Line()
                .stroke(style: StrokeStyle(lineWidth: 1, dash: [4, 4]))
                .foregroundStyle(Color(.separator))
                .frame(height: 1)
                .padding(.horizontal, 4)
            HStack {
                Image(systemName: "qrcode")
                    .font(.system(size: 34))
                Spacer()
                Text("Admit 2").font(.caption.weight(.semibold))
            }
            .padding(.top, 12)
        }
        .padding(14)
        .background(.white)
        .mask {
            ZStack(alignment: .topLeading) {
                Rectangle()
                HStack {
                    Circle().frame(width: notch, height: notch).offset(x: -notch / 2)
                    Spacer()
                    Circle().frame(width: notch, height: notch).offset(x: notch / 2)
                }
                .offset(y: tearLine - notch / 2)
                .blendMode(.destinationOut)
            }
            .compositingGroup()
        }
        .clipShape(.rect(cornerRadius: 14))
    }
}

struct Line: Shape {
    func path(in rect: CGRect) -> Path {
        Path { p in
            p.move(to: CGPoint(x: rect.minX, y: rect.midY))
            p.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
        }
    }
}

struct SeatSelectionScreen: View {
    let showtimes: [Showtime]
    @State var selectedShowtime: Showtime?
    let rows: [[SeatState]]

    var body: some View {
        VStack(spacing: 14) {
            ScrollView(.horizontal, showsIndicators: false) {
                HStack(spacing: 8) {
                    ForEach(showtimes) { showtime in
                        ShowtimeChip(showtime: showtime, isSelected: showtime == selectedShowtime)
                    }
                }
                .padding(.horizontal)
            }
            .fixedSize(horizontal: false, vertical: true)
            ScreenArc()
                .stroke(LinearGradient(colors: [.pink.opacity(0.2), .pink, .pink.opacity(0.2)], startPoint: .leading, endPoint: .trailing), lineWidth: 3)
                .frame(width: 220, height: 16)
            SeatMapCanvas(rows: rows)
            PerforatedTicket(movie: "Night Train", seats: "C5, C6")
                .padding(.horizontal, 24)
        }
        .padding(.vertical)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
        .background(Color(.systemGroupedBackground))
    }
}
