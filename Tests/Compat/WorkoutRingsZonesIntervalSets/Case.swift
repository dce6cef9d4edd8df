import CompatSupport
import SpecimenUI

// Rings trimmed from twelve o'clock: Move three quarters (red at three o'clock, 129, 98; its faint track at half past
// ten, 38, 60), Exercise a half (green at three, 111, 98; track at nine, 41, 98), Stand a quarter (cyan at half past
// one, 88, 86; track at six, 76, 115). The zone bar splits 40 minutes 10/20/5/5: blue, green, yellow, red.
public let compatCase = CompatCase("WorkoutRingsZonesIntervalSets", width: 360, height: 440, probes: [
        .at(129, 98, "#FF3B30"), .at(38, 60, "#FFD7D5"), .at(111, 98, "#34C759"), .at(41, 98, "#D6F3DD"),
        .at(88, 86, "#32ADE6"), .at(76, 115, "#D6EEFA"), .at(60, 213, "#007AFF"), .at(180, 213, "#34C759"),
        .at(282, 213, "#FFCC00"), .at(325, 213, "#FF3B30")]) {
    WorkoutSummaryView(
        goals: [RingGoal(name: "Move", progress: 0.75, color: .red),
                RingGoal(name: "Exercise", progress: 0.5, color: .green),
                RingGoal(name: "Stand", progress: 0.25, color: .cyan)],
        zones: [HeartZone(label: "Easy", minutes: 10, color: .blue),
                HeartZone(label: "Aerobic", minutes: 20, color: .green),
                HeartZone(label: "Tempo", minutes: 5, color: .yellow),
                HeartZone(label: "Peak", minutes: 5, color: .red)],
        sets: [ExerciseSet(exercise: "Back squat", reps: 8, weight: 60),
               ExerciseSet(exercise: "Bench press", reps: 10, weight: 42.5),
               ExerciseSet(exercise: "Deadlift", reps: 5, weight: 80)],
        remaining: 95)
}
