import CompatSupport
import SpecimenUI

// The compact table: each row shows only the first column (the level capsule, indigo then red) at the
// leading margin; the orange third column and the message column are not drawn.
public let compatCase = CompatCase("TableCompactLogRows", width: 320, height: 220,
    probes: [.at(30, 58, "#5856D6"), .at(30, 102, "#FF3B30"), .at(150, 66, "#FFFFFF"), .at(250, 66, "#FFFFFF"), .at(250, 110, "#FFFFFF")]) {
    LogTableScreen()
        .frame(width: 320, height: 220)
}
