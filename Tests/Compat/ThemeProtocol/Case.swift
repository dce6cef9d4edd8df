import CompatSupport
import SpecimenUI

public let compatCase = CompatCase("ThemeProtocol", width: 80, height: 40,
    probes: [.at(3, 3, "#E6F2FF"), .at(40, 20, "#004D99")]) {
    ThemedTile().appTheme(OceanTheme())
}
