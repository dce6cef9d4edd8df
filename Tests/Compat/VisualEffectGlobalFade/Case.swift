import CompatSupport
import SpecimenUI

// The top row (y = 0) is scaled to nothing; the second (y = 44) is full size at 44/60 opacity;
// the third (y = 88) is solid purple.
public let compatCase = CompatCase("VisualEffectGlobalFade", width: 120, height: 130,
    probes: [.at(10, 20, "#FFFFFF"), .at(60, 8, "#FFFFFF"), .at(10, 64, "#C480E7", tolerance: 8),
             .at(10, 108, "#AF52DE")]) {
    FadingFeed()
        .frame(width: 120, height: 130)
}
