import SwiftUI

struct StatTile: View {
    let steps: Int
    let km: Double
    var body: some View {
        VStack(alignment: .leading) {
            Text(steps, format: .number)
                .font(.title2.monospacedDigit())
            Text(km, format: .number.precision(.fractionLength(1)))
                .foregroundStyle(.secondary)
        }
        .padding()
        .frame(width: 150, alignment: .leading)
        .background(Color.mint.opacity(0.3), in: RoundedRectangle(cornerRadius: 10))
    }
}
