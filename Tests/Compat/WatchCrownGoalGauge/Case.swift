import CompatSupport
import SpecimenUI

// The ring (centre 70, 44; radius 27) is the gradient along its 270° arc: red at its start at the
// lower left, yellow at the top, green at its end at the lower right, with the white marker dot at
// 45 of 60 minutes on the upper right; the week bar's marker is stroked in its orange tint and its
// track is grey. The crown modifiers draw nothing.
public let compatCase = CompatCase("WatchCrownGoalGauge", width: 140, height: 150,
    probes: [.at(51, 62, "#FF3C2F", tolerance: 8), .at(70, 17, "#FDCC00", tolerance: 8), .at(89, 62, "#36C758", tolerance: 8),
             .at(95, 34, "#FFFFFF"), .at(65, 132, "#FF9500", tolerance: 6), .at(20, 132, "#E4E4E5")]) {
    GoalScreen()
}
