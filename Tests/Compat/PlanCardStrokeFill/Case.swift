import CompatSupport
import SpecimenUI

// Two 320-pt cards 20 pt apart from (16, 16). The monthly card: clear inside (40, 60), its 2-pt border
// grey at 40% (16, 60). The yearly card (y 108-180) is selected: its 12% indigo fill is drawn over the
// stroke's inner half and inside (40, 160), the indigo stroke at (16, 160). The orange ribbon hangs
// 9 pt above the card's top edge (white above it at 270, 97; orange at 270, 101 and 270, 115) and
// ends 16 pt inside the trailing edge (fill again at 292, 112).
public let compatCase = CompatCase("PlanCardStrokeFill", width: 320, height: 190,
    probes: [.at(40, 60, "#FFFFFF"), .at(16, 60, "#D2D2D4"), .at(40, 160, "#EBEBFA"), .at(16, 160, "#5856D6"),
             .at(270, 97, "#FFFFFF"), .at(270, 101, "#FF9500"), .at(270, 115, "#FF9500"), .at(292, 112, "#EBEBFA")]) {
    PlanPicker()
        .frame(width: 320, height: 190, alignment: .top)
}
