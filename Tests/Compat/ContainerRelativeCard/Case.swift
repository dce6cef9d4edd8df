import CompatSupport
import SpecimenUI

public let compatCase = CompatCase("ContainerRelativeCard", width: 100, height: 100,
    probes: [.at(50, 50, "#34C759"), .at(3, 3, "#000000")]) {
    WidgetTile()
}
