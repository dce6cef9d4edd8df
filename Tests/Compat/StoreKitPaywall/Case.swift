import CompatSupport
import SpecimenUI
import StoreKit

// Left: the subscription store while its products load: the marketing content (the yellow star at
// 100, 60) above the options panel on the secondary system background (#F2F2F7 at 10, 290), whose
// progress indicator spins in its middle. Right: the tip jar's product in its own style's loading
// state (orange at 25 %: #FFE7BF at 220, 46), the compact product view's placeholders in the
// quaternary fill (#DBDBDD: the icon at 236, 112 and the price button at 350, 112; its two
// lines are squeezed to 20 pt between them, so 300, 112 is white), and the review button.
public let compatCase = CompatCase("StoreKitPaywall", width: 400, height: 300,
    probes: [.at(100, 60, "#FFCC00"), .at(10, 290, "#F2F2F7"), .at(220, 46, "#FFE7BF"), .at(236, 112, "#DBDBDD"), .at(350, 112, "#DBDBDD"), .at(300, 112, "#FFFFFF")]) {
    HStack(spacing: 0) {
        PaywallView().frame(width: 200, height: 300)
        TipJarView().frame(width: 200, height: 300, alignment: .top)
    }
}
