import CompatSupport
import SpecimenUI

// The plain form draws the standard grey placeholder (secondarySystemFill on white), the
// placeholder form its placeholder, the phase form its `.empty` branch.
public let compatCase = CompatCase("AsyncImagePlaceholder", width: 120, height: 40,
    probes: [.at(20, 20, "#EAEAEB", tolerance: 3), .at(60, 20, "#007AFF"), .at(100, 20, "#34C759")]) {
    ArtworkRow()
}
