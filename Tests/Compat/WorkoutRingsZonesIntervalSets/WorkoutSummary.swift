import SwiftUI

struct RingGoal: Identifiable {
    let id = UUID()
    let name: String
    let progress: Double
    let color: Color
}

struct HeartZone: Identifiable {
    let id = UUID()
    let label: String
    let minutes: Double
    let color: Color
}

struct ExerciseSet: Identifiable {
    let id = UUID()
    let exercise: String
    var reps: Int
    let weight: Double
}

/// Concentric rings, each a track with the goal's share trimmed from twelve o'clock.
struct GoalRings: View {
    let goals: [RingGoal]
    var lineWidth: CGFloat = 14

    var body: some View {
        ZStack {
            ForEach(Array(goals.enumerated()), id: \.element.id) { index, goal in
                let inset = CGFloat(index) * (lineWidth + 4)
                Circle()
                    .stroke(goal.color.opacity(0.2), lineWidth: lineWidth)
                    .padding(inset)
                Circle()
                    .trim(from: 0, to: min(goal.progress, 1))
                    .stroke(goal.color, style: StrokeStyle(lineWidth: lineWidth, lineCap: .round))
                    .rotationEffect(.degrees(-90))
                    .padding(inset)
            }
        }
        .padding(lineWidth / 2)
    }
}

/// Minutes in each heart-rate zone as one bar split in proportion.
struct ZoneBar: View {
    let zones: [HeartZone]

    var body: some View {
        let total = zones.reduce(0) { $0 + $1.minutes }
        GeometryReader { proxy in
            HStack(spacing: 0) {
                ForEach(zones) { zone in
                    Rectangle()
                        .fill(zone.color)
                        .frame(width: proxy.size.width * zone.minutes / total)
                }
            }
        }
        .frame(height: 12)
        .clipShape(Capsule())
    }
}

struct SetRow: View {
    @Binding var set: ExerciseSet

    var body: some View {
        Stepper(value: $set.reps, in: 1...30) {
            VStack(alignment: .leading, spacing: 2) {
                Text(set.exercise)
                    .font(.subheadline.weight(.semibold))
                Text("\(set.reps) reps · \(set.weight, format: .number) kg")
                    .font(.caption)
                    .foregroundStyle(.secondary)
                    .monospacedDigit()
            }
        }
    }
}

struct WorkoutSummaryView: View {
    let goals: [RingGoal]
    let zones: [HeartZone]
    @State var sets: [ExerciseSet]
    let remaining: Int

    private var clock: String {
        String(format: "%02d:%02d", remaining / 60, remaining % 60)
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            HStack(spacing: 16) {
                GoalRings(goals: goals)
                    .frame(width: 120, height: 120)
                VStack(alignment: .leading, spacing: 6) {
                    Text("Rest")
                        .font(.caption.weight(.bold))
                        .foregroundStyle(.orange)
                    Text(clock)
                        .font(.system(size: 44, weight: .semibold, design: .rounded))
                        .monospacedDigit()
                    ForEach(goals) { goal in
                        Label(goal.name, systemImage: "circle.fill")
                            .font(.caption)
                            .foregroundStyle(goal.color)
                    }
                }
            }
            VStack(alignment: .leading, spacing: 6) {
                Text("Heart rate zones")
                    .font(.headline)
                ZoneBar(zones: zones)
                HStack {
                    ForEach(zones) { zone in
                        Text(zone.label)
                            .font(.caption2)
                            .foregroundStyle(.secondary)
                            .frame(maxWidth: .infinity)
                    }
                }
            }
            VStack(spacing: 10) {
                ForEach($sets) { $set in
                    SetRow(set: $set)
                    Divider()
                }
            }
        }
        .padding(16)
    }
}
