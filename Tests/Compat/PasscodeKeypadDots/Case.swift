import CompatSupport
import SpecimenUI

// Two of four digits typed: the first ring is filled (109, 71), the third hollow (177, 71). Three flexible
// columns with 24-pt spacing in 272 pt are 74.7 pt wide, so each 70-pt key sits 2.3 pt inside its column: the
// first column's keys reach x = 28 (28, 137; 28, 305) and the third's x = 292 (292, 137; 292, 305). The bottom row
// leaves its first cell empty (61, 389) and draws the zero key (140, 389).
public let compatCase = CompatCase("PasscodeKeypadDots", width: 320, height: 460, probes: [
        .at(109, 71, "#000000"), .at(177, 71, "#FFFFFF"),
        .at(28, 137, "#E5E5EA"), .at(292, 137, "#E5E5EA"), .at(28, 305, "#E5E5EA"), .at(292, 305, "#E5E5EA"),
        .at(61, 389, "#FFFFFF"), .at(140, 389, "#E5E5EA")]) {
    PasscodePad(code: .constant("27"))
        .padding(.top, 16)
        .frame(maxHeight: .infinity, alignment: .top)
}
