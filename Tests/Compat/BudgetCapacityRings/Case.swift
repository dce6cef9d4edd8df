import CompatSupport
import SpecimenUI

// The half ring: the first arc starts at the left (66, 120), the second crosses the top (140, 30), the
// track is left at the right end (247, 120). Capacity gauges fill clockwise from the top: Food (67 %)
// at the top (84, 224) but not at nine o'clock (56, 252); Rent (78 %) past nine o'clock (132, 252).
public let compatCase = CompatCase("BudgetCapacityRings", width: 320, height: 320, probes: [
        .at(66, 120, "#00C7BE", tolerance: 24), .at(140, 30, "#FF9500", tolerance: 24), .at(247, 120, "#E2E2E3", tolerance: 8),
        .at(84, 224, "#00C7BE", tolerance: 24), .at(56, 252, "#E4E4E5", tolerance: 8), .at(132, 252, "#FF9500", tolerance: 24)]) {
    let slices = [
        BudgetSlice(name: "Food", spent: 400, limit: 600, color: .mint),
        BudgetSlice(name: "Rent", spent: 700, limit: 900, color: .orange),
        BudgetSlice(name: "Fun", spent: 150, limit: 300, color: .purple),
    ]
    VStack(spacing: 8) {
        BudgetHalfRing(budget: 2000, slices: slices)
        CategoryCapacityRow(slices: slices)
    }
    .padding(.top, 16)
}
