import SwiftUI

enum ActivityGoal: String, CaseIterable, Identifiable {
    case move, exercise, stand
    var id: String { rawValue }

    /// The bright end of the ring's sweep.
    var tint: Color {
        switch self {
        case .move: return Color(red: 0.98, green: 0.07, blue: 0.31)
        case .exercise: return Color(red: 0.6, green: 0.98, blue: 0.1)
        case .stand: return Color(red: 0.1, green: 0.87, blue: 0.95)
        }
    }

    /// The start of the sweep, a darker shade of the same hue.
    var shade: Color {
        switch self {
        case .move: return Color(red: 0.6, green: 0.0, blue: 0.15)
        case .exercise: return Color(red: 0.2, green: 0.55, blue: 0.0)
        case .stand: return Color(red: 0.0, green: 0.45, blue: 0.6)
        }
    }
}

/// One Activity-style ring: a faint track, the lap so far swept from the shade to the tint, and a
/// second lap on top (with a soft shadow) once the goal is passed.
struct ActivityRing: View {
    let goal: ActivityGoal
    let progress: Double
    var lineWidth: CGFloat = 16

    private var firstLap: Double { min(max(progress, 0), 1) }
    private var overflow: Double { max(progress - 1, 0) }

    // The sweep switches colour halfway round, so each half of a lap reads as one colour.
    private var sweep: AngularGradient {
        AngularGradient(
            gradient: Gradient(stops: [
                .init(color: goal.shade, location: 0),
                .init(color: goal.shade, location: 0.5),
                .init(color: goal.tint, location: 0.5),
                .init(color: goal.tint, location: 1),
            ]),
            center: .center,
            startAngle: .degrees(0),
            endAngle: .degrees(360)
        )
    }

    var body: some View {
        ZStack {
            Circle()
                .stroke(goal.tint.opacity(0.2), lineWidth: lineWidth)
            Circle()
                .trim(from: 0, to: firstLap)
                .stroke(sweep, style: StrokeStyle(lineWidth: lineWidth, lineCap: .butt))
                .rotationEffect(.degrees(-90))
            if overflow > 0 {
                Circle()
                    .trim(from: 0, to: min(overflow, 1))
                    .stroke(goal.tint, style: StrokeStyle(lineWidth: lineWidth, lineCap: .round))
                    .rotationEffect(.degrees(-90))
                    .shadow(color: .black.opacity(0.6), radius: 3)
            }
        }
        .padding(lineWidth / 2)
    }
}

/// The three rings nested, outermost first, with a summary below.
struct ActivityRingStack: View {
    let progress: [ActivityGoal: Double]
    var lineWidth: CGFloat = 16
    var gap: CGFloat = 4

    var body: some View {
        ZStack {
            ForEach(Array(ActivityGoal.allCases.enumerated()), id: \.element) { index, goal in
                ActivityRing(goal: goal, progress: progress[goal] ?? 0, lineWidth: lineWidth)
                    .padding(CGFloat(index) * (lineWidth + gap))
            }
        }
        .aspectRatio(1, contentMode: .fit)
    }
}
