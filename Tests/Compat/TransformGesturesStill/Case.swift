import CompatSupport
import SpecimenUI

// The purple card at rest (scale 1, no rotation: the gesture states keep their initial values),
// white beside it; the gestures, hover and destinations draw nothing.
public let compatCase = CompatCase("TransformGesturesStill", width: 200, height: 140,
    probes: [.at(100, 40, "#AF52DE"), .at(20, 40, "#FFFFFF"), .at(180, 40, "#FFFFFF")]) {
    ZoomableCard()
}
