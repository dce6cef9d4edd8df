import CompatSupport
import SpecimenUI

public let compatCase = CompatCase("ChartsDonutBudget", width: 300, height: 260, probes: []) {
    BudgetDonut().padding().frame(width: 300, height: 260, alignment: .topLeading)
}
