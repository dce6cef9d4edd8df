import CompatSupport
import SpecimenUI

// The warning card: orange at 18 % over white inside, the 4-pt orange bar at its leading edge,
// white outside the card.
public let compatCase = CompatCase("LoggedViewModifiers", width: 200, height: 60,
    probes: [.at(7, 30, "#FF9500"), .at(150, 30, "#FFECD1"), .at(100, 2, "#FFFFFF")]) {
    StockNotice(remaining: 3)
        .padding(5)
        .frame(width: 200, height: 60)
}
