import CompatSupport
import SpecimenUI

// The share sheet's view is the grouped background (16-304, 16-96): (160, 56). No access has been
// granted in a render, so the button below asks for it in orange: (40, 125).
public let compatCase = CompatCase("PhotosAccessShareRow", width: 320, height: 160,
    probes: [.at(160, 56, "#F2F2F7"), .at(40, 125, "#FF9500", tolerance: 6)]) {
    ExportActions()
        .frame(width: 320, height: 160, alignment: .top)
}
