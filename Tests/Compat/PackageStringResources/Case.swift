import CompatSupport
import SpecimenUI

// The resources draw their default values: "Welcome aboard" (its W at (44, 33), ink at (68, 34))
// where the key "onboarding.title" would put ink at (130, 33); the Continue button is teal.
public let compatCase = CompatCase("PackageStringResources", width: 240, height: 160,
    probes: [.at(44, 33, "#000000"), .at(68, 34, "#000000"), .at(130, 33, "#FFFFFF"), .at(80, 88, "#30B0C7", tolerance: 12)]) {
    OnboardingHeader()
}
