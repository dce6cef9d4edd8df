import CompatSupport
import SpecimenUI

public let compatCase = CompatCase("UIColorSystemColors", width: 200, height: 74, colorScheme: .dark,
    probes: [.at(190, 5, "#000000"), .at(100, 42, "#38383A"), .at(100, 60, "#1C1C1E")]) {
    SettingsCard()
}
