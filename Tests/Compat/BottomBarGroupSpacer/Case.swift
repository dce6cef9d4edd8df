import CompatSupport
import SpecimenUI

// A list longer than the screen under a bottom toolbar group split by a Spacer: the folder button at the
// bar's leading edge (33, 269) and the compose button at its trailing edge (292, 278), both orange; the
// rows run under the bar, so it has the `.bar` material (#F9F9F9 at (160, 280)) and its hairline on top
// (#C2C2C4 at (160, 256)).
public let compatCase = CompatCase("BottomBarGroupSpacer", width: 320, height: 300,
    probes: [.at(33, 269, "#FF9500"), .at(292, 278, "#FF9500"), .at(160, 280, "#F9F9F9"),
             .at(160, 256, "#C2C2C4"), .at(5, 290, "#F9F9F9")]) {
    NoteFoldersScreen()
}
