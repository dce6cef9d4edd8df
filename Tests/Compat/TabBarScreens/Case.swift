import CompatSupport
import SpecimenUI

// Left: the selected tab (Inbox, orange) fills the space above a 49-pt bar with no background (no scroll content
// lies under it, so iOS 15+ draws it transparent, without its hairline: the white window shows); the selected item's tray symbol is tinted red (its top edge at y 260), the Home
// symbol system gray, and the badge's red capsule sits at the tray's top right. Right: the paged
// view shows page 2 (indigo) with three index dots, the current one white, on the dark capsule that
// `.indexViewStyle(.page(backgroundDisplayMode: .always))` asks for (black at 25 %).
public let compatCase = CompatCase("TabBarScreens", width: 600, height: 300,
    probes: [.at(5, 5, "#FF9500"), .at(20, 280, "#FFFFFF"), .at(155, 260, "#FF3B30"), .at(49, 256, "#8E8E93"), .at(163, 255, "#FF3B30"), .at(450, 200, "#5856D6"), .at(450, 286, "#FFFFFF"), .at(434, 286, "#8483C1"), .at(442, 286, "#4241A1")]) {
    HStack(spacing: 0) {
        RootTabs().frame(width: 300)
        OnboardingPager().frame(width: 300)
    }
    .frame(width: 600, height: 300)
}
