import CompatSupport
import SpecimenUI

// The alerts are never presented in a still: the tag list is drawn on its grouped background (#F2F2F7 at
// (5, 140) and under the title at (160, 20), no dimming), its rows on the white card at (160, 140).
public let compatCase = CompatCase("AlertPresentingRename", width: 320, height: 260,
    probes: [.at(160, 140, "#FFFFFF"), .at(5, 140, "#F2F2F7"), .at(160, 20, "#F2F2F7")]) {
    TagListScreen()
}
