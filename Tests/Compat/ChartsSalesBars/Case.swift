import CompatSupport
import SpecimenUI

// Stacked bars in the scale's colours: Q1 North (indigo) from 0 to 12k, South (mint) on it to 20k,
// white above; the y labels lead the plot.
public let compatCase = CompatCase("ChartsSalesBars", width: 300, height: 260,
    probes: [.at(60, 190, "#5856D6"), .at(60, 130, "#00C7BE"), .at(60, 100, "#FFFFFF"), .at(5, 5, "#FFFFFF")]) {
    RevenueCard().frame(width: 300, height: 260, alignment: .topLeading)
}
