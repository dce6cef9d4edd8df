import CompatSupport
import SpecimenUI

public let compatCase = CompatCase("PressedScaleOpacity", width: 100, height: 40,
    probes: [.at(3, 3, "#000000")]) {
    Button("Tap") {}.buttonStyle(SoftPressStyle()).environment(\.isPressed, true)
}
