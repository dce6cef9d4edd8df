import CompatSupport
import SpecimenUI

// Cards at x 0, 20, 40 (40 wide); the first (red) is on top of the second (green), which is on top
// of the third (blue); the fourth subview is not drawn, only counted.
public let compatCase = CompatCase("SubviewsCardStack", width: 120, height: 40,
    probes: [.at(30, 20, "#FF3B30"), .at(50, 20, "#34C759"), .at(70, 20, "#007AFF"), .at(85, 5, "#FFFFFF")]) {
    CardStackDemo()
        .frame(width: 120, height: 40, alignment: .topLeading)
}
