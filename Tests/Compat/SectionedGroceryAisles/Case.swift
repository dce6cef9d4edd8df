import CompatSupport
import SwiftUI

// The fetch keeps only visible items: Dairy holds Butter (blue dot, 39,79) and Milk (green, 39,123) with no
// hidden Cream (purple) between them, so its card ends above y 150; Produce holds Apples (orange) and Basil (green).
public let compatCase = CompatCase("SectionedGroceryAisles", width: 393, height: 420,
    probes: [.at(39, 79, "#007AFF"), .at(39, 123, "#34C759"), .at(200, 170, "#F2F2F7"), .at(39, 225, "#FF9500"),
             .at(39, 269, "#34C759")]) {
    GroceryAislesView()
        .environment(\.managedObjectContext, GroceryPersistence.preview.container.viewContext)
}
