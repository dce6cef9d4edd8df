import SwiftUI

enum SeatState {
    case available, taken, selected
}

struct CabinSeat: Identifiable, Hashable {
    let row: Int
    let letter: Character
    var id: String { "\(row)\(letter)" }
}

/// One seat: an outline when free, grey when taken, filled with a check when it is yours.
struct SeatCell: View {
    let state: SeatState

    var body: some View {
        RoundedRectangle(cornerRadius: 5, style: .continuous)
            .fill(fill)
            .strokeBorder(state == .available ? Color.teal : .clear, lineWidth: 1.5)
            .frame(width: 28, height: 28)
            .overlay {
                if state == .selected {
                    Image(systemName: "checkmark")
                        .font(.caption.bold())
                        .foregroundStyle(.white)
                }
            }
    }

    private var fill: Color {
        switch state {
        case .available: .teal.opacity(0.12)
        case .taken: Color(.systemGray4)
        case .selected: .teal
        }
    }
}

/// A narrow-body cabin: three seats, the aisle, three seats, row numbers down the aisle's middle.
struct SeatMapView: View {
    let rows: ClosedRange<Int>
    let taken: Set<String>
    @Binding var selection: String?

    /// The aisle is the spacing after seat C; every other gap is 6 points.
    private let columns: [GridItem] = [
        GridItem(.fixed(28), spacing: 6),
        GridItem(.fixed(28), spacing: 6),
        GridItem(.fixed(28), spacing: 36),
        GridItem(.fixed(28), spacing: 6),
        GridItem(.fixed(28), spacing: 6),
        GridItem(.fixed(28)),
    ]
    private let letters: [Character] = ["A", "B", "C", "D", "E", "F"]

    private var seats: [CabinSeat] {
        rows.flatMap { row in letters.map { CabinSeat(row: row, letter: $0) } }
    }

    private func state(of seat: CabinSeat) -> SeatState {
        if seat.id == selection { return .selected }
        return taken.contains(seat.id) ? .taken : .available
    }

    var body: some View {
        VStack(spacing: 12) {
            HStack(spacing: 16) {
                legend("Free", .available)
                legend("Taken", .taken)
                legend("Yours", .selected)
            }
            .font(.caption)
            LazyVGrid(columns: columns, spacing: 8) {
                ForEach(seats) { seat in
                    Button {
                        selection = seat.id
                    } label: {
                        SeatCell(state: state(of: seat))
                    }
                    .buttonStyle(.plain)
                    .disabled(taken.contains(seat.id))
                }
            }
            .overlay {
                VStack(spacing: 8) {
                    ForEach(Array(rows), id: \.self) { row in
                        Text("\(row)")
                            .font(.caption2.monospacedDigit())
                            .foregroundStyle(.secondary)
                            .frame(height: 28)
                    }
                }
            }
        }
        .padding()
    }

    private func legend(_ title: String, _ state: SeatState) -> some View {
        HStack(spacing: 4) {
            SeatCell(state: state)
                .scaleEffect(0.5)
                .frame(width: 14, height: 14)
            Text(title)
        }
    }
}
