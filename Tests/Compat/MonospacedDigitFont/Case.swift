import CompatSupport
import SpecimenUI

public let compatCase = CompatCase("MonospacedDigitFont", width: 120, height: 32,
    probes: [.at(60, 2, "#000000")]) {
    CountdownBadge(seconds: 95).monospacedDigit()
}
