import CompatSupport
import SpecimenUI

public let compatCase = CompatCase("ControlGroupMenuStyles", width: 320, height: 150,
    // The custom style's grey plate across the width; the compact menu's label (yellow) drawn, its
    // controls not; the palette's track with a separator after each of its first two controls.
    probes: [.at(20, 20, "#DBDBDD"), .at(306, 30, "#DBDBDD"), .at(20, 77, "#FFCC00"),
             .at(60, 118, "#EFEFF0"), .at(110, 118, "#BBBBBD"), .at(209, 118, "#BBBBBD"), .at(2, 2, "#FFFFFF")]) {
    EditorToolbar()
}
