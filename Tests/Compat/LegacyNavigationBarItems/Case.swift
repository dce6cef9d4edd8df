import CompatSupport
import SpecimenUI

// The leading item sits at the bar's leading margin, the trailing one at its trailing margin,
// both centred in the 44-pt bar.
public let compatCase = CompatCase("LegacyNavigationBarItems", width: 300, height: 200,
    probes: [.at(26, 22, "#FF3B30"), .at(274, 22, "#007AFF"), .at(150, 5, "#F2F2F7", tolerance: 6)]) {
    LegacySettingsSheet()
}
