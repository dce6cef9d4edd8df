import CompatSupport
import SpecimenUI

// Both players black (no frame is decoded), the yellow overlay capsule at the video's lower left,
// and the portrait indicator green.
public let compatCase = CompatCase("VideoPlayerOverlayLock", width: 240, height: 240,
    probes: [.at(120, 20, "#000000"), .at(200, 100, "#000000"), .at(20, 109, "#FFCC00"), .at(120, 170, "#000000"), .at(5, 130, "#FFFFFF"), .at(120, 221, "#34C759")]) {
    ClipPlayerView()
        .frame(width: 240, height: 240)
}
