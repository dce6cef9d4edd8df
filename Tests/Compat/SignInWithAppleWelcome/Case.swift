import CompatSupport
import SpecimenUI

// A welcome screen's pinned Sign in with Apple button in the white-outline style: white inside
// (40, 412), its black border on the left edge (24, 415), the Apple logo's body black (55, 416); the
// first feature's leaf green (39, 133), Not now in the tint (153, 459).
public let compatCase = CompatCase("SignInWithAppleWelcome", width: 320, height: 480, probes: [
        .at(40, 412, "#FFFFFF"), .at(24, 415, "#000000", tolerance: 60), .at(55, 416, "#000000", tolerance: 40),
        .at(39, 133, "#34C759", tolerance: 24), .at(153, 459, "#007AFF", tolerance: 24)]) {
    WelcomeSignInScreen(features: [
        WelcomeFeature(symbol: "leaf.fill", tint: .green, title: "Track what you have", detail: "Scan receipts to fill your pantry."),
        WelcomeFeature(symbol: "bell.badge.fill", tint: .orange, title: "Use it before it goes", detail: "Reminders a day before food expires."),
        WelcomeFeature(symbol: "cart.fill", tint: .blue, title: "Shop smarter", detail: "A list built from what ran out."),
    ])
}
