import CompatSupport
import SpecimenUI

// The iOS 26 bar modifiers draw nothing at rest: the first tab's mint and indigo fill the
// page and the tab bar keeps its full size, the selected Books icon in blue and the search
// tab labelled from its role with a grey magnifying glass. The page's scroll content ends above the bar, so the
// bar has no background (iOS 15+'s scroll-edge appearance): white.
public let compatCase = CompatCase("MinimizingTabsIOS26", width: 200, height: 200,
    probes: [.at(100, 30, "#00C7BE"), .at(100, 90, "#5856D6"), .at(100, 170, "#FFFFFF"),
             .at(22, 161, "#007AFF"), .at(174, 174, "#8E8E93")]) {
    LibraryTabs()
}
