import CompatSupport
import SpecimenUI

// The recipe row is 150 pt tall (58…208, white card) and the wheels keep inside it: the grouped background
// shows under the "RECIPE" header (10, 40) and 4 pt below the card. The selected dose sits on the
// tertiarySystemFill band in the middle of the row (#EEEEEF at (40, 133)).
public let compatCase = CompatCase("WheelPickerBrewLog", width: 393, height: 330,
    probes: [.at(200, 204, "#FFFFFF"), .at(200, 212, "#F2F2F7"), .at(40, 133, "#EEEEEF", tolerance: 6),
             .at(10, 40, "#F2F2F7")]) {
    BrewLogForm()
        .frame(width: 393, height: 330, alignment: .top)
}
