import CompatSupport
import SpecimenUI

// The centred legend puts the first series' blue disc near the middle (where a leading legend would
// have it, the row is white), and the January bar is the system teal.
public let compatCase = CompatCase("ChartsRainfallAxes", width: 320, height: 420,
    probes: [.at(97, 372, "#007AFF"), .at(20, 372, "#FFFFFF"), .at(25, 100, "#30B0C7")]) {
    RainfallScreen().frame(width: 320, height: 420, alignment: .topLeading)
}
