import CompatSupport
import SpecimenUI

// The 44-pt bottom toolbar under a short page (y 256–300): the filter label's icon at the leading inset
// and the compose icon at the trailing one, in the indigo tint (28, 278) and (292, 278); the two-line
// status between them (its first line's ink at (108, 267)); the keyboard's Done item is not drawn. The
// page ends above the bar, so the bar is clear: no hairline at (160, 256), no material at (160, 290).
public let compatCase = CompatCase("BottomBarStatusToolbar", width: 320, height: 300,
    probes: [.at(28, 278, "#5856D6"), .at(292, 278, "#5856D6"), .at(108, 267, "#101010", tolerance: 24),
             .at(160, 256, "#FFFFFF"), .at(160, 290, "#FFFFFF"), .at(300, 280, "#FFFFFF")]) {
    FolderStatusScreen()
}
