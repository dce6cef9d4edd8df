import CompatSupport
import SpecimenUI

// The first tile keeps the environment's default (plain, grey 20 %); the second is filled orange
// by .tileStyle(.filled) and highlighted; the third's inner .tileStyle(.filled(.blue)) wins over the
// outer plain one, and is not highlighted (blue at half opacity).
public let compatCase = CompatCase("EntryStylableTiles", width: 160, height: 140,
    probes: [.at(6, 20, "#E8E8E9", tolerance: 4), .at(40, 65, "#FF9500"), .at(40, 112, "#80BCFF", tolerance: 4),
             .at(1, 65, "#FFFFFF")]) {
    VStack(spacing: 12) {
        Tile { Text("Plain") }
        Tile(isHighlighted: true) { Text("Hot") }
            .tileStyle(.filled)
        Tile { Text("Dim") }
            .tileStyle(.filled(.blue))
            .tileStyle(.plain)
    }
    .padding(4)
    .frame(width: 160, height: 140)
}
