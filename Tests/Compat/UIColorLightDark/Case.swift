import CompatSupport
import SpecimenUI

public let compatCase = CompatCase("UIColorLightDark", width: 120, height: 60, colorScheme: .dark,
    probes: [.at(60, 10, "#FF9E0A"), .at(60, 40, "#1C1C1F")]) {
    SurfaceCard()
}
