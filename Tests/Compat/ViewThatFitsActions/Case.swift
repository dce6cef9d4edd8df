import CompatSupport
import SpecimenUI

// At 420 pt the buttons' ideal widths fit side by side, so the HStack is chosen: the green button
// (20, 27) beside the grey bordered one (240, 27), nothing below (20, 69). At 220 pt they do not,
// so the VStack is: green (450, 27) above grey (450, 69).
public let compatCase = CompatCase("ViewThatFitsActions", width: 670, height: 110,
    probes: [.at(20, 27, "#34C759"), .at(240, 27, "#EAEAEB"), .at(20, 69, "#FFFFFF"),
             .at(450, 27, "#34C759"), .at(450, 69, "#EAEAEB")]) {
    PlanFooter()
        .frame(width: 670, height: 110, alignment: .topLeading)
}
