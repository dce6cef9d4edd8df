import CompatSupport
import SpecimenUI

// The blue and green cards are inset by the system padding (16 pt: white at x 4, colour at x 20);
// the orange band set `fillsWidth` through its container value, so it runs from edge to edge (4 and 296).
public let compatCase = CompatCase("EdgeToEdgeContainerValues", width: 300, height: 160,
    probes: [.at(4, 30, "#FFFFFF"), .at(20, 30, "#007AFF"), .at(4, 78, "#FF9500"), .at(296, 78, "#FF9500"),
             .at(4, 126, "#FFFFFF"), .at(20, 126, "#34C759")]) {
    AccountScreen()
        .frame(width: 300, height: 160, alignment: .top)
}
