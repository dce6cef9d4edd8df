import CompatSupport
import SpecimenUI

// The dots' canvas spans x 10…170, y 10…90: dot centres at (67, 50) and (113, 50), 6 pt apart at their edges.
// - the bridge between the dots (90, 50) and both centres are the threshold colour; the canvas corner (14, 14)
//   stays white, as does a point just above the bridge (90, 30);
// - the badge spans x 190…290: orange beside the hole (200, 50) and (240, 20), white in the punched hole (240, 50).
public let compatCase = CompatCase("CanvasGooeyPunchOut", width: 300, height: 100,
    probes: [.at(90, 50, "#5933E6"), .at(67, 50, "#5933E6"), .at(113, 50, "#5933E6"),
             .at(14, 14, "#FFFFFF"), .at(90, 30, "#FFFFFF"),
             .at(200, 50, "#FF8C00"), .at(240, 20, "#FF8C00"), .at(240, 50, "#FFFFFF")]) {
    GooeyPunchOutRow()
        .frame(width: 300, height: 100, alignment: .topLeading)
}
