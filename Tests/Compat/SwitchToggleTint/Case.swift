import CompatSupport
import SpecimenUI

// A 51 × 31 switch, on: its track is the style's orange, not the default green.
public let compatCase = CompatCase("SwitchToggleTint", width: 51, height: 31,
    probes: [.at(6, 15, "#FF9500")]) {
    NotificationsRow()
}
