import CompatSupport
import SpecimenUI

// Two rows 29 pt tall (y 12…41 and 49…78) with a 50-pt track at x 140…190: on, the green track
// with the white thumb pushed 10 pt right (x 162…188); off, the gray 4 track with the thumb
// pushed 10 pt left (x 142…168).
public let compatCase = CompatCase("ToggleThumbOffsetStyle", width: 200, height: 90,
    probes: [.at(185, 27, "#FFFFFF"), .at(147, 27, "#34C759"), .at(145, 64, "#FFFFFF"),
             .at(183, 64, "#D1D1D6")]) {
    NotificationSwitches()
}
