import CompatSupport
import SwiftUI

// The bound object's values: the reminder switch on (green track, 320,295) with its time row revealed below it
// (the grey time pill at 279,340), white cards on the grouped background.
public let compatCase = CompatCase("ManagedHabitEditForm", width: 393, height: 600,
    probes: [.at(320, 295, "#34C759", tolerance: 8), .at(279, 340, "#EFEFF0", tolerance: 6), .at(22, 101, "#FFFFFF"),
             .at(200, 235, "#F2F2F7")]) {
    let context = NSPersistentContainer(name: "Habits").viewContext
    HabitEditForm(habit: .example(in: context))
        .environment(\.managedObjectContext, context)
}
