import CompatSupport
import SpecimenUI

// The hover modifier's padding is taken back: the purple box keeps its 40 pt (x 20…60), the orange
// one starts right after it (60…100); the row's hover plate is clear at rest.
public let compatCase = CompatCase("PointerHoverShapes", width: 120, height: 80,
    probes: [.at(21, 6, "#AF52DE"), .at(58, 6, "#AF52DE"), .at(62, 6, "#FF9500"), .at(98, 6, "#FF9500"),
             .at(102, 6, "#FFFFFF"), .at(100, 60, "#FFFFFF")]) {
    PlayerControls()
}
