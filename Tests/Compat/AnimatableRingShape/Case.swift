import CompatSupport
import SpecimenUI

// The ring's quarter arc runs from 12 o'clock to 3 o'clock: green at the top of the ring (x = 25,
// y = 5), and only the grey track at 9 o'clock (x = 5, y = 25). The split bar fills half its 40 pt.
public let compatCase = CompatCase("AnimatableRingShape", width: 100, height: 50,
    probes: [.at(28, 5, "#34C759"), .at(45, 25, "#34C759"), .at(61, 25, "#007AFF"), .at(95, 25, "#FFFFFF")]) {
    RingProgressView(progress: 0.25)
        .padding(5)
        .frame(width: 100, height: 50, alignment: .leading)
}
