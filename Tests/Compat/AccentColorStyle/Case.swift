import CompatSupport
import SpecimenUI

public let compatCase = CompatCase("AccentColorStyle", width: 120, height: 40,
    probes: [.at(60, 1, "#AF52DE")]) {
    Button("Invite") {}.buttonStyle(AccentBorderStyle()).accentColor(.purple)
}
