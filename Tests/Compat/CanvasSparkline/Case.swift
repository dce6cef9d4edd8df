import CompatSupport
import SpecimenUI

// The canvas fills its 200×100 size yellow; the polyline through (0, 80), (66.7, 20),
// (133.3, 60), (200, 10) is stroked blue 4 wide (on it at x 33 and x 100); the dot drawn after
// `translateBy(20, 20)` is centred at (20, 20); "peak" has its top-leading corner at the
// translated point (120, 80): ink right of x 120, none left of it.
public let compatCase = CompatCase("CanvasSparkline", width: 200, height: 100,
    probes: [.at(198, 98, "#FFCC00"), .at(20, 20, "#FF3B30"), .at(33, 50, "#007AFF"), .at(100, 40, "#007AFF"), .at(122, 93, "#000000"), .at(118, 90, "#FFCC00")]) {
    Sparkline()
}
