import CompatSupport
import SpecimenUI

// 300 pt wide: the fixed column takes 44, a spacing of 8, and the adaptive item fills the other 248 with
// floor((248 + 8) / (40 + 8)) = 5 columns of (248 − 4 × 8) / 5 = 43.2 pt. Seat 1 sits centred in the
// fixed column (x 22), seats 2–6 in the adaptive ones (centres 73.6, 124.8, 176, 227.2, 278.4), seat 7
// starts the second row (y 64) in the fixed column.
public let compatCase = CompatCase("FixedAdaptiveGridColumns", width: 300, height: 120,
    probes: [.at(22, 10, "#5856D6"), .at(74, 10, "#30B0C7"), .at(278, 10, "#30B0C7"),
             .at(48, 18, "#FFFFFF"), .at(98, 18, "#FFFFFF"), .at(22, 56, "#30B0C7")]) {
    SeatMapView()
}
