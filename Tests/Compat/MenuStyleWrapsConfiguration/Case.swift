import CompatSupport
import SpecimenUI

public let compatCase = CompatCase("MenuStyleWrapsConfiguration", width: 160, height: 44,
    probes: [.at(80, 10, "#EFDCF8"), .at(2, 2, "#FFFFFF")]) {
    SortMenu()
}
