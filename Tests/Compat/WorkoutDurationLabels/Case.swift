import CompatSupport
import SpecimenUI

// 3725 s as a padded clock is "01:02:05" (8 monospaced characters of 20 pt, 12.04 pt each), so the
// orange bar after it spans x 192–203; 5400 s in hours and minutes, abbreviated, is "1h 30m" (6), its
// green bar at x 168–179. The rows are in a leading-aligned stack centred in the cell.
public let compatCase = CompatCase("WorkoutDurationLabels", width: 300, height: 200,
    probes: [.at(201, 85, "#FF9500"), .at(206, 85, "#FFFFFF"), .at(173, 115, "#34C759"), .at(183, 115, "#FFFFFF")]) {
    WorkoutSummaryRow(elapsed: 3725, rest: 5400)
}
