import CompatSupport
import SpecimenUI

// The General pane's grouped form on the grouped background (10, 10): "Launch at login" on (green, 245, 84) in a white
// row (20, 84), "Verbose logging" off (its grey track, 285, 137), "Send crash reports" on in its `.tint(.indigo)`
// (245, 292). The tab bar under it: the selected General tab's gear in the accent blue (47, 527), the others grey
// (266, 527).
public let compatCase = CompatCase("SettingsTabsGroupedForm", width: 320, height: 560, probes: [
        .at(10, 10, "#F2F2F7"), .at(245, 84, "#34C759"), .at(20, 84, "#FFFFFF"), .at(285, 137, "#EAEAEB"),
        .at(245, 292, "#5856D6"), .at(47, 527, "#007AFF"), .at(266, 527, "#8E8E93")]) {
    ToolSettingsView()
}
