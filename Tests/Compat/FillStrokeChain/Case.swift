import CompatSupport
import SpecimenUI

public let compatCase = CompatCase("FillStrokeChain", width: 60, height: 60,
    probes: [.at(30, 30, "#007AFF"), .at(30, 1, "#000000"), .at(2, 2, "#FFFFFF")]) {
    RingDot()
}
