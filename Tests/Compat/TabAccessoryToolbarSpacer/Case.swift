import CompatSupport
import SpecimenUI

// iOS 26 tab and toolbar API: the now-playing accessory on its `.bar` capsule (#F8F8F9 at 200, 400),
// inset 16 pt from the sides (the page's #F2F2F7 at 10, 418) and 8 pt above the tab bar (200, 447),
// expanded, so its artwork (indigo, 48, 418) sits beside the title; the fixed toolbar spacer leaves
// the page showing between the Sort and Add buttons (296, 22).
public let compatCase = CompatCase("TabAccessoryToolbarSpacer", width: 393, height: 500,
    probes: [.at(48, 418, "#5856D6"), .at(200, 400, "#F8F8F9"), .at(10, 418, "#F2F2F7"), .at(200, 447, "#F2F2F7"), .at(296, 22, "#F2F2F7")]) {
    PlayerTabs()
        .frame(width: 393, height: 500)
}
