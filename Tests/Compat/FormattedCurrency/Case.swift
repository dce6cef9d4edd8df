import CompatSupport
import SpecimenUI

public let compatCase = CompatCase("FormattedCurrency", width: 120, height: 30,
    probes: [.at(60, 2, "#FFCC00")]) {
    PriceTag(price: 1234.5)
}
