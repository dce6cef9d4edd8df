import CompatSupport
import SpecimenUI

// A quarter of the ring (radius 50, 8 pt wide, centred at 80, 80), turned to start at twelve
// o'clock: blue from the top to three o'clock, nothing on the left or at the bottom.
public let compatCase = CompatCase("GaugeTrimConcatText", width: 160, height: 160,
    probes: [.at(84, 30, "#007AFF"), .at(115, 45, "#007AFF"), .at(127, 76, "#007AFF"),
             .at(76, 30, "#FFFFFF"), .at(30, 80, "#FFFFFF"), .at(80, 130, "#FFFFFF")]) {
    RemainingCaloriesCard()
}
