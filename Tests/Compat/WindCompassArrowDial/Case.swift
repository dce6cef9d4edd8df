import CompatSupport
import SpecimenUI

// A 160-pt dial centred at (120, 132). Seventy-two ticks are one rectangle each, offset 70 pt up and turned in
// 5° steps: the long ones mark north (120, 63), west (50, 132) and south (120, 199). The wind arrow, drawn
// pointing north and turned 135°, points south-east: its shaft crosses (155, 166) and its tail (85, 96), while
// the other diagonals stay bare (155, 96; 90, 166).
public let compatCase = CompatCase("WindCompassArrowDial", width: 240, height: 240, probes: [
        .at(120, 63, "#FFFFFF", tolerance: 4), .at(50, 132, "#FFFFFF", tolerance: 4), .at(120, 199, "#FFFFFF", tolerance: 4),
        .at(155, 166, "#FFFFFF", tolerance: 4), .at(85, 96, "#FCFDFD", tolerance: 6), .at(155, 96, "#1E335C", tolerance: 4),
        .at(90, 166, "#1E335C", tolerance: 4)]) {
    WindCard(degrees: 135, speed: 18)
}
