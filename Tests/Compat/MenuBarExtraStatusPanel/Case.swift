import CompatSupport
import SpecimenUI

// The app's only window is a menu bar extra, which a render does not open; its panel is drawn here. 46 of
// 200 GB used fills 23 % of the capacity gauge in the orange tint (50, 74; 80, 74), the rest the grey track
// (100, 74; 200, 74). The control group's platter is grey (40, 112) and the login switch is on, green (250, 168).
public let compatCase = CompatCase("MenuBarExtraStatusPanel", width: 320, height: 320, probes: [
        .at(50, 74, "#FF9500"), .at(80, 74, "#FF9500"), .at(100, 74, "#E4E4E5"), .at(200, 74, "#E4E4E5"),
        .at(40, 112, "#EFEFF0"), .at(250, 168, "#34C759")]) {
    SyncStatusPanel(usedBytes: 46_000_000_000, quotaBytes: 200_000_000_000)
        .frame(maxHeight: .infinity, alignment: .top)
}
