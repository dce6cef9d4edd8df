import CompatSupport
import SpecimenUI

public let compatCase = CompatCase("ChartsStepsTrend", width: 300, height: 260, probes: []) {
    StepsTrendChart(entries: StepCount.week(endingOn: Date(timeIntervalSinceReferenceDate: 757_900_800))).padding().frame(width: 300, height: 260, alignment: .topLeading)
}
