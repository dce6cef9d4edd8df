import CompatSupport
import SpecimenUI

public let compatCase = CompatCase("FormattedPercent", width: 160, height: 20,
    probes: [.at(20, 10, "#34C759"), .at(90, 10, "#E5E5EA")]) {
    UploadRow(progress: 0.75).frame(width: 160, alignment: .leading)
}
