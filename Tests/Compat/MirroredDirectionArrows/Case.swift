import CompatSupport
import SpecimenUI

// Each arrow is a 40-pt triangle pointing right (its corner at (5, 5) inside, (35, 5) outside).
// Top row, right-to-left (the stack lays the arrows out from the right: red, green, blue at x 0,
// 50, 100): `.mirrors` flips the blue one to point left, `.fixed` keeps green pointing right,
// `.mirrors(in: .leftToRight)` leaves red as drawn. Bottom row, left-to-right (blue, green, red):
// blue and green as drawn, red flipped.
public let compatCase = CompatCase("MirroredDirectionArrows", width: 150, height: 90,
    probes: [.at(105, 5, "#FFFFFF"), .at(135, 5, "#007AFF"), .at(55, 5, "#34C759"), .at(85, 5, "#FFFFFF"),
             .at(5, 5, "#FF3B30"), .at(35, 5, "#FFFFFF"),
             .at(5, 55, "#007AFF"), .at(35, 55, "#FFFFFF"), .at(105, 55, "#FFFFFF"), .at(135, 55, "#FF3B30")]) {
    ArrowsPreviewGrid()
        .frame(width: 150, height: 90, alignment: .topLeading)
}
