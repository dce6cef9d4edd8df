import SwiftUI

/// One glass of the day: tinted with a full drop once drunk, grey with an outline drop before.
struct WaterGlassCell: View {
    let isFull: Bool

    var body: some View {
        RoundedRectangle(cornerRadius: 6, style: .continuous)
            .fill(isFull ? Color.cyan.opacity(0.2) : Color(.systemGray6))
            .frame(width: 24, height: 30)
            .overlay {
                Image(systemName: isFull ? "drop.fill" : "drop")
                    .font(.system(size: 12))
                    .foregroundStyle(isFull ? Color.cyan : Color(.systemGray3))
            }
    }
}

/// Today's water: glasses, a stepper for the count and a progress capsule toward the goal.
struct WaterIntakeCard: View {
    @State var glasses: Int
    var goal: Int = 8

    private var fraction: Double { min(Double(glasses) / Double(max(goal, 1)), 1) }

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack {
                Label("Water", systemImage: "drop.fill")
                    .font(.headline)
                    .foregroundStyle(.cyan)
                Spacer()
                Text("\(glasses) of \(goal) glasses")
                    .font(.subheadline.monospacedDigit())
                    .foregroundStyle(.secondary)
            }
            HStack(spacing: 6) {
                ForEach(0..<goal, id: \.self) { index in
                    WaterGlassCell(isFull: index < glasses)
                }
            }
            GeometryReader { proxy in
                Capsule()
                    .fill(Color.cyan.opacity(0.15))
                    .overlay(alignment: .leading) {
                        Capsule()
                            .fill(Color.cyan.gradient)
                            .frame(width: proxy.size.width * fraction)
                    }
            }
            .frame(height: 8)
            Stepper("Glasses", value: $glasses, in: 0...goal)
                .font(.subheadline)
        }
        .padding()
        .background(Color(.secondarySystemGroupedBackground), in: .rect(cornerRadius: 18))
    }
}
