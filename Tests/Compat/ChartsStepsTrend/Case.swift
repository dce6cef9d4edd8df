import CompatSupport
import SpecimenUI

// The overlay tints the plot above the goal green (8 % over white), the area's orange gradient fills
// under the line, and the trailing y labels' column stays white.
public let compatCase = CompatCase("ChartsStepsTrend", width: 300, height: 260,
    probes: [.at(30, 30, "#EFFAF2"), .at(100, 150, "#FFECD2", tolerance: 6), .at(250, 150, "#FFFFFF")]) {
    StepsTrendChart(entries: StepCount.week(endingOn: Date(timeIntervalSinceReferenceDate: 757_900_800))).padding().frame(width: 300, height: 260, alignment: .topLeading)
}
