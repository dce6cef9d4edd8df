import CompatSupport
import SpecimenUI

// The selected Listen Now tab (pink) fills the space above the bar. The bar holds three items,
// each 100 pt wide (Listen Now, Browse, Search): the sidebar-only Radio and Road Trip tabs and
// the Downloads tab hidden from the tab bar have none. Listen Now's symbol is pink (x 42), the
// left of Search's lens gray (x 240); x 210, where a bar of five would draw the fourth item's
// symbol, is clear (no scroll content lies under the bar, so iOS 15+ draws it with no background). The badge set on the Browse `Tab`
// itself (red, at (160, 258)) is drawn on its item.
public let compatCase = CompatCase("SidebarAdaptableTabs", width: 300, height: 300,
    probes: [.at(150, 100, "#FF2D55"), .at(42, 266, "#FF2D55"), .at(240, 266, "#8E8E93"), .at(210, 266, "#FFFFFF"),
             .at(160, 258, "#FF3B30")]) {
    TunesRootView()
        .frame(width: 300, height: 300)
}
