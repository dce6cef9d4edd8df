import CompatSupport
import SpecimenUI

public let compatCase = CompatCase("SafeAreaWindowScene", width: 100, height: 60,
    probes: [.at(50, 12, "#5856D6"), .at(50, 48, "#5856D6"), .at(50, 5, "#FFFFFF")]) {
    BottomBar()
}
