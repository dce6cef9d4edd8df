import CompatSupport
import SpecimenUI

// SF Symbols' `scope` and `book.pages.fill` (iOS 13 and 17), drawn by Specimen's own icons: on the
// first onboarding page the blue scope sits in its tinted disc, its top tick through the ring at
// (130, 95), its centre dot at (130, 110) with the disc showing between it and the left tick at
// (125, 110); the page dots sit on their backdrop below (#BFBFBF at (110, 245)). Beside it the
// green closed book fills (310, 130).
public let compatCase = CompatCase("OnboardingScopeSymbols", width: 360, height: 260,
    probes: [.at(130, 95, "#007AFF"), .at(130, 110, "#007AFF"), .at(125, 110, "#E1EFFF"),
             .at(110, 245, "#BFBFBF"), .at(310, 130, "#34C759")]) {
    HStack(spacing: 0) {
        LevelOnboardingView()
            .frame(width: 260, height: 260)
        GuideBadge()
            .frame(width: 100, height: 260)
    }
    .frame(width: 360, height: 260)
}
