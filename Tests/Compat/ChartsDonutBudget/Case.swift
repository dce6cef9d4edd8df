import CompatSupport
import SpecimenUI

// A donut clockwise from 12 o'clock in the scale's colours: Housing (half) blue on the right, Food
// green at 9 o'clock, Fun pink just before 12; white outside the ring.
public let compatCase = CompatCase("ChartsDonutBudget", width: 300, height: 260,
    probes: [.at(190, 116, "#007AFF"), .at(40, 120, "#34C759"), .at(80, 40, "#FF2D55"), .at(200, 60, "#FFFFFF")]) {
    BudgetDonut().padding().frame(width: 300, height: 260, alignment: .topLeading)
}
