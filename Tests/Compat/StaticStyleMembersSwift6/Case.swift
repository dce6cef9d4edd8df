import CompatSupport
import SpecimenUI

nonisolated(unsafe) public let compatCase = CompatCase("StaticStyleMembersSwift6", width: 200, height: 36,
    probes: [.at(50, 1, "#FF3B30"), .at(150, 1, "#34C759")]) {
    ActionBar()
}
