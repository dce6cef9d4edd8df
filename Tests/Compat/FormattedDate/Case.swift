import CompatSupport
import SpecimenUI

public let compatCase = CompatCase("FormattedDate", width: 220, height: 30,
    probes: [.at(2, 2, "#FFFFFF")]) {
    EventHeader(date: Date(timeIntervalSince1970: 1_700_000_000))
}
