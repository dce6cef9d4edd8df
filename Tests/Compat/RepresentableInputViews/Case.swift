import CompatSupport
import SpecimenUI

// The minimal search bar (56 pt, no bar background) draws its rounded tertiary-fill field 8 pt
// in; the text view draws its grey background and its indigo text inside the 6-pt inset; the
// page control draws three 8-pt dots, page 1 in its blue current tint and the others in gray 4.
public let compatCase = CompatCase("RepresentableInputViews", width: 200, height: 122,
    probes: [.at(4, 28, "#FFFFFF"), .at(20, 28, "#EFEFF0"), .at(100, 60, "#F2F2F7"), .at(9, 74, "#5856D6"),
             .at(84, 109, "#D1D1D6"), .at(92, 109, "#FFFFFF"), .at(100, 109, "#007AFF"), .at(116, 109, "#D1D1D6")]) {
    JournalScreen()
}
