import CompatSupport
import SpecimenUI

// All three iOS 13 links are list rows with the disclosure chevron at the trailing edge; the one
// bound to `isActive: true` still shows the root screen in a still frame.
public let compatCase = CompatCase("LegacyNavigationLinkRows", width: 300, height: 220,
    probes: [.at(25, 100, "#FF9500"), .at(277, 96, "#C8C8CA", tolerance: 10), .at(277, 140, "#C8C8CA", tolerance: 10),
             .at(277, 184, "#C8C8CA", tolerance: 10), .at(150, 60, "#F2F2F7", tolerance: 4)]) {
    LegacySettingsLinks()
}
