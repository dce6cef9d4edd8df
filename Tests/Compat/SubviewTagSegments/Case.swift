import CompatSupport
import SpecimenUI

// Three 96-pt segments in a 300-pt control (4-pt inset and spacing): the second, tagged with the
// selected range, has the indigo capsule; the first and third show the grey track. Below, only the
// middle item's tag holds a value, so only its dot (x 150) is orange.
public let compatCase = CompatCase("SubviewTagSegments", width: 300, height: 70,
    probes: [.at(110, 20, "#5856D6"), .at(30, 20, "#F2F2F7"), .at(270, 20, "#F2F2F7"),
             .at(150, 54, "#FF9500"), .at(50, 54, "#FFFFFF"), .at(250, 54, "#FFFFFF")]) {
    ReportHeader()
        .frame(width: 300, height: 70, alignment: .top)
}
