import CompatSupport
import SpecimenUI

// Each keyframe animator rests at its initial value: the shaken blue square in place (not 40 pt
// right, its last keyframe), the badge unscaled, untilted and not lifted, the breathing dot opaque.
public let compatCase = CompatCase("KeyframeAnimatorStill", width: 150, height: 40,
    probes: [.at(5, 20, "#007AFF"), .at(34, 20, "#007AFF"), .at(45, 20, "#FFFFFF"),
             .at(57, 8, "#33994C"), .at(82, 32, "#33994C"), .at(52, 20, "#FFFFFF"), .at(70, 2, "#FFFFFF"),
             .at(120, 20, "#FF9500"), .at(104, 20, "#FFFFFF")]) {
    HStack(spacing: 10) {
        Color.blue.frame(width: 40, height: 40).shake(on: 0)
        SavedBadge(saves: 3).frame(width: 40, height: 40)
        BreathingDot().frame(width: 40, height: 40)
    }
    .frame(width: 150, height: 40, alignment: .leading)
}
