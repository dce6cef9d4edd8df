import CompatSupport
import SpecimenUI

public let compatCase = CompatCase("NSColorHex", width: 40, height: 40,
    probes: [.at(20, 20, "#8E24AA")]) {
    SidebarBadge()
}
