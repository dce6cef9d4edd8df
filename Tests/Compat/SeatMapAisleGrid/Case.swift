import CompatSupport
import SpecimenUI

// Six 28-pt columns 6 pt apart with the aisle as seat C's 36-pt spacing: row 12's A seat is free (60, 80),
// the aisle is empty (150, 80) and seat F sits at the grid's right (260, 80); 13C is yours, filled teal
// (118, 106); taken 12B is grey, dimmed as a disabled plain button (94, 80).
public let compatCase = CompatCase("SeatMapAisleGrid", width: 320, height: 240, probes: [
        .at(60, 80, "#E6F6F8", tolerance: 4), .at(150, 80, "#FFFFFF"), .at(260, 80, "#E6F6F8", tolerance: 4),
        .at(118, 106, "#30B0C7", tolerance: 6), .at(94, 80, "#E8E8EA", tolerance: 6)]) {
    SeatMapView(rows: 12...15, taken: ["12B", "13E", "14A"], selection: .constant("13C"))
}
