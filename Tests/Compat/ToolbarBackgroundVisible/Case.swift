import CompatSupport
import SpecimenUI

// Left: the 44-pt bar filled teal (resolved in the bar's dark scheme, as UIKit resolves it), its inline
// title drawn in white; right: the orange style without `.visible` leaves the bar clear (white) at
// rest, its title black.
public let compatCase = CompatCase("ToolbarBackgroundVisible", width: 400, height: 120,
    probes: [.at(10, 10, "#40C8E0"), .at(190, 30, "#40C8E0"), .at(100, 25, "#FFFFFF"), .at(300, 10, "#FFFFFF"),
             .at(280, 22, "#000000")]) {
    HStack(spacing: 0) {
        BrandedOrdersScreen().frame(width: 200)
        PlainTintedScreen().frame(width: 200)
    }
}
