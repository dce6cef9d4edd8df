import CompatSupport
import SpecimenUI

public let compatCase = CompatCase("UIFontMetricsScaled", width: 100, height: 60,
    probes: [.at(3, 10, "#34C759"), .at(3, 50, "#34C759"), .at(3, 5, "#FFFFFF")]) {
    Button("OK") {}.buttonStyle(TallButtonStyle())
}
