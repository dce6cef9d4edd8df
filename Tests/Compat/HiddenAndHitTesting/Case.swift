import CompatSupport
import SpecimenUI

public let compatCase = CompatCase("HiddenAndHitTesting", width: 80, height: 30,
    probes: [.at(20, 15, "#FFFFFF"), .at(60, 15, "#80BDFF")]) {
    PlaceholderRow(showBadge: false)
}
