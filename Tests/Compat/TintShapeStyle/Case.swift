import CompatSupport
import SpecimenUI

public let compatCase = CompatCase("TintShapeStyle", width: 160, height: 44,
    probes: [.at(80, 4, "#34C759")]) {
    Button("Done") {}.buttonStyle(TintCapsuleStyle()).tint(.green)
}
