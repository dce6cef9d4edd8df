import CompatSupport
import SpecimenUI

public let compatCase = CompatCase("NSColorSystem", width: 100, height: 84, colorScheme: .dark,
    probes: [.at(50, 10, "#323232"), .at(50, 30, "#1E1E1E"), .at(50, 50, "#0A84FF")]) {
    MacPanel()
}
