import CompatSupport
import SpecimenUI
import TipKit

// The inline tip: a card on the secondary system background (#F2F2F7 at 180, 100; white above it)
// with the star in the tint colour (45, 34), its title, message and close mark; the routes with
// their yellow stars below it (330, 140); the Share button (20, 226), whose popover tip is not drawn
// (a popover lives in another window).
public let compatCase = CompatCase("TipKitInlineTips", width: 360, height: 300,
    probes: [.at(180, 100, "#F2F2F7"), .at(180, 10, "#FFFFFF"), .at(45, 34, "#007AFF"), .at(330, 140, "#FFCC00"), .at(20, 226, "#007AFF")]) {
    FavoritesScreen()
        .modifier(TipsConfigured())
        .frame(width: 360, height: 300, alignment: .top)
}
