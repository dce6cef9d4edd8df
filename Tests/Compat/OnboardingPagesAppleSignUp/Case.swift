import CompatSupport
import SpecimenUI

// The last onboarding page in dark mode: the white Sign up with Apple button (40, 440) with a
// black Apple logo (60, 430); the custom page dots, the current (third) one orange (175, 380), the
// first grey (138, 380); the page's symbol orange (160, 160).
public let compatCase = CompatCase("OnboardingPagesAppleSignUp", width: 320, height: 480, colorScheme: .dark, probes: [
        .at(40, 440, "#FFFFFF"), .at(60, 430, "#000000", tolerance: 40), .at(175, 380, "#FF9F0A", tolerance: 24),
        .at(138, 380, "#4C4C4C", tolerance: 12), .at(160, 160, "#FF9F0A", tolerance: 24)]) {
    OnboardingPagesView(startingAt: .join)
}
