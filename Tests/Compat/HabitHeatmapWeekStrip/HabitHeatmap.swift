import SwiftUI

/// One habit's history: how much of the day's goal was met, by day.
struct HabitHistory {
    var name: String
    var color: Color
    /// 0…1 for each of the last `count` days, oldest first.
    var levels: [Double]
}

/// This week: past days filled when done, today ringed, days to come faded.
struct WeekStrip: View {
    let done: [Bool]
    let todayIndex: Int
    var accent: Color = .indigo
    private let initials = ["M", "T", "W", "T", "F", "S", "S"]

    var body: some View {
        HStack(spacing: 0) {
            ForEach(0..<7, id: \.self) { index in
                VStack(spacing: 4) {
                    Text(initials[index]).font(.caption2).foregroundStyle(.secondary)
                    ZStack {
                        if index < todayIndex || (index == todayIndex && done[index]) {
                            Circle().fill(done[index] ? accent : Color.gray.opacity(0.15))
                            if done[index] {
                                Image(systemName: "flame.fill").font(.system(size: 11)).foregroundStyle(.white)
                            }
                        } else {
                            Text("\(index + 18)").font(.caption).foregroundStyle(.secondary.opacity(index > todayIndex ? 0.5 : 1))
                        }
                    }
                    .frame(width: 28, height: 28)
                    .overlay(Circle().stroke(index == todayIndex ? accent : .clear, lineWidth: 2))
                }
                .frame(maxWidth: .infinity)
            }
        }
    }
}

/// A contribution grid: one column per week, one row per weekday, filled down each column first.
struct HabitHeatmap: View {
    let history: HabitHistory
    private let rows = Array(repeating: GridItem(.fixed(14), spacing: 3), count: 7)

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Label(history.name, systemImage: "drop.fill")
                .font(.headline)
                .foregroundStyle(history.color)
            LazyHGrid(rows: rows, spacing: 3) {
                ForEach(Array(history.levels.enumerated()), id: \.offset) { _, level in
                    RoundedRectangle(cornerRadius: 3)
                        .fill(level == 0 ? Color.gray.opacity(0.15) : history.color.opacity(0.25 + 0.75 * level))
                        .frame(width: 14, height: 14)
                }
            }
        }
    }
}
