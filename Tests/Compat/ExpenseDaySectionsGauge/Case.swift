import CompatSupport
import SpecimenUI

// The budget gauge filled in orange to its share (50, 72) over the grey track (200, 72); the category
// circles green (40, 166), blue (40, 216) and, in the earlier day's section, orange (38, 323); the
// grouped background between sections (150, 300).
public let compatCase = CompatCase("ExpenseDaySectionsGauge", width: 320, height: 480, probes: [
        .at(50, 72, "#FF9500", tolerance: 24), .at(200, 72, "#E4E4E5", tolerance: 8), .at(40, 166, "#34C759", tolerance: 24),
        .at(40, 216, "#007AFF", tolerance: 24), .at(38, 323, "#FF9500", tolerance: 24), .at(150, 300, "#F2F2F7")]) {
    ExpenseDaySectionsView(spends: [
        Spend(title: "Market", amount: 42.5, day: Date(timeIntervalSinceReferenceDate: 800_000_000), category: .groceries),
        Spend(title: "Metro card", amount: 30, day: Date(timeIntervalSinceReferenceDate: 800_000_000), category: .transport),
        Spend(title: "Noodle bar", amount: 18.9, day: Date(timeIntervalSinceReferenceDate: 799_900_000), category: .dining),
    ], budget: 400)
}
