import CompatSupport
import SpecimenUI

// The same row twice. At the default size (left) each tile is 40 pt square from x 10 (the orange
// one at x 58–98, y 10–50; white below it at (60, 100)) and the rule, 6 pt relative to the large
// title, runs at y 58–64. At accessibility size 3 (right) body text grows 40/17 and the large
// title 1.5 times, so each tile is 93 pt square (the blue one still at (240, 90), the orange one at
// (330, 30)) and the rule is 9 pt tall at y 112–121: green at (260, 116), white at (260, 124),
// where a rule scaled with body text would still be.
public let compatCase = CompatCase("ScaledMetricIconTiles", width: 420, height: 140,
    probes: [.at(62, 30, "#F27319"), .at(60, 100, "#FFFFFF"), .at(100, 61, "#1A9959"),
             .at(240, 90, "#3366F2"), .at(330, 30, "#F27319"), .at(260, 116, "#1A9959"), .at(260, 124, "#FFFFFF")]) {
    HStack(spacing: 0) {
        IconTileRow()
            .frame(width: 210)
        IconTileRow()
            .environment(\.dynamicTypeSize, .accessibility3)
            .frame(width: 210)
    }
    .frame(width: 420, height: 140)
}
