import CompatSupport
import SpecimenUI

// The done habit's intent button shows the green filled check, the open one an empty circle; the
// intent toggle is on: an orange track with its white knob at the trailing end.
public let compatCase = CompatCase("InteractiveWidgetIntents", width: 300, height: 200,
    probes: [.at(20, 66, "#34C759"), .at(26, 95, "#FFFFFF"), .at(18, 92, "#8F8F93", tolerance: 12),
             .at(245, 128, "#FF9500"), .at(272, 128, "#FFFFFF")]) {
    HabitWidgetView(entry: HabitEntry(date: Date(timeIntervalSinceReferenceDate: 190_000_000), habits: [
        Habit(id: "water", name: "Drink water", isDone: true),
        Habit(id: "walk", name: "Evening walk", isDone: false),
    ], remindersOn: true))
        .frame(width: 300, height: 200)
}
