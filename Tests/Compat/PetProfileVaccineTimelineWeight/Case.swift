import CompatSupport
import SpecimenUI

// The species badge sits at the photo's bottom-trailing corner through `ZStack(alignment: .bottomTrailing)`: its white
// disc covers the orange photo at (84, 93) and reaches below it at (93, 104). Done vaccinations have green dots joined by green
// connectors (28, 200) and (28, 245); the pending one is a hollow ring, white inside (28, 284). The weight bars stand on
// a common baseline through `HStack(alignment: .bottom)`: the shortest bar reaches the bottom (210, 395) and leaves
// the space above it white (210, 370), the latest bar is full orange (320, 380).
public let compatCase = CompatCase("PetProfileVaccineTimelineWeight", width: 360, height: 420, probes: [
        .at(84, 93, "#FFFFFF"), .at(93, 104, "#FFFFFF"), .at(28, 200, "#34C759"), .at(28, 245, "#34C759"),
        .at(28, 284, "#FFFFFF"), .at(210, 395, "#FFDAA6"), .at(210, 370, "#FFFFFF"), .at(320, 380, "#FF9500")]) {
    PetProfileScreen()
}
