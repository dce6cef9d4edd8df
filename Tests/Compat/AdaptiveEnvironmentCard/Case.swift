import CompatSupport
import SpecimenUI

// Compact by default (stacked), regular when set (side by side); the card's ground is the
// container's background style (yellow), and Reduce Motion turns the first square red.
public let compatCase = CompatCase("AdaptiveEnvironmentCard", width: 90, height: 50,
    probes: [.at(15, 15, "#34C759"), .at(15, 35, "#007AFF"), .at(4, 25, "#FFCC00"),
             .at(50, 15, "#FF3B30"), .at(70, 15, "#007AFF"), .at(60, 40, "#FFFFFF")]) {
    HStack(alignment: .top, spacing: 5) {
        AdaptiveCard()
        AdaptiveCard()
            .environment(\.horizontalSizeClass, .regular)
            .environment(\.accessibilityReduceMotion, true)
    }
    .backgroundStyle(Color.yellow)
}
