import SwiftUI

/// A seat map: the row letter in a fixed column, then as many seats as fit.
struct SeatMapView: View {
    private let layout: [GridItem] = [
        .init(.fixed(44)),
        .init(.adaptive(minimum: 40, maximum: 90))
    ]
    let seats = Array(1...10)

    var body: some View {
        ScrollView {
            LazyVGrid(columns: layout, spacing: 10) {
                ForEach(seats, id: \.self) { seat in
                    Text("\(seat)")
                        .font(.caption.bold())
                        .foregroundColor(.white)
                        .frame(width: 36, height: 36)
                        .background {
                            RoundedRectangle(cornerRadius: 6)
                                .foregroundColor(seat == 1 ? .indigo : .teal)
                        }
                }
            }
            .padding(.horizontal, 0)
        }
    }
}
