import CompatSupport
import SpecimenUI

public let compatCase = CompatCase("HierarchicalStyles", width: 120, height: 30,
    probes: [.at(20, 15, "#DBDBDD"), .at(60, 15, "#80BDFF"), .at(100, 15, "#B3D7FF")]) {
    StatRow()
}
