import CompatSupport
import SpecimenUI

public let compatCase = CompatCase("ThemeStoreObservable", width: 120, height: 80,
    probes: [.at(15, 25, "#FF9500"), .at(60, 78, "#FFFFFF")]) {
    ThemeStoreScreen()
}
