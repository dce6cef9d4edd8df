import CompatSupport
import SpecimenUI

// The list is bound to a section that cannot be deselected (macOS 13's `List(_:selection:)` with a
// `Binding<SelectionValue>`): the selected Shared row is highlighted in systemGray4 (250, 145) while Starred stays
// white (250, 100). The link-style Help Centre button draws its label in AppKit's link colour, #0068DA (18, 272;
// 19, 280), not the accent blue.
public let compatCase = CompatCase("MacSidebarLinkFooter", width: 300, height: 300, probes: [
        .at(250, 145, "#D1D1D6"), .at(250, 100, "#FFFFFF"), .at(18, 272, "#0068DA"), .at(19, 280, "#0068DA")]) {
    ShelfSidebar(section: .constant(.shared))
}
