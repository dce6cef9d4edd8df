import CompatSupport
import SpecimenUI

// The 30-day segment is picked: its white thumb (140, 30) beside the grey first segment (40, 30). Two tiles a
// row: Revenue's rise wears a green 15 % badge (120, 79) and Churn's fall a red one (292, 79). Each sparkline is
// scaled to its own range in a 32-pt band (131…163): Revenue's fifth value, 6 of 3…7, is on the green line at
// (117, 139) with white above (117, 133) and the green wash below (117, 150); Churn's third, 4.8 of 2.8…5, is
// red at (243, 134) with white above (243, 128).
public let compatCase = CompatCase("KPISparklineTrendTiles", width: 360, height: 330, probes: [
        .at(140, 30, "#FFFFFF"), .at(40, 30, "#E4E4E9", tolerance: 4), .at(120, 79, "#E0F6E6", tolerance: 4),
        .at(292, 79, "#FFE1E0", tolerance: 4), .at(117, 139, "#34C759", tolerance: 6), .at(117, 133, "#FFFFFF", tolerance: 4),
        .at(117, 150, "#E7F8EB", tolerance: 5), .at(243, 134, "#FF3B30", tolerance: 6), .at(243, 128, "#FFFFFF", tolerance: 4)]) {
    KPIDashboard(metrics: [
        Metric(title: "Revenue", value: "$48.2k", change: 0.12, history: [3, 4, 3.5, 5, 6, 5.5, 7]),
        Metric(title: "Churn", value: "2.4%", change: -0.08, history: [5, 4.5, 4.8, 3.9, 3.2, 3.5, 2.8]),
        Metric(title: "Sessions", value: "18,340", change: 0.31, history: [2, 3, 2.5, 4, 5, 6.5, 8]),
        Metric(title: "Refunds", value: "37", change: -0.04, history: [6, 5, 5.5, 4, 4.5, 3, 2]),
    ])
}
