import CompatSupport
import SpecimenUI

public let compatCase = CompatCase("PreviewMacrosAndEntry", width: 200, height: 44,
    probes: [.at(34, 22, "#5856D6"), .at(121, 22, "#00C7BE"), .at(112, 22, "#FFFFFF")]) {
    ChipRow().padding(.leading, 4)
}
