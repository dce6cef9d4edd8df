import CompatSupport
import SpecimenUI

public let compatCase = CompatCase("ChartsSalesBars", width: 300, height: 260, probes: []) {
    RevenueCard().frame(width: 300, height: 260, alignment: .topLeading)
}
