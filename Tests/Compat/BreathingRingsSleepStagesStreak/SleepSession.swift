import SwiftUI

enum SleepStage: Int {
    case deep = 1, core, rem, awake

    var color: Color { [Color.indigo, .blue, .teal, .orange][rawValue - 1] }
    var level: CGFloat { CGFloat(rawValue) / 4 }
}

extension Color {
    static let night = Color(red: 0.06, green: 0.08, blue: 0.2)
}

struct BreathingCircles: View {
    let step: Int

    var body: some View {
        ZStack {
            ForEach(0..<3) { ring in
                Circle()
                    .fill(Color.mint.opacity(0.22))
                    .scaleEffect(CGFloat(step + ring) / 5)
            }
            Text(step.isMultiple(of: 2) ? "Breathe in" : "Hold")
                .font(.subheadline.weight(.semibold))
                .foregroundColor(.white)
        }
        .frame(width: 120, height: 120)
    }
}

struct SessionRing: View {
    let elapsed: Double
    let total: Double

    var body: some View {
        ZStack {
            Circle()
                .stroke(Color.white.opacity(0.12), lineWidth: 10)
            Circle()
                .trim(from: 0, to: elapsed / total)
                .stroke(Color.mint, style: StrokeStyle(lineWidth: 10, lineCap: .round))
                .rotationEffect(.degrees(-90))
            VStack(spacing: 0) {
                Text("07:30")
                    .font(.title3.monospacedDigit().bold())
                Text("left")
                    .font(.caption2)
                    .foregroundColor(.white.opacity(0.6))
            }
            .foregroundColor(.white)
        }
        .frame(width: 110, height: 110)
    }
}

struct StageBars: View {
    let stages: [SleepStage]

    var body: some View {
        HStack(alignment: .top, spacing: 2) {
            ForEach(Array(stages.enumerated()), id: \.offset) { _, stage in
                RoundedRectangle(cornerRadius: 2)
                    .fill(stage.color)
                    .frame(height: 12)
                    .padding(.top, (1 - stage.level) * 48)
            }
        }
        .frame(height: 60, alignment: .top)
    }
}

struct StreakCalendar: View {
    let doneDays: Set<Int>
    private let columns = Array(repeating: GridItem(.flexible(), spacing: 6), count: 7)

    var body: some View {
        LazyVGrid(columns: columns, spacing: 6) {
            ForEach(1...14, id: \.self) { day in
                Circle()
                    .fill(doneDays.contains(day) ? Color.mint : Color.white.opacity(0.1))
                    .frame(height: 22)
                    .overlay {
                        Text("\(day)")
                            .font(.system(size: 9, weight: .bold))
                            .foregroundColor(doneDays.contains(day) ? .black : .white.opacity(0.5))
                    }
            }
        }
    }
}

struct SleepSessionScreen: View {
    var body: some View {
        ZStack {
            Color.night.ignoresSafeArea()
            VStack(alignment: .leading, spacing: 16) {
                HStack(spacing: 24) {
                    BreathingCircles(step: 2)
                    SessionRing(elapsed: 7.5, total: 15)
                }
                Text("Last night")
                    .font(.headline)
                    .foregroundColor(.white)
                StageBars(stages: [.awake, .core, .deep, .deep, .core, .rem, .core, .deep, .rem, .awake, .core, .rem])
                StreakCalendar(doneDays: [1, 2, 3, 5, 6, 7, 8, 9, 12])
            }
            .padding(20)
        }
    }
}
