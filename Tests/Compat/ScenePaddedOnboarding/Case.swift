import CompatSupport
import SpecimenUI

// Scene padding on an iPhone is the default 16 pt: the teal card starts 16 pt in from each side
// and the indigo button too (white at x 8 and x 292, coloured at x 24 and x 276).
public let compatCase = CompatCase("ScenePaddedOnboarding", width: 300, height: 200,
    probes: [.at(8, 90, "#FFFFFF"), .at(24, 90, "#30B0C7"), .at(276, 90, "#30B0C7"), .at(292, 90, "#FFFFFF"),
             .at(8, 150, "#FFFFFF"), .at(24, 150, "#5856D6"), .at(292, 150, "#FFFFFF")]) {
    WelcomeStep()
        .frame(width: 300, height: 200, alignment: .top)
}
