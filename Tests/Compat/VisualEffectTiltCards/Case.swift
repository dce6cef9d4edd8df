import CompatSupport
import SpecimenUI

// The first card (at x = 0) is not turned; the second turns 30° and the third 60° about their
// vertical centre lines, in perspective: the second spans x 69…124 and the third 140…176, so the
// gap between them (x = 132) and the end of the third's slot (x = 178) are white.
public let compatCase = CompatCase("VisualEffectTiltCards", width: 180, height: 60,
    probes: [.at(4, 30, "#FF3B30"), .at(90, 30, "#34C759"), .at(150, 30, "#007AFF"),
             .at(132, 30, "#FFFFFF"), .at(178, 30, "#FFFFFF")]) {
    TiltShelf()
        .frame(width: 180, height: 60)
}
