import CompatSupport
import SpecimenUI

public let compatCase = CompatCase("FormattedNumber", width: 150, height: 80,
    probes: [.at(140, 40, "#B3EEEC")]) {
    StatTile(steps: 12345, km: 8.42)
}
